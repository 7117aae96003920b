/**
 * What keeps the listing statistics honest: a visitor's phone reveal, WhatsApp click,
 * favourite or comparison counts once per listing a day however often it is repeated, and one
 * address cannot flood the counters (past these rates the requests still answer, uncounted).
 */
import { createRateLimiter } from '#core/shared'

/** A person reveals a phone or opens WhatsApp a few times a minute, not thirty. */
export const contactClickLimiter = createRateLimiter('contact-click-address', { limit: 30, windowMs: 60_000 })

/** Views counted from one address a minute (an office behind one address browses a lot, a script more). */
export const viewAddressLimiter = createRateLimiter('view-address', { limit: 120, windowMs: 60_000 })

/** One count per visitor (or account), listing and kind of count in 24 hours. */
export const listingStatOnceLimiter = createRateLimiter('listing-stat-once', { limit: 1, windowMs: 86_400_000 })

/**
 * Floods kept out of the listing statistics: past these rates from one address the requests still
 * answer, uncounted. Counting once per visitor, listing and day is the table's key, not a limiter.
 */
import { createRateLimiter } from '#core/shared'

/** A person reveals a phone or opens WhatsApp a few times a minute, not thirty. */
export const contactClickLimiter = createRateLimiter('contact-click-address', { limit: 30, windowMs: 60_000 })

/** Views counted from one address a minute (an office behind one address browses a lot, a script more). */
export const viewAddressLimiter = createRateLimiter('view-address', { limit: 120, windowMs: 60_000 })

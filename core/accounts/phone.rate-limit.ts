/**
 * How many confirmation codes may be sent: each SMS costs money and reaches a stranger's phone
 * when the number is not the visitor's, so a number gets at most 3 an hour and a client
 * address 10 (a household or an office behind one address confirms a few phones).
 */
import { createRateLimiter } from '#core/shared'

const HOUR = 60 * 60_000

export const phoneNumberLimiter = createRateLimiter('phone-code-number', { limit: 3, windowMs: HOUR })
export const phoneAddressLimiter = createRateLimiter('phone-code-address', { limit: 10, windowMs: HOUR })

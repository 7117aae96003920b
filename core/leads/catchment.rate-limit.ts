/**
 * The per-address limit on the public advertise-with-us form, on the shared limiter
 * (in memory, or in Redis when REDIS_URL is set so several processes count together).
 */
import { createRateLimiter, type RateRule } from '#core/shared'

/** Five messages per visitor address every ten minutes is plenty for a real person. */
export const CATCHMENT_RATE_LIMIT: RateRule = { limit: 5, windowMs: 10 * 60_000 }
export const catchmentAddressLimiter = createRateLimiter('catchment-address', CATCHMENT_RATE_LIMIT)

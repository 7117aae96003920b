/** How many listings one address may report: a visitor reports a few, a campaign against a rival many. */
import { createRateLimiter, type RateRule } from '#core/shared'

export const REPORT_RATE_LIMIT: RateRule = { limit: 5, windowMs: 60 * 60_000 }
export const reportAddressLimiter = createRateLimiter('listing-report-address', REPORT_RATE_LIMIT)

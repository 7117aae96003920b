/** Limits on the public visitor forms (messages to agencies, campaign requests), per address. */
import { createRateLimiter, type RateRule } from '#core/shared'

/** Ten messages per address every ten minutes: a person comparing listings stays well below. */
export const AGENCY_MESSAGE_RATE_LIMIT: RateRule = { limit: 10, windowMs: 10 * 60_000 }
export const agencyMessageLimiter = createRateLimiter('agency-message-address', AGENCY_MESSAGE_RATE_LIMIT)

export const CAMPAIGN_RATE_LIMIT: RateRule = { limit: 5, windowMs: 10 * 60_000 }
export const campaignLimiter = createRateLimiter('campaign-address', CAMPAIGN_RATE_LIMIT)

/** Five visit requests per address every ten minutes: a person asks for a few visits, not dozens. */
export const VISIT_REQUEST_RATE_LIMIT: RateRule = { limit: 5, windowMs: 10 * 60_000 }
export const visitRequestLimiter = createRateLimiter('visit-request-address', VISIT_REQUEST_RATE_LIMIT)

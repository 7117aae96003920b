/** The limit on anonymous push subscriptions, per address. */
import { createRateLimiter, type RateRule } from '#core/shared'

/**
 * A browser subscribes once per device, so ten per address every ten minutes leaves room
 * for a household or an office behind one address; each attempt costs a DNS lookup and a row.
 */
export const ANONYMOUS_SUBSCRIPTION_RATE_LIMIT: RateRule = { limit: 10, windowMs: 10 * 60_000 }
export const anonymousSubscriptionLimiter = createRateLimiter(
  'push-subscribe-address',
  ANONYMOUS_SUBSCRIPTION_RATE_LIMIT,
)

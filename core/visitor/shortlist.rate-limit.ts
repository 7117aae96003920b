/**
 * Shared links a visitor may create: a person shares a comparison or favourites a few times
 * an hour, a script many more. Counted per account; the same list shared again is the link
 * it already has and is not counted.
 */
import { createRateLimiter } from '#core/shared'

export const SHORTLISTS_PER_HOUR = 20

export const shortlistCreateLimiter = createRateLimiter('shortlist-create-user', {
  limit: SHORTLISTS_PER_HOUR,
  windowMs: 3_600_000,
})

/**
 * Who reviews listings: staff of the portal only. `moderation.review` counts only when held
 * portal-wide (a grant without an agency, the SuperAdmin's): an agency's Admin is refused (403)
 * even if the role matrix gave the permission to an agency role.
 */
import { assertCan } from '#core/access'
import type { Actor } from '#core/shared'

export function assertCanReview(actor: Actor | null): asserts actor is Actor {
  assertCan(actor, 'moderation.review', 'portal')
}

/**
 * Who may do what with verification papers:
 * - staff of the portal decide and read the papers (`moderation.review` held portal-wide, as the
 *   moderation queue): an agency's Admin is refused with 403 on the queue;
 * - a paper itself is 404 to anyone else (even the agency that sent it): its existence is personal data;
 * - an agency's request is sent by whoever may edit that agency's record (`customers.manage` on it).
 * An owner's request goes through core/listings' owner gate (the listing must be theirs).
 */
import { assertCan, can } from '#core/access'
import { type Actor, notFound } from '#core/shared'

export const NOT_FOUND_KEY = 'admin.verification.not_found' as const

export function assertCanDecide(actor: Actor | null): asserts actor is Actor {
  assertCan(actor, 'moderation.review', 'portal')
}

/** Papers are staff's only: to anyone else an unknown address (404), never a refusal (403). */
export function assertCanReadPapers(actor: Actor | null): asserts actor is Actor {
  if (!can(actor, 'moderation.review', 'portal')) throw notFound(NOT_FOUND_KEY)
}

/** Asking that an agency be verified, or reading where its request stands: who edits its record. */
export function assertCanRequestForAgency(actor: Actor | null, customerId: number): asserts actor is Actor {
  assertCan(actor, 'customers.manage', { customerId })
}

/** The agency an agency member edits (their own record); null for portal staff and everyone else. */
export function ownAgencyOf(actor: Actor | null): number | null {
  const grant = actor?.grants.find((g) => g.customerId !== null && g.permissions.has('customers.manage'))
  return grant?.customerId ?? null
}

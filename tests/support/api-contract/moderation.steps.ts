/** The walk over the staff queue (/admin/moderation) and visitors' reports (issue 33). */
import { encodeId } from '#core/shared/ids.utils'
import { submitListingIdForReview } from '#core/listings'
import { insertListing } from '../../factories/listings'
import type { Fixture, Walk } from './walk'

/** Two listings waiting in the queue, as the publish flow leaves them. */
export async function queuedListings(f: Fixture): Promise<[string, string]> {
  const ids: string[] = []
  for (let i = 0; i < 2; i++) {
    const listing = await insertListing(f.app.db, { status: 'draft' })
    await submitListingIdForReview(f.app.db, listing.id, 'owner')
    ids.push(encodeId('property', listing.id))
  }
  return [ids[0], ids[1]]
}

export function moderationWalk(f: Fixture, [toApprove, toReject]: [string, string]): Walk {
  return [
    () => ({ op: 'GET /admin/moderation', kind: 'valid', as: 'staff', status: 200 }),
    () => ({ op: 'GET /admin/moderation', kind: 'invalid', as: 'admin', status: 403 }),
    () => ({
      op: 'POST /admin/moderation/{id}/approve',
      kind: 'valid',
      as: 'staff',
      path: `/admin/moderation/${toApprove}/approve`,
      status: 200,
    }),
    () => ({
      op: 'POST /admin/moderation/{id}/approve',
      kind: 'invalid',
      as: 'staff',
      path: `/admin/moderation/${f.listing}/approve`,
      status: 404,
    }),
    () => ({
      op: 'POST /admin/moderation/{id}/reject',
      kind: 'invalid',
      as: 'staff',
      path: `/admin/moderation/${toReject}/reject`,
      json: { reason: '' },
      status: 422,
    }),
    () => ({
      op: 'POST /admin/moderation/{id}/reject',
      kind: 'valid',
      as: 'staff',
      path: `/admin/moderation/${toReject}/reject`,
      json: { reason: 'Las fotos son de otro inmueble.' },
      status: 200,
    }),
    () => ({
      op: 'POST /properties/{id}/reports',
      kind: 'valid',
      path: `/properties/${f.listing}/reports`,
      json: { reason: 'precio_falso' },
      status: 201,
    }),
    () => ({
      op: 'POST /properties/{id}/reports',
      kind: 'invalid',
      path: `/properties/${f.listing}/reports`,
      json: { reason: 'otro' },
      status: 422,
    }),
  ]
}

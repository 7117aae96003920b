import { validationError, type ServiceContext } from '#core/shared'
import type { VisitConfirmInput } from './visit-request.schemas'
import type { VisitRow } from './visit-request.queries'
import { agencyVisit, assertUnchanged, cancelledError, changeVisit } from './visit-change.service'

/**
 * The agency confirms one of the visitor's starts, or the one it proposed itself (parsed by
 * VisitConfirmSchema); another start, or a past one, is a 422; with `sequence`, a visit changed
 * since the page showed it is a 409.
 */
export async function confirmVisit(ctx: ServiceContext, leadId: number, { starts_at, sequence }: VisitConfirmInput) {
  const at = starts_at.getTime()
  const offered = (visit: VisitRow) =>
    visit.slots.some((s) => new Date(s).getTime() === at) ||
    ((visit.status === 'proposed' || visit.status === 'confirmed') && visit.scheduledAt?.getTime() === at)
  const notOffered = () => validationError({ starts_at: [{ key: 'validation.visit_slot_not_offered' }] })
  const row = await agencyVisit(ctx, leadId)
  if (!offered(row.visit)) throw notOffered()
  if (at <= Date.now()) throw validationError({ starts_at: [{ key: 'validation.visit_slot_gone' }] })
  await changeVisit(ctx, row.visit.id, { kind: 'confirmed', by: 'agency', scheduledAt: starts_at }, (locked) => {
    if (locked.visit.status === 'cancelled') throw cancelledError()
    if (locked.visit.status === 'confirmed' && locked.visit.scheduledAt?.getTime() === at) return 'skip'
    assertUnchanged(locked, sequence)
    if (!offered(locked.visit)) throw notOffered()
  })
}

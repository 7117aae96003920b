import type { ServiceContext } from '#core/shared'
import type { VisitProposeInput } from './visit-request.schemas'
import { agencyVisit, assertUnchanged, cancelledError, changeVisit } from './visit-change.service'

/** The agency proposes another start (parsed by VisitProposeSchema: the same hours as the visitor's). */
export async function proposeVisitTime(
  ctx: ServiceContext,
  leadId: number,
  { starts_at, sequence }: VisitProposeInput,
) {
  const row = await agencyVisit(ctx, leadId)
  await changeVisit(ctx, row.visit.id, { kind: 'proposed', scheduledAt: starts_at }, (locked) => {
    if (locked.visit.status === 'cancelled') throw cancelledError()
    if (locked.visit.status === 'proposed' && locked.visit.scheduledAt?.getTime() === starts_at.getTime()) return 'skip'
    assertUnchanged(locked, sequence)
  })
}

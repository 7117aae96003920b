import type { ServiceContext } from '#core/shared'
import type { VisitAgencyCancelInput } from './visit-request.schemas'
import { agencyVisit, assertUnchanged, changeVisit } from './visit-change.service'

/** The agency cancels (parsed by VisitAgencyCancelSchema); cancelling again changes nothing. */
export async function cancelVisitByAgency(
  ctx: ServiceContext,
  leadId: number,
  { reason, sequence }: VisitAgencyCancelInput,
) {
  const row = await agencyVisit(ctx, leadId)
  await changeVisit(ctx, row.visit.id, { kind: 'cancelled', by: 'agency', reason }, (locked) => {
    if (locked.visit.status === 'cancelled') return 'skip'
    assertUnchanged(locked, sequence)
  })
}

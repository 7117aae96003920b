import type { ServiceContext } from '#core/shared'
import type { VisitCancelInput } from './visit-request.schemas'
import { isVisitAhead } from './visit-slot.rules'
import { changeVisit, conflict, tokenVisit } from './visit-change.service'
import { getVisitByToken } from './get-visit-by-token.service'
import type { VisitorVisitView } from './visit.view'

/** The visitor cancels while the visit is ahead (no sign-in: the link is the key); cancelling again changes nothing. */
export async function cancelVisitByVisitor(
  ctx: ServiceContext,
  token: string | null | undefined,
  { reason }: VisitCancelInput,
): Promise<VisitorVisitView> {
  const row = await tokenVisit(ctx, token)
  await changeVisit(ctx, row.visit.id, { kind: 'cancelled', by: 'visitor', reason }, (locked) => {
    if (locked.visit.status === 'cancelled') return 'skip'
    if (!isVisitAhead(locked.visit)) throw conflict('errors.visit_past')
  })
  return getVisitByToken(ctx, token)
}

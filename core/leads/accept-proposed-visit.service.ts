import type { ServiceContext } from '#core/shared'
import type { VisitAcceptInput } from './visit-request.schemas'
import type { VisitDetailRow } from './visit-request.queries'
import { cancelledError, changeVisit, conflict, tokenVisit } from './visit-change.service'
import { getVisitByToken } from './get-visit-by-token.service'
import type { VisitorVisitView } from './visit.view'

/**
 * The visitor accepts the time the agency proposed, the one their page showed (`starts_at`):
 * the visit is confirmed at it. A proposal changed meanwhile is a 409; accepting again, once
 * confirmed at that time, answers the visit as it is.
 */
export async function acceptProposedVisit(
  ctx: ServiceContext,
  token: string | null | undefined,
  { starts_at }: VisitAcceptInput,
): Promise<VisitorVisitView> {
  const row = await tokenVisit(ctx, token)
  const check = ({ visit }: VisitDetailRow) => {
    const same = visit.scheduledAt?.getTime() === starts_at.getTime()
    if (visit.status === 'confirmed' && same) return 'skip' as const
    if (visit.status === 'cancelled') throw cancelledError()
    if (visit.status === 'confirmed') throw conflict('errors.visit_proposal_changed')
    if (visit.status !== 'proposed' || !visit.scheduledAt) throw conflict('errors.visit_not_proposed')
    if (!same) throw conflict('errors.visit_proposal_changed')
    if (visit.scheduledAt.getTime() <= Date.now()) throw conflict('errors.visit_proposal_past')
  }
  if (check(row) !== 'skip')
    await changeVisit(ctx, row.visit.id, { kind: 'confirmed', by: 'visitor', scheduledAt: starts_at }, check)
  return getVisitByToken(ctx, token)
}

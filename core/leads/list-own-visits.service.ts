import { unauthenticated, type ServiceContext } from '#core/shared'
import { listVisitsOfUser } from './visit-request.queries'
import { visitorView, type VisitorVisitView } from './visit.view'

/** The visits a signed-in visitor asked for, newest first, each with its link. */
export async function listOwnVisits(ctx: ServiceContext): Promise<VisitorVisitView[]> {
  if (!ctx.actor?.userId) throw unauthenticated()
  const rows = await listVisitsOfUser(ctx.db, ctx.actor.userId)
  return rows.map((row) => visitorView(row, ctx.locale ?? 'es-CO'))
}

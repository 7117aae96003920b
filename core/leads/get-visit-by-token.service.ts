import type { ServiceContext } from '#core/shared'
import { tokenVisit } from './visit-change.service'
import { visitorView, type VisitorVisitView } from './visit.view'

/** The visit a link names, as its page shows it (404 as tokenVisit). */
export async function getVisitByToken(
  ctx: ServiceContext,
  token: string | null | undefined,
): Promise<VisitorVisitView> {
  const row = await tokenVisit(ctx, token)
  return visitorView(row, ctx.locale ?? row.visit.locale)
}

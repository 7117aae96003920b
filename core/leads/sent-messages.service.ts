/** The messages a signed-in visitor sent to agencies (agency messages and campaign requests), for their panel. */
import { type ServiceContext, unauthenticated } from '#core/shared'
import { listSentMessages } from './visitor-lead.queries'

/** Newest first, at most 50. */
export async function listOwnSentMessages(ctx: ServiceContext) {
  if (!ctx.actor) throw unauthenticated()
  return listSentMessages(ctx.db, ctx.actor.userId)
}

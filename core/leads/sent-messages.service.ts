/** The messages a signed-in visitor sent to agencies (agency messages and campaign requests), for their panel. */
import type { ServiceContext } from '#core/shared/context.types'
import { unauthenticated } from '#core/shared/app.errors'
import { listSentMessages } from './visitor-lead.queries'

/** Newest first, at most 50. */
export async function listOwnSentMessages(ctx: ServiceContext) {
  if (!ctx.actor) throw unauthenticated()
  return listSentMessages(ctx.db, ctx.actor.userId)
}

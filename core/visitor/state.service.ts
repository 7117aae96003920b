/** What the favourite and compare buttons paint: the visitor's ids, opaque. */
import type { ServiceContext } from '#core/shared/browser'
import { encodeId } from '#core/shared'
import { requireUser } from './compare.service'
import { listIds } from './visitor.queries'

export async function visitorState(ctx: ServiceContext): Promise<{ favorites: string[]; compare: string[] }> {
  const userId = requireUser(ctx)
  const [fav, cmp] = await Promise.all([listIds(ctx.db, 'favorites', userId), listIds(ctx.db, 'compare', userId)])
  return { favorites: fav.map((id) => encodeId('property', id)), compare: cmp.map((id) => encodeId('property', id)) }
}

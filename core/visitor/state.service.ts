/** What the favourite and compare buttons paint: the visitor's ids, opaque. */
import type { ServiceContext } from '#core/shared/browser'
import { encodeId } from '#core/shared'
import { requireUser } from './compare.service'
import { compareIds, favoriteIds } from './visitor.queries'

export async function visitorState(ctx: ServiceContext): Promise<{ favorites: string[]; compare: string[] }> {
  const userId = requireUser(ctx)
  const [fav, cmp] = await Promise.all([favoriteIds(ctx.db, userId), compareIds(ctx.db, userId)])
  return { favorites: fav.map((id) => encodeId('property', id)), compare: cmp.map((id) => encodeId('property', id)) }
}

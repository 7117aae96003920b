/** What the favourite and compare buttons paint: the visitor's ids, opaque. */
import type { ServiceContext } from '#core/shared/browser'
import { encodeId } from '#core/shared'
import { requireUser } from './compare.service'
import { listIds } from './visitor.queries'
import { projectListIds } from './project-lists.queries'

export interface VisitorState {
  favorites: string[]
  compare: string[]
  project_favorites: string[]
  project_compare: string[]
}

export async function visitorState(ctx: ServiceContext): Promise<VisitorState> {
  const userId = requireUser(ctx)
  const [fav, cmp, projectFav, projectCmp] = await Promise.all([
    listIds(ctx.db, 'favorites', userId),
    listIds(ctx.db, 'compare', userId),
    projectListIds(ctx.db, 'favorites', userId),
    projectListIds(ctx.db, 'compare', userId),
  ])
  const opaque = (kind: 'property' | 'project', ids: number[]) => ids.map((id) => encodeId(kind, id))
  return {
    favorites: opaque('property', fav),
    compare: opaque('property', cmp),
    project_favorites: opaque('project', projectFav),
    project_compare: opaque('project', projectCmp),
  }
}

/**
 * The map view of a project search (issue 32 point 4): the first MAP_POINT_LIMIT results in the
 * search's order, those located, as approximate points (moved as the project page's circle,
 * never the exact point), with the lowest price from of their unit types.
 */
import { z } from 'zod'
import { signingKey } from '#core/accounts'
import { approximateLocation } from '#core/listings'
import { MAP_POINT_LIMIT, SearchMapSchema } from '#core/search'
import { encodeId, type ServiceContext } from '#core/shared'
import type { ProjectSearchFilter } from './project-search.rules'
import { findProjectMapRows } from './project-search.queries'
import { projectPath } from './project-url.view'
import { countProjects } from './search-projects.service'

/** The listing map's points less the operation (GET /api/projects/search/map). */
export const ProjectMapSchema = z.object({
  data: z.array(SearchMapSchema.shape.data.element.omit({ operation: true })),
})

export async function searchProjectMapPoints(
  ctx: ServiceContext,
  filter: ProjectSearchFilter,
): Promise<z.infer<typeof ProjectMapSchema>> {
  const { ids } = await countProjects(ctx, { ...filter, page: 1, perPage: MAP_POINT_LIMIT })
  const rows = ids.length ? await findProjectMapRows(ctx.db, ids) : []
  const byId = new Map(rows.map((r) => [r.id, r]))
  const key = signingKey()
  const round = (n: number) => Math.round(n * 1e5) / 1e5
  return {
    data: ids.flatMap((id) => {
      const r = byId.get(id)
      if (!r) return []
      const at = approximateLocation({ lat: r.lat, lon: r.lon }, r.id, key)
      return [
        {
          id: encodeId('project', r.id),
          title: r.name,
          url: projectPath(r, ctx.locale),
          price: r.price_from,
          place: [r.sector, r.municipality].filter(Boolean).join(', '),
          lat: round(at.lat),
          lon: round(at.lon),
        },
      ]
    }),
  }
}

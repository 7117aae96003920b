/**
 * What other modules show of projects a visitor keeps (core/visitor: favourites, comparison):
 * the amenities of several by name. The cards themselves are the search's (`projectCards`);
 * whether one is public is `isPublicProject` (is-public-project.service.ts).
 */
import { decodeId, encodeId, type ServiceContext } from '#core/shared'
import { listAmenitiesOf } from './project-public.queries'

export { projectCards } from './search-projects.service'

/** The amenity names of each project (by its opaque id), in the catalogue's order. */
export async function projectAmenityNames(ctx: ServiceContext, publicIds: string[]): Promise<Map<string, string[]>> {
  const ids = publicIds.map((id) => decodeId('project', id)).filter((v): v is number => v != null)
  const names = new Map<string, string[]>(publicIds.map((id) => [id, []]))
  if (ids.length === 0) return names
  for (const a of await listAmenitiesOf(ctx.db, ids))
    names.get(encodeId('project', a.projectId))?.push(ctx.locale === 'en' ? a.nameEn : a.nameEs)
  return names
}

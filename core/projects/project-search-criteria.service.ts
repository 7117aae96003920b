/**
 * A saved project search's criteria, named in the visitor's language (the panel says them in
 * words, as it does a listing search's): the place, stages, delivery, budget, bedrooms, VIS/VIP
 * and amenities. Values the search would refuse are left out, as the search page leaves them.
 */
import { chosenNames } from '#core/search'
import type { ServiceContext } from '#core/shared'
import { readProjectFilter } from './project-search-page.service'
import type { ProjectSearchFilter } from './project-search.rules'

/** The filter's values told as they are, and its places and amenities by name. */
export type ProjectSearchCriteria = Pick<
  ProjectSearchFilter,
  'stages' | 'deliveryYearMax' | 'priceMin' | 'priceMax' | 'bedrooms' | 'vis' | 'vip'
> & {
  /** The department (when no municipality is chosen), the municipality, then the barrios. */
  places: string[]
  amenities: string[]
}

export async function projectSearchCriteriaOf(ctx: ServiceContext, query: string): Promise<ProjectSearchCriteria> {
  const { filter: f } = readProjectFilter(new URLSearchParams(query))
  const chosen = await chosenNames(ctx, {
    typeIds: [],
    departmentId: f.departmentId,
    municipalityId: f.municipalityId,
    sectorIds: f.sectorIds,
    featureIds: f.amenityIds,
  })
  const places = [
    ...(chosen.municipality ? [chosen.municipality.label] : chosen.department ? [chosen.department.label] : []),
    ...chosen.sectors.map((s) => s.label),
  ]
  return {
    places,
    stages: f.stages,
    deliveryYearMax: f.deliveryYearMax,
    priceMin: f.priceMin,
    priceMax: f.priceMax,
    bedrooms: f.bedrooms,
    vis: f.vis,
    vip: f.vip,
    amenities: chosen.features.map((a) => a.label),
  }
}

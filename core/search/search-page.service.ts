/**
 * Everything the search page shows for a filter: the results and counts (search.service.ts)
 * and around them the filter's options and the names of what is chosen.
 */
import { encodeId, type ServiceContext } from '#core/shared'
import type { SearchFilter } from './search-address.rules'
import { searchListings, type SearchOutcome } from './search.service'
import { chosenNames, featureOption, typeOption, type ChosenNames, type Option } from './search-names.service'
import {
  departmentsOf,
  featuresOf,
  municipalitiesOf,
  municipalityNames,
  sectorsOf,
  typesOf,
} from './search-reference.service'

export interface SearchPageData extends SearchOutcome {
  options: {
    types: Array<Option & { plural: string }>
    features: Array<Option & { category: string }>
    departments: Option[]
    municipalities: Option[]
    sectors: Option[]
  }
  /** Names of what is chosen, for the heading, the chips and the page title. */
  chosen: ChosenNames
}

/** Everything the search page shows for a filter. */
export async function getSearchPage(ctx: ServiceContext, filter: SearchFilter): Promise<SearchPageData> {
  const english = ctx.locale === 'en'
  const [outcome, types, featureRows, departments, municipalityRows, sectorRows, chosenMunicipality, chosen] =
    await Promise.all([
      searchListings(ctx, filter),
      typesOf(ctx),
      featuresOf(ctx),
      departmentsOf(ctx),
      filter.departmentId ? municipalitiesOf(ctx, filter.departmentId) : Promise.resolve([]),
      filter.municipalityId ? sectorsOf(ctx, filter.municipalityId) : Promise.resolve([]),
      filter.municipalityId ? municipalityNames(ctx, [filter.municipalityId]) : Promise.resolve([]),
      chosenNames(ctx, filter),
    ])
  const municipality = chosenMunicipality[0] ?? null
  // A municipality chosen without its department still lists its neighbours.
  const neighbours =
    !filter.departmentId && municipality ? await municipalitiesOf(ctx, municipality.departmentId) : municipalityRows
  return {
    ...outcome,
    options: {
      types: types.map((t) => typeOption(t, english)),
      features: featureRows.map((f) => featureOption(f, english)),
      departments: departments.map((d) => ({ value: encodeId('department', d.id), label: d.name })),
      municipalities: neighbours.map((m) => ({ value: encodeId('municipality', m.id), label: m.name })),
      sectors: sectorRows.map((s) => ({ value: encodeId('sector', s.id), label: s.name })),
    },
    chosen,
  }
}

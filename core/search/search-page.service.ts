/**
 * Everything the search page shows for a filter: the results and counts (search.service.ts)
 * and around them the filter's options and the names of what is chosen.
 */
import { encodeId, type ServiceContext } from '#core/shared'
import type { SearchFilter } from './search-address.rules'
import { searchListings, type SearchOutcome } from './search.service'
import {
  departmentName,
  departmentsOf,
  featuresOf,
  municipalitiesOf,
  municipalityNames,
  sectorNames,
  sectorsOf,
  typesOf,
} from './search-reference.service'

export interface Option {
  value: string
  label: string
}

export interface SearchPageData extends SearchOutcome {
  options: {
    types: Array<Option & { plural: string }>
    features: Array<Option & { category: string }>
    departments: Option[]
    municipalities: Option[]
    sectors: Option[]
  }
  /** Names of what is chosen, for the heading, the chips and the page title. */
  chosen: {
    types: Array<{ value: string; name: string; plural: string }>
    department: Option | null
    municipality: Option | null
    sectors: Option[]
    features: Option[]
  }
}

/** Everything the search page shows for a filter. */
export async function getSearchPage(ctx: ServiceContext, filter: SearchFilter): Promise<SearchPageData> {
  const english = ctx.locale === 'en'
  const [
    outcome,
    types,
    featureRows,
    departments,
    municipalityRows,
    sectorRows,
    chosenMunicipality,
    chosenSectors,
    chosenDepartment,
  ] = await Promise.all([
    searchListings(ctx, filter),
    typesOf(ctx),
    featuresOf(ctx),
    departmentsOf(ctx),
    filter.departmentId ? municipalitiesOf(ctx, filter.departmentId) : Promise.resolve([]),
    filter.municipalityId ? sectorsOf(ctx, filter.municipalityId) : Promise.resolve([]),
    filter.municipalityId ? municipalityNames(ctx, [filter.municipalityId]) : Promise.resolve([]),
    sectorNames(ctx, filter.sectorIds),
    departmentName(ctx, filter.departmentId),
  ])
  const municipality = chosenMunicipality[0] ?? null
  // A municipality chosen without its department still lists its neighbours.
  const neighbours =
    !filter.departmentId && municipality ? await municipalitiesOf(ctx, municipality.departmentId) : municipalityRows
  const typeOptions = types.map((t) => ({
    value: encodeId('propertyType', t.id),
    label: english ? t.nameEn : t.nameEs,
    plural: english ? t.pluralEn : t.pluralEs,
  }))
  const featureOptions = featureRows.map((f) => ({
    value: encodeId('feature', f.id),
    label: english ? f.nameEn : f.nameEs,
    category: f.category,
  }))
  return {
    ...outcome,
    options: {
      types: typeOptions,
      features: featureOptions,
      departments: departments.map((d) => ({ value: encodeId('department', d.id), label: d.name })),
      municipalities: neighbours.map((m) => ({ value: encodeId('municipality', m.id), label: m.name })),
      sectors: sectorRows.map((s) => ({ value: encodeId('sector', s.id), label: s.name })),
    },
    chosen: {
      types: typeOptions
        .filter((t) => filter.typeIds.some((id) => encodeId('propertyType', id) === t.value))
        .map((t) => ({ value: t.value, name: t.label, plural: t.plural })),
      department: chosenDepartment
        ? { value: encodeId('department', chosenDepartment.id), label: chosenDepartment.name }
        : null,
      municipality: municipality
        ? { value: encodeId('municipality', municipality.id), label: municipality.name }
        : null,
      sectors: chosenSectors.map((s) => ({ value: encodeId('sector', s.id), label: s.name })),
      features: featureOptions.filter((f) => filter.featureIds.some((id) => encodeId('feature', id) === f.value)),
    },
  }
}

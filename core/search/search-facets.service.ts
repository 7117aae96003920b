/**
 * A search's facet counts (types, municipalities, estratos, bedrooms) from the counting rows,
 * whether the index or the SQL scan counted them, with the names the page shows.
 */
import { encodeId, type ServiceContext } from '#core/shared'
import { MIN_CHOICES, type SearchFilter } from './search-address.rules'
import type { IndexCounts } from './search-index-layout.infra'
import type { FacetRow } from './search.queries'
import { municipalityNames, typesOf } from './search-reference.service'

export interface FacetValue {
  /** The parameter value that selects it (opaque id, estrato or bedroom number). */
  value: string
  label: string
  count: number
  selected: boolean
}

export interface SearchFacets {
  property_types: FacetValue[]
  municipalities: FacetValue[]
  stratum: FacetValue[]
  bedrooms: FacetValue[]
}

export async function buildFacets(
  ctx: ServiceContext,
  filter: SearchFilter,
  rows: FacetRow[],
): Promise<{ total: number; facets: SearchFacets }> {
  const typeRows = rows.filter((r) => r.gType === 0 && r.typeId != null)
  const placeRows = rows.filter((r) => r.gPlace === 0 && r.municipalityId != null)
  const stratumRows = rows.filter((r) => r.gStratum === 0 && r.stratum != null)
  const bedroomRows = rows.filter((r) => r.gBedrooms === 0 && r.bedrooms != null)
  const total = typeRows
    .filter((r) => !filter.typeIds.length || filter.typeIds.includes(r.typeId!))
    .reduce((sum, r) => sum + r.cType, 0)

  const types = await typesOf(ctx)
  const typeCount = new Map(typeRows.map((r) => [r.typeId!, r.cType]))
  const property_types = types
    .map((t) => ({
      value: encodeId('propertyType', t.id),
      label: ctx.locale === 'en' ? t.nameEn : t.nameEs,
      count: typeCount.get(t.id) ?? 0,
      selected: filter.typeIds.includes(t.id),
    }))
    .filter((f) => f.count > 0 || f.selected)

  const topPlaces = placeRows
    .filter((r) => r.cPlace > 0)
    .sort((a, b) => b.cPlace - a.cPlace || a.municipalityId! - b.municipalityId!)
    .slice(0, 12)
  if (filter.municipalityId && !topPlaces.some((r) => r.municipalityId === filter.municipalityId)) {
    topPlaces.push(
      placeRows.find((r) => r.municipalityId === filter.municipalityId) ??
        ({ municipalityId: filter.municipalityId, cPlace: 0 } as FacetRow),
    )
  }
  const names = new Map(
    (
      await municipalityNames(
        ctx,
        topPlaces.map((r) => r.municipalityId!),
      )
    ).map((m) => [m.id, m.name]),
  )
  const municipalities = topPlaces.map((r) => ({
    value: encodeId('municipality', r.municipalityId!),
    label: names.get(r.municipalityId!) ?? '',
    count: r.cPlace,
    selected: r.municipalityId === filter.municipalityId,
  }))

  const stratumCount = new Map(stratumRows.map((r) => [r.stratum!, r.cStratum]))
  const stratum = [1, 2, 3, 4, 5, 6].map((s) => ({
    value: String(s),
    label: String(s),
    count: stratumCount.get(s) ?? 0,
    selected: filter.strata.includes(s),
  }))

  // "At least N": the count of a choice is every bucket from N up.
  const bedrooms = MIN_CHOICES.map((n) => ({
    value: String(n),
    label: n === MIN_CHOICES.at(-1) ? `${n}+` : String(n),
    count: bedroomRows.filter((r) => r.bedrooms! >= n).reduce((sum, r) => sum + r.cBedrooms, 0),
    selected: filter.bedrooms === n,
  }))

  return { total, facets: { property_types, municipalities, stratum, bedrooms } }
}

/** The index's counts as the rows of the SQL facet scan (one per facet value). */
export function facetRowsOf(counts: IndexCounts): FacetRow[] {
  const row = (r: Partial<FacetRow>): FacetRow => ({
    typeId: null,
    municipalityId: null,
    stratum: null,
    bedrooms: null,
    gType: 1,
    gPlace: 1,
    gStratum: 1,
    gBedrooms: 1,
    cType: 0,
    cPlace: 0,
    cStratum: 0,
    cBedrooms: 0,
    ...r,
  })
  const at = counts.bedroomsAtLeast
  return [
    ...[...counts.types].map(([typeId, n]) => row({ typeId, gType: 0, cType: n })),
    ...[...counts.municipalities].map(([municipalityId, n]) => row({ municipalityId, gPlace: 0, cPlace: n })),
    ...[1, 2, 3, 4, 5, 6].map((s) => row({ stratum: s, gStratum: 0, cStratum: counts.strata[s] })),
    // "At least n" back to buckets of exactly n (5 = five or more), as the scan groups them.
    ...[1, 2, 3, 4, 5].map((n) => row({ bedrooms: n, gBedrooms: 0, cBedrooms: at[n] - (n < 5 ? at[n + 1] : 0) })),
  ]
}

/**
 * A search's filter as core reads it: what the address's parameters (search-address.rules.ts)
 * decode to, ids as numbers. The index, the SQL and the alert job all read this shape.
 */
import type { Operation } from '#core/shared'
import type { RentalGuarantee } from '#core/listings/browser'
import type { SearchSort } from './search-sorts.constants'

export interface SearchFilter {
  typeIds: number[]
  operation: Operation | null
  departmentId: number | null
  municipalityId: number | null
  sectorIds: number[]
  idx: string | null
  q: string | null
  /**
   * Every word of `q` as the start of words ("aparta" → apartamento). Set by the service
   * only when the exact-stem reading found nothing: it is the slower query.
   */
  textPrefixes?: boolean
  priceMin: number | null
  priceMax: number | null
  areaMin: number | null
  areaMax: number | null
  bedrooms: number | null
  bathrooms: number | null
  parking: number | null
  strata: number[]
  featureIds: number[]
  adminMax: number | null
  ageMax: number | null
  newConstruction: boolean
  privateAreaMin: number | null
  floorMin: number | null
  elevator: boolean
  furnished: boolean
  pets: boolean
  /** Accepts any of these guarantees (none: every listing). */
  guarantees: RentalGuarantee[]
  sort: SearchSort
  page: number
  perPage: number
}

/** The most years a listing may have under the filter: 0 "para estrenar", else age_max. */
export function maxAgeOf(filter: Pick<SearchFilter, 'ageMax' | 'newConstruction'>): number | null {
  return filter.newConstruction ? 0 : filter.ageMax
}

/** The feature slugs the yes/no filters ask for (elevator, furnished, pets are amenities). */
export function flagFeatureSlugs(filter: Pick<SearchFilter, 'elevator' | 'furnished' | 'pets'>): string[] {
  return [filter.elevator && 'elevator', filter.furnished && 'furnished', filter.pets && 'pets-allowed'].filter(
    (s): s is string => typeof s === 'string',
  )
}

/** What a landing address names (ADR 0021), as ids. */
export interface LandingIds {
  operation: Operation
  typeId: number | null
  departmentId: number | null
  municipalityId: number | null
  sectorId: number | null
}

/**
 * The filter of a landing: its path's ids straight into the filter its query string gave
 * (the query's own values for what the path names are left out before reading it).
 */
export function landingFilter(filter: SearchFilter, ids: LandingIds): SearchFilter {
  const out = { ...filter, operation: ids.operation }
  if (ids.typeId != null) out.typeIds = [ids.typeId]
  if (ids.municipalityId != null) {
    out.departmentId = ids.departmentId
    out.municipalityId = ids.municipalityId
    out.sectorIds = ids.sectorId != null ? [ids.sectorId] : []
  }
  return out
}

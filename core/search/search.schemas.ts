/**
 * The search's input schema, derived from the declared address (search-address.rules.ts):
 * shared by the page (a GET form) and the JSON API, and the API's OpenAPI document. Ids are
 * opaque (core/shared/ids.utils.ts); a value that does not decode, or a number out of range,
 * is a 422 on that field.
 */
import { encodeId, encodeOperation, type FieldErrors, isAppError, type Operation, parseInput } from '#core/shared'
import { RENTAL_GUARANTEES } from '#core/listings/browser'
import {
  LANDING_PARAMS,
  MAX_PAGE,
  orderSearchParams,
  SEARCH_PARAMS,
  SEARCH_RANGES,
  searchInputOf,
  tidySearchQuery,
  type SearchFilter,
  type SearchParamName,
} from './search-address.rules'
import type { SearchParam } from './search-codec.rules'
import { queryDocSchemaOf, querySchemaOf, type ParsedQuery } from './search-codec.schemas'

export const SearchQuerySchema = querySchemaOf(SEARCH_PARAMS, SEARCH_RANGES)
type SearchQuery = ParsedQuery<typeof SEARCH_PARAMS>

/** The listing search's parameters for the API's OpenAPI document. */
export const SearchQueryDocSchema = queryDocSchemaOf(SEARCH_PARAMS)

/**
 * The search of one type and operation in one place, nothing else chosen (first page, default
 * order): the address a listing page's price comparison links to, and the rows it counts.
 */
export function typeAndPlaceFilter(input: {
  typeId: number
  operation: Operation
  municipalityId: number | null
  sectorId: number | null
}): SearchFilter {
  return {
    ...toFilter(SearchQuerySchema.parse({})),
    typeIds: [input.typeId],
    operation: input.operation,
    municipalityId: input.municipalityId,
    sectorIds: input.sectorId == null ? [] : [input.sectorId],
  }
}

/** Parses a search query's parameters, or throws a 422 AppError with the fields at fault (the API). */
export function parseSearchParams(params: URLSearchParams): SearchFilter {
  return toFilter(parseInput(SearchQuerySchema, searchInputOf(tidySearchQuery(params))))
}

/**
 * The search page's reading of its clean address (`tidySearchAddress`, read as it is): one bad
 * filter never costs the visitor the results. The fields at fault are left out of the search
 * and returned with their messages (a range whose minimum is above its maximum leaves out both
 * ends, so the price is unfiltered rather than half-filtered). A page number is not a filter:
 * one beyond MAX_PAGE reads as MAX_PAGE, any other bad one as the first, and the page then
 * shows its last page at most (`lastPage`).
 */
export function readSearchAddress(tidyParams: URLSearchParams): {
  filter: SearchFilter
  /** The messages of the fields at fault, each on its own field. */
  errors: FieldErrors
  /** Every parameter left out of the search (the fields at fault and the other end of their range). */
  dropped: string[]
} {
  const input: Record<string, unknown> = searchInputOf(tidyParams)
  const errors: FieldErrors = {}
  const dropped = new Set<string>()
  // Zod checks the ranges only once every field parses: a second round may find them.
  for (;;) {
    try {
      return { filter: toFilter(parseInput(SearchQuerySchema, input)), errors, dropped: [...dropped] }
    } catch (error) {
      if (!isAppError(error) || error.code !== 'VALIDATION' || !Object.keys(error.fields).length) throw error
      for (const [path, messages] of Object.entries(error.fields)) {
        const field = path.split('.')[0]
        if (!(field in input)) throw error // nothing left to drop: never loop
        if (field === 'page') {
          const asked = Number(input.page)
          if (Number.isInteger(asked) && asked > MAX_PAGE) input.page = String(MAX_PAGE)
          else delete input.page
          continue
        }
        errors[field] ??= messages
        const range = SEARCH_RANGES.find((r) => r.max === field)
        for (const name of range ? [range.min, field] : [field]) {
          delete input[name]
          dropped.add(name)
        }
      }
    }
  }
}

/** `readSearchAddress` of any query string (tidied first), for callers that hold an untidy one. */
export function parseSearchParamsKeepingValid(params: URLSearchParams): ReturnType<typeof readSearchAddress> {
  return readSearchAddress(tidySearchQuery(params))
}

/** The last page a search can show: at least the first, at most MAX_PAGE. */
export function lastPage(total: number, perPage: number): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / perPage)))
}

function toFilter(v: SearchQuery): SearchFilter {
  const q = v.q ? v.q.replace(/\s+/g, ' ') : null
  return {
    typeIds: [...new Set(v.property_types)],
    operation: v.operation_type_id ?? null,
    departmentId: v.department_id ?? null,
    municipalityId: v.municipality_id ?? null,
    sectorIds: [...new Set(v.sector_id)],
    idx: v.idx ?? null,
    q: q || null,
    priceMin: v.price_min ?? null,
    priceMax: v.price_max ?? null,
    areaMin: v.area_min ?? null,
    areaMax: v.area_max ?? null,
    bedrooms: v.bedrooms || null,
    bathrooms: v.bathrooms || null,
    parking: v.parking || null,
    strata: [...new Set(v.stratum)].sort(),
    featureIds: [...new Set(v.features)].sort((a, b) => a - b),
    adminMax: v.admin_max ?? null,
    ageMax: v.age_max ?? null,
    newConstruction: v.new_construction ?? false,
    privateAreaMin: v.private_area_min ?? null,
    floorMin: v.floor_min ?? null,
    elevator: v.elevator ?? false,
    furnished: v.furnished ?? false,
    pets: v.pets ?? false,
    guarantees: RENTAL_GUARANTEES.filter((g) => v.guarantee.includes(g)),
    sort: v.sort,
    page: v.page,
    perPage: v.per_page,
  }
}

/** What a link to a search names: its type, operation, place and words (ids as numbers). */
export interface SearchNamed {
  operation?: Operation | null
  typeId?: number | null
  departmentId?: number | null
  municipalityId?: number | null
  sectorId?: number | null
  q?: string | null
}

/** A link's search as the address writes it: the codec's names, opaque ids, in address order. */
export function searchParamsOf(named: SearchNamed): URLSearchParams {
  const params = new URLSearchParams()
  const id = (name: SearchParamName, value: number | null | undefined) => {
    const declared: SearchParam = SEARCH_PARAMS[name]
    if (value != null && declared.kind === 'id') params.set(name, encodeId(declared.id, value))
  }
  if (named.operation) params.set(LANDING_PARAMS.operation, encodeOperation(named.operation))
  id(LANDING_PARAMS.type, named.typeId)
  id(LANDING_PARAMS.department, named.departmentId)
  id(LANDING_PARAMS.municipality, named.municipalityId)
  id(LANDING_PARAMS.sector, named.sectorId)
  if (named.q) params.set('q' satisfies SearchParamName, named.q)
  return orderSearchParams(params)
}

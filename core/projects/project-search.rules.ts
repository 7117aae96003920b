/**
 * The project search address, declared once (issue 31 point 1, in the codec of the listing
 * search: core/search/search-address.rules.ts): every parameter of `GET /api/projects/search`
 * and of the /proyectos page with its kind, limits, default and documentation, in the order a
 * clean address lists them. The input schema and OpenAPI document derive from it
 * (project-search.schemas.ts), and so do the page's clean address and the API's reading below.
 * Then the filter it decodes to (ids as numbers), which the index and the SQL read.
 */
import {
  dropDefaults,
  inputOfParams,
  pagingParams,
  tidyParams,
  type SearchParam,
  type SearchRange,
} from '#core/search/browser'
import { PROJECT_STAGES, type ProjectStage } from './project.constants'

export const PROJECT_SORTS = ['newest', 'price_asc', 'price_desc', 'delivery'] as const
export type ProjectSort = (typeof PROJECT_SORTS)[number]

export const PROJECTS_PER_PAGE = 24
const MAX_PRICE = 100_000_000_000
/** Delivery years a filter may name. */
export const MIN_DELIVERY_YEAR = 2000
export const MAX_DELIVERY_YEAR = 2100
/** "At least N" bedrooms of a unit type; the last choice reads "N+". */
export const PROJECT_BEDROOM_CHOICES = [1, 2, 3, 4] as const

export const PROJECT_SEARCH_PARAMS = {
  department_id: { kind: 'id', id: 'department', doc: 'Department id' },
  municipality_id: { kind: 'id', id: 'municipality', doc: 'Municipality id' },
  sector_id: { kind: 'id', id: 'sector', many: 20, doc: 'Sector (barrio) ids' },
  stage: {
    kind: 'choice',
    values: PROJECT_STAGES,
    many: PROJECT_STAGES.length,
    doc: `Construction stage, any of: ${PROJECT_STAGES.join(', ')}`,
  },
  delivery_year_max: {
    kind: 'int',
    min: MIN_DELIVERY_YEAR,
    max: MAX_DELIVERY_YEAR,
    doc: 'Delivered in this year or before (entrega inmediata always is)',
  },
  price_min: {
    kind: 'int',
    min: 0,
    max: MAX_PRICE,
    money: true,
    doc: 'Pesos: a unit type whose price from is at least this ("3000000" or "3.000.000")',
  },
  price_max: { kind: 'int', min: 0, max: MAX_PRICE, money: true, doc: 'Pesos: a unit type from at most this' },
  bedrooms: {
    kind: 'int',
    min: 0,
    max: 10,
    doc: 'A unit type with at least this many bedrooms (within the price range when one is given)',
  },
  vis: { kind: 'flag', doc: '1 (or true): vivienda de interés social' },
  vip: { kind: 'flag', doc: '1 (or true): vivienda de interés prioritario' },
  amenities: { kind: 'id', id: 'feature', many: 20, doc: 'Amenity (feature) ids, all required' },
  sort: { kind: 'choice', values: PROJECT_SORTS, default: 'newest', doc: 'Default newest' },
  ...pagingParams(PROJECTS_PER_PAGE),
} as const satisfies Record<string, SearchParam>

export type ProjectSearchParamName = keyof typeof PROJECT_SEARCH_PARAMS
const NAMES = Object.keys(PROJECT_SEARCH_PARAMS) as ProjectSearchParamName[]
/** The parameters of the page's address (the page always shows PROJECTS_PER_PAGE a page). */
const ADDRESS_NAMES = NAMES.filter((name) => name !== 'per_page')

export const PROJECT_SEARCH_RANGES = [
  { min: 'price_min', max: 'price_max', message: 'validation.price_range' },
] as const satisfies ReadonlyArray<SearchRange<ProjectSearchParamName>>

/** A query string for the API: the declared parameters only, tidied (unreadable money kept for the 422). */
export function tidyProjectSearchQuery(params: URLSearchParams): URLSearchParams {
  return tidyParams(PROJECT_SEARCH_PARAMS, params, NAMES, true)
}

/**
 * The /proyectos page's clean address: the declared parameters in their order, tidied, defaults dropped.
 * @public for the project pages (issue 32 point 4)
 */
export function tidyProjectSearchAddress(params: URLSearchParams): URLSearchParams {
  const out = tidyParams(PROJECT_SEARCH_PARAMS, params, ADDRESS_NAMES, false)
  dropDefaults(PROJECT_SEARCH_PARAMS, out, ADDRESS_NAMES)
  return out
}

/** A tidy address as the raw object the schema reads. */
export function projectSearchInputOf(tidy: URLSearchParams): Record<string, string | string[]> {
  return inputOfParams(PROJECT_SEARCH_PARAMS, tidy)
}

/** What a project search asks, ids as numbers. */
export interface ProjectSearchFilter {
  departmentId: number | null
  municipalityId: number | null
  sectorIds: number[]
  /** Any of these stages (none: every stage). */
  stages: ProjectStage[]
  deliveryYearMax: number | null
  priceMin: number | null
  priceMax: number | null
  /** A unit type with at least this many bedrooms, within the price range (the same unit type). */
  bedrooms: number | null
  vis: boolean
  vip: boolean
  /** Every one of these amenities. */
  amenityIds: number[]
  sort: ProjectSort
  page: number
  perPage: number
}

/**
 * The year a project counts as delivered for `delivery_year_max`: an entrega inmediata project
 * already is (0); one without a year (a draft's) never matches a bound.
 */
export function deliveryKeyYear(stage: ProjectStage, deliveryYear: number | null): number {
  return stage === 'entrega_inmediata' ? 0 : (deliveryYear ?? 9999)
}

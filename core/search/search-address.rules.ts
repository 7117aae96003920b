/**
 * The search address, declared once: every parameter of a listing search with its kind,
 * limits, default and documentation, in the order a clean address lists them. Everything
 * else derives from this table: the page's clean address (`tidySearchAddress`), the API's
 * reading (`tidySearchQuery`), the input schema and its OpenAPI document (search.schemas.ts),
 * landing addresses (`LANDING_PARAMS`) and what a saved search keeps (`savedSearchQuery`).
 * Below it, the filter the address decodes to (ids as numbers), which the index, the SQL and
 * the alert job read. Pure and without Zod, so that the browser's links use the same table.
 *
 * First, the shape every declared search shares (projects declare theirs in
 * core/projects/project-search.rules.ts): a table of parameters with their kind, limits, default
 * and documentation, and the readings of any such table: the tidy query string of an address
 * and the raw object its schema reads (the schemas derive in search.schemas.ts).
 */
import type { IdKind, Operation } from '#core/shared'
import { RENTAL_GUARANTEES, type RentalGuarantee } from '#core/listings/browser'
import { SEARCH_SORTS, type SearchSort } from './search-sorts.constants'

/** How a parameter is written in an address and what it reads as. */
export type SearchParam =
  /** An opaque id (core/shared/ids.utils.ts); `many` may repeat or come comma-separated. */
  | { kind: 'id'; id: IdKind; many?: number; doc?: string }
  /** Rent or sale, as an opaque operation id. */
  | { kind: 'operation'; doc?: string }
  /** A whole number; `money` may be typed the Colombian way ("$ 3.000.000"). */
  | { kind: 'int'; min: number; max: number; many?: number; money?: boolean; default?: number; doc?: string }
  /** Yes/no: `1` (or `true`) asks for it, `0`/`false` as absent. */
  | { kind: 'flag'; doc?: string }
  /** One of fixed words (`many`: any of them). */
  | { kind: 'choice'; values: readonly string[]; many?: number; default?: string; doc?: string }
  /** Free text (`max` characters), or a token of 8–24 letters and digits. */
  | { kind: 'text'; max: number; doc?: string }
  | { kind: 'token'; doc?: string }

export type SearchParamTable = Record<string, SearchParam>

/** A search shows at most this many pages, of at most this many results (the API's `per_page`). */
export const MAX_PAGE = 400
export const MAX_PER_PAGE = 48

/**
 * The visit's parameters every search declares last: `page`, and `per_page` (the API's only;
 * a page shows `perPage` a page).
 */
export function pagingParams<N extends number>(perPage: N) {
  return {
    page: { kind: 'int', min: 1, max: MAX_PAGE, default: 1, doc: `1–${MAX_PAGE}` },
    per_page: {
      kind: 'int',
      min: 1,
      max: MAX_PER_PAGE,
      default: perPage,
      doc: `1–${MAX_PER_PAGE}, default ${perPage}`,
    },
  } as const
}

/** A minimum and maximum pair: a minimum above its maximum is the maximum's fault, with `message`. */
export interface SearchRange<Name extends string = string> {
  min: Name
  max: Name
  message: string
}

const isMany = (param: SearchParam) => 'many' in param
const isMoney = (param: SearchParam) => 'money' in param

/**
 * One parameter's values as written in a clean address: lists split on commas, values trimmed,
 * money as digits, empty values and repeats dropped. `keepUnreadable` keeps a money value that
 * has no digits ("$") for the schema to refuse (the API) instead of dropping it (the page).
 */
function valuesOf(params: URLSearchParams, name: string, param: SearchParam, keepUnreadable: boolean): string[] {
  const values = params
    .getAll(name)
    .flatMap((v) => (isMany(param) ? v.split(',') : [v]))
    .map((v) => {
      if (!isMoney(param)) return v.trim()
      const digits = v.replace(/[$\s.,]/g, '')
      return digits || (keepUnreadable ? v.trim() : '')
    })
    .filter(Boolean)
  return [...new Set(values)]
}

/** The parameters `names` of `table`, in that order, each read as a clean address writes it. */
export function tidyParams(
  table: SearchParamTable,
  params: URLSearchParams,
  names: readonly string[],
  keepUnreadable: boolean,
): URLSearchParams {
  const out = new URLSearchParams()
  for (const name of names) for (const v of valuesOf(params, name, table[name], keepUnreadable)) out.append(name, v)
  return out
}

/** Drops the values that equal their parameter's default (a clean address leaves them out). */
export function dropDefaults(table: SearchParamTable, params: URLSearchParams, names: readonly string[]) {
  for (const name of names) {
    const declared = table[name]
    if ('default' in declared && params.get(name) === String(declared.default)) params.delete(name)
  }
}

/** Whether a value is written the way a clean address would not write it (defaults, comma lists, money signs). */
export function isUntidyValue(table: SearchParamTable, name: string, value: string): boolean {
  const declared = table[name]
  return (
    ('default' in declared && name !== 'per_page' && value === String(declared.default)) ||
    (isMany(declared) && value.includes(',')) ||
    (isMoney(declared) && /[^\d]/.test(value))
  )
}

/** A tidy address as the raw object the schema reads: lists as arrays, any other parameter its last value. */
export function inputOfParams(table: SearchParamTable, tidy: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [name, param] of Object.entries(table)) {
    const values = tidy.getAll(name)
    if (values.length) out[name] = isMany(param) ? values : values[values.length - 1]
  }
  return out
}

export const PER_PAGE = 24
export const MAX_PRICE = 100_000_000_000
export const MAX_AREA = 1_000_000
/** Floors go from basements (−5) up. */
export const MIN_FLOOR = -5
export const MAX_FLOOR = 200
export const MAX_AGE = 200
/** Bedrooms, bathrooms and parking are "at least N"; the last choice reads "N+". */
export const MIN_CHOICES = [1, 2, 3, 4, 5] as const

/**
 * Every search parameter, in the order a clean address lists them. `page` and `per_page` and
 * `idx` describe the visit, not the criteria: a saved search leaves them out; `per_page` is
 * the API's only (the page always shows PER_PAGE).
 */
export const SEARCH_PARAMS = {
  property_types: { kind: 'id', id: 'propertyType', many: 10, doc: 'Property type ids' },
  operation_type_id: { kind: 'operation', doc: 'Rent or sale' },
  department_id: { kind: 'id', id: 'department', doc: 'Department id' },
  municipality_id: { kind: 'id', id: 'municipality', doc: 'Municipality id' },
  /** The search link or saved search a visitor came from; kept in the address, never a filter. */
  idx: { kind: 'token', doc: 'The search link the visitor came from; not a filter' },
  q: {
    kind: 'text',
    max: 120,
    doc: 'Words over title, description, barrio, municipality and code; accents and case ignored',
  },
  sector_id: { kind: 'id', id: 'sector', many: 20, doc: 'Sector (barrio) ids' },
  price_min: {
    kind: 'int',
    min: 0,
    max: MAX_PRICE,
    money: true,
    doc: 'Pesos, for the chosen operation ("3000000" or "3.000.000")',
  },
  price_max: { kind: 'int', min: 0, max: MAX_PRICE, money: true },
  area_min: { kind: 'int', min: 0, max: MAX_AREA, doc: 'Built area, m²' },
  area_max: { kind: 'int', min: 0, max: MAX_AREA },
  bedrooms: { kind: 'int', min: 0, max: 10, doc: 'At least' },
  bathrooms: { kind: 'int', min: 0, max: 10, doc: 'At least' },
  parking: { kind: 'int', min: 0, max: 10, doc: 'At least' },
  stratum: { kind: 'int', min: 1, max: 6, many: 6, doc: 'Estratos 1–6' },
  features: { kind: 'id', id: 'feature', many: 20, doc: 'Feature ids (all required)' },
  /** Administración up to (a listing without one counts as none). */
  admin_max: {
    kind: 'int',
    min: 0,
    max: MAX_PRICE,
    money: true,
    doc: 'Administración up to, pesos (a listing without one counts as 0)',
  },
  /** Antigüedad up to N years; new_construction=1 is "para estrenar" (0 years). */
  age_max: { kind: 'int', min: 0, max: MAX_AGE, doc: 'Antigüedad up to, years' },
  new_construction: { kind: 'flag', doc: '1 (or true): para estrenar (0 years)' },
  private_area_min: { kind: 'int', min: 0, max: MAX_AREA, doc: 'Área privada from, m²' },
  floor_min: { kind: 'int', min: MIN_FLOOR, max: MAX_FLOOR, doc: 'Floor from' },
  elevator: { kind: 'flag', doc: '1 (or true): with elevator' },
  furnished: { kind: 'flag', doc: '1 (or true): furnished' },
  pets: { kind: 'flag', doc: '1 (or true): pets allowed' },
  /** Guarantees the listing accepts (any of them). */
  guarantee: {
    kind: 'choice',
    values: RENTAL_GUARANTEES,
    many: RENTAL_GUARANTEES.length,
    doc: `Guarantees accepted, any of: ${RENTAL_GUARANTEES.join(', ')}`,
  },
  /** Only listings whose publisher staff verified (issue 33): the agency's papers, or the owner's title deed. */
  verified: {
    kind: 'flag',
    doc: 'true (or 1): only verified publishers (an agency whose NIT and Cámara de Comercio staff checked, or an owner whose certificado de tradición staff checked for that listing)',
  },
  sort: { kind: 'choice', values: SEARCH_SORTS, default: 'relevance', doc: 'Default relevance' },
  ...pagingParams(PER_PAGE),
} as const satisfies Record<string, SearchParam>

export type SearchParamName = keyof typeof SEARCH_PARAMS
const NAMES = Object.keys(SEARCH_PARAMS) as SearchParamName[]
const TABLE: SearchParamTable = SEARCH_PARAMS

/** Parameters of the visit rather than the criteria. */
const VISIT_PARAMS: ReadonlySet<string> = new Set<SearchParamName>(['idx', 'page', 'per_page'])
/** The parameters of the page's address (the page always shows PER_PAGE a page). */
export const SEARCH_ADDRESS_PARAMS = NAMES.filter((name) => name !== 'per_page')

/**
 * Minimum and maximum pairs: a minimum above its maximum is the maximum's fault, with a
 * message that says so ("El precio máximo debe ser mayor que el mínimo").
 */
export const SEARCH_RANGES = [
  { min: 'price_min', max: 'price_max', message: 'validation.price_range' },
  { min: 'area_min', max: 'area_max', message: 'validation.area_range' },
] as const satisfies ReadonlyArray<SearchRange<SearchParamName>>

/** The parameters a landing address (ADR 0021) stands for, by the part of the path that names them. */
export const LANDING_PARAMS = {
  operation: 'operation_type_id',
  type: 'property_types',
  department: 'department_id',
  municipality: 'municipality_id',
  sector: 'sector_id',
} as const satisfies Record<string, SearchParamName>

function tidy(params: URLSearchParams, names: SearchParamName[], keepUnreadable: boolean): URLSearchParams {
  return tidyParams(TABLE, params, names, keepUnreadable)
}

/** A query string for the API: the declared parameters only, each read as `tidySearchAddress` reads it. */
export function tidySearchQuery(params: URLSearchParams): URLSearchParams {
  return tidy(params, NAMES, true)
}

/**
 * The page's clean address: the declared parameters in their order, tidied, defaults dropped,
 * and "para estrenar" as the panel writes it (age 0; new_construction=1 stays the API's too).
 */
export function tidySearchAddress(params: URLSearchParams): URLSearchParams {
  const out = tidy(params, SEARCH_ADDRESS_PARAMS, false)
  dropDefaults(TABLE, out, SEARCH_ADDRESS_PARAMS)
  const fresh = out.get('new_construction')
  if (fresh === '1' || fresh === 'true') out.set('age_max', '0')
  if (fresh === '1' || fresh === 'true' || fresh === '0' || fresh === 'false') out.delete('new_construction')
  return orderSearchParams(out)
}

/** The declared parameters back in address order (after a change such as the landing's). */
export function orderSearchParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams()
  for (const name of NAMES) for (const v of params.getAll(name)) out.append(name, v)
  return out
}

/** Whether an address carries empty fields, defaults or comma lists that its clean form drops. */
export function isUntidy(params: URLSearchParams): boolean {
  return [...params].some(([key, value]) => {
    if (!value.trim()) return true
    if (!(key in SEARCH_PARAMS)) return false
    return key === 'new_construction' || isUntidyValue(TABLE, key, value)
  })
}

/** A tidy address as the raw object the schema reads: lists as arrays, any other parameter its last value. */
export function searchInputOf(address: URLSearchParams): Record<string, string | string[]> {
  return inputOfParams(TABLE, address)
}

/** A saved search's query: its criteria only (no paging or tracking), tidy, without "?". */
export function savedSearchQuery(raw: string): string {
  const params = new URLSearchParams(raw.replace(/^\?/, ''))
  const kept = new URLSearchParams()
  for (const [key, value] of params) if (!VISIT_PARAMS.has(key) && value.trim() !== '') kept.append(key, value)
  return kept.toString()
}

/** The query string of a landing address without what its path names (the path's ids win). */
export function withoutLandingParams(
  query: URLSearchParams,
  named: { typeId: number | null; municipalityId: number | null },
): URLSearchParams {
  const out = new URLSearchParams(query)
  out.delete(LANDING_PARAMS.operation)
  if (named.typeId != null) out.delete(LANDING_PARAMS.type)
  if (named.municipalityId != null)
    for (const name of [LANDING_PARAMS.department, LANDING_PARAMS.municipality, LANDING_PARAMS.sector]) out.delete(name)
  return out
}

// The filter an address decodes to --------------------------------------------------------

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
  /** Only verified publishers (core/listings/publisher.view.ts says who is). */
  verified: boolean
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

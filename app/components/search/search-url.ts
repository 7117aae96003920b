/**
 * Search addresses from the current parameters: set, add or remove one value, go to a page.
 * Any change of filter goes back to page 1. Used by chips, facet links, pagination and the
 * form, on the server and in the browser alike, so every state has a crawlable address.
 */
import { landingPath, type LandingParts, type LandingSlugs } from '#core/search/browser'
import { localizePath, type Locale } from '#i18n'
/** Every search parameter, in the order a clean address lists them. */
export const SEARCH_PARAM_ORDER = [
  'property_types',
  'operation_type_id',
  'department_id',
  'municipality_id',
  'idx',
  'q',
  'sector_id',
  'price_min',
  'price_max',
  'area_min',
  'area_max',
  'bedrooms',
  'bathrooms',
  'parking',
  'stratum',
  'features',
  'admin_max',
  'age_max',
  'new_construction',
  'private_area_min',
  'floor_min',
  'elevator',
  'furnished',
  'pets',
  'guarantee',
  'sort',
  'page',
] as const

const LISTS = ['property_types', 'sector_id', 'stratum', 'features', 'guarantee']
const MONEY = ['price_min', 'price_max', 'admin_max']

/** The parameters in a stable order, lists expanded, empty ones dropped. */
export function cleanParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams()
  for (const key of SEARCH_PARAM_ORDER) {
    const values = params
      .getAll(key)
      .flatMap((v) => (LISTS.includes(key) ? v.split(',') : [v]))
      .map((v) => (MONEY.includes(key) ? v.replace(/[$\s.,]/g, '') : v.trim()))
      .filter(Boolean)
    for (const v of [...new Set(values)]) out.append(key, v)
  }
  if (out.get('sort') === 'relevance') out.delete('sort')
  if (out.get('page') === '1') out.delete('page')
  // "Para estrenar" as the panel writes it: age 0 (new_construction=1 stays the API's too).
  const fresh = out.get('new_construction')
  if (fresh === '1' || fresh === 'true') out.set('age_max', '0')
  if (fresh === '1' || fresh === 'true' || fresh === '0' || fresh === 'false') out.delete('new_construction')
  return cleanOrder(out)
}

/** Parameters back in SEARCH_PARAM_ORDER (after a rewrite such as new_construction → age_max). */
function cleanOrder(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams()
  for (const key of SEARCH_PARAM_ORDER) for (const v of params.getAll(key)) out.append(key, v)
  return out
}

/** Whether an address carries empty fields, defaults or comma lists that its clean form drops. */
export function isUntidy(params: URLSearchParams): boolean {
  return [...params].some(
    ([key, value]) =>
      !value.trim() ||
      (key === 'sort' && value === 'relevance') ||
      (key === 'page' && value === '1') ||
      key === 'new_construction' ||
      (LISTS.includes(key) && value.includes(',')) ||
      (MONEY.includes(key) && /[^\d]/.test(value)),
  )
}

export function toHref(base: string, params: URLSearchParams): string {
  const qs = params.toString()
  return qs ? `${base}?${qs}` : base
}

/** Replace a parameter (null removes it); back to page 1. */
export function setParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const out = new URLSearchParams(params)
  out.delete(key)
  out.delete('page')
  if (value != null && value !== '') out.set(key, value)
  // A municipality belongs to one department, a sector to one municipality.
  if (key === 'department_id') {
    out.delete('municipality_id')
    out.delete('sector_id')
  }
  if (key === 'municipality_id') out.delete('sector_id')
  return out
}

/** Add or remove one value of a list parameter; back to page 1. */
export function toggleValue(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const out = new URLSearchParams(params)
  const values = out.getAll(key)
  out.delete(key)
  out.delete('page')
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value]
  for (const v of next) out.append(key, v)
  return out
}

export function pageParams(params: URLSearchParams, page: number): URLSearchParams {
  const out = new URLSearchParams(params)
  if (page <= 1) out.delete('page')
  else out.set('page', String(page))
  return out
}

/** Page numbers to show: first, last, and a window around the current one (0 = gap). */
export function pageWindow(current: number, count: number, radius = 1): number[] {
  const pages = new Set([1, count, current])
  for (let d = 1; d <= radius; d++) {
    pages.add(current - d)
    pages.add(current + d)
  }
  const sorted = [...pages].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b)
  const out: number[] = []
  for (const p of sorted) {
    const last = out.at(-1)
    if (last && p - last === 2) out.push(last + 1)
    else if (last && p - last > 2) out.push(0)
    out.push(p)
  }
  return out
}

/**
 * The landing a search's parameters name (ADR 0021), and what is left for its query string:
 * one operation, at most one type, a municipality (its department implied) and one of its
 * barrios. A department without a municipality, or an operation missing, has no landing.
 */
export function landingOfParams(
  params: URLSearchParams,
  slugs: LandingSlugs,
): { parts: LandingParts; rest: URLSearchParams } | null {
  const ops = params.getAll('operation_type_id')
  const operation = ops.length === 1 ? slugs.operations[ops[0]] : undefined
  if (!operation) return null
  const rest = new URLSearchParams(params)
  rest.delete('operation_type_id')
  const parts: LandingParts = { operation }
  const types = params.getAll('property_types')
  if (types.length === 1 && slugs.types[types[0]]) {
    parts.type = slugs.types[types[0]]
    rest.delete('property_types')
  }
  const municipalities = params.getAll('municipality_id')
  const departments = params.getAll('department_id')
  const place = municipalities.length === 1 ? slugs.municipalities[municipalities[0]] : undefined
  if (place && departments.every((d) => d === place.department)) {
    parts.municipality = place.slug
    rest.delete('municipality_id')
    rest.delete('department_id')
    const sectors = params.getAll('sector_id')
    if (sectors.length === 1 && slugs.sectors[sectors[0]]) {
      parts.sector = slugs.sectors[sectors[0]]
      rest.delete('sector_id')
    }
  } else if (departments.length || municipalities.length) return null
  return { parts, rest }
}

/**
 * The slugs the filter form and the sort navigate with: on a landing they stay on landings
 * (/arriendo/apartamentos/medellin?bedrooms=3); on /properties/search they stay there, as the
 * form without JavaScript does (its canonical still names the landing).
 */
export function formSlugs(pathname: string, slugs: LandingSlugs): LandingSlugs | null {
  return /\/properties\/search(\.data)?$/.test(pathname) ? null : slugs
}

/** A search's address: its landing with the rest as a query when it has one, else /properties/search. */
export function searchHref(locale: Locale, params: URLSearchParams, slugs?: LandingSlugs | null): string {
  const landing = slugs ? landingOfParams(params, slugs) : null
  if (landing) return toHref(landingPath(locale, landing.parts), landing.rest)
  return toHref(localizePath('/properties/search', locale), params)
}

/**
 * Search addresses from the current parameters: set, add or remove one value, go to a page.
 * Any change of filter goes back to page 1. Used by chips, facet links, pagination and the
 * form, on the server and in the browser alike, so every state has a crawlable address.
 */
import type { LandingSlugs } from '#core/search/browser'
/** The page's clean address and its test come from the search address's one declaration in core. */
export { tidySearchAddress as cleanParams, isUntidy, searchPath as searchHref } from '#core/search/browser'

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
 * The slugs the filter form and the sort navigate with: on a landing they stay on landings
 * (/arriendo/apartamentos/medellin?bedrooms=3); on /properties/search they stay there, as the
 * form without JavaScript does (its canonical still names the landing).
 */
export function formSlugs(pathname: string, slugs: LandingSlugs): LandingSlugs | null {
  return /\/properties\/search(\.data)?$/.test(pathname) ? null : slugs
}

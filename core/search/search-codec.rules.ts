/**
 * The shape of a search declared once (a table of parameters with their kind, limits, default
 * and documentation) and the pure readings every such table shares: the tidy query string of
 * an address and the raw object its schema reads. Listings declare theirs in
 * search-address.rules.ts, projects in core/projects/project-search.rules.ts; the schemas
 * derive in search-codec.schemas.ts. Without Zod, so that the browser's links use the tables.
 */
import type { IdKind } from '#core/shared'

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

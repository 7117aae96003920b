/**
 * The search's input schema, derived from the declared address (search-address.rules.ts):
 * shared by the page (a GET form) and the JSON API, and the API's OpenAPI document. First what
 * any declared search's schema derives from its table, the same for listings (below) and
 * projects (core/projects/project-search.schemas.ts). Ids are opaque (core/shared/ids.utils.ts);
 * a value that does not decode, or a number out of range, is a 422 on that field.
 */
import { z } from 'zod'
import {
  boundedMemo,
  decodeId,
  encodeId,
  encodeOperation,
  type FieldErrors,
  type IdKind,
  isAppError,
  OPERATIONS,
  type Operation,
  parseInput,
} from '#core/shared'
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
  type SearchParam,
  type SearchParamTable,
  type SearchRange,
  type SearchParamName,
} from './search-address.rules'

/**
 * Decoding an opaque id costs a Sqids decode and encode (~50 µs); a search names a handful,
 * the same ones over and over, so decodings are remembered (bounded).
 */
const decoded = boundedMemo<number | null>(50_000)
const decodeCached = (kind: IdKind, value: string): number | null =>
  decoded(`${kind}:${value}`, () => decodeId(kind, value))

const opaqueId = (kind: IdKind) =>
  z.string().transform((value, ctx) => {
    const id = decodeCached(kind, value)
    if (id == null) {
      ctx.addIssue({ code: 'custom', message: 'validation.id' })
      return z.NEVER
    }
    return id
  })

const operationId = z.string().transform((value, ctx): Operation => {
  const n = decodeCached('operation', value)
  const op = n === OPERATIONS.rent ? 'rent' : n === OPERATIONS.sale ? 'sale' : null
  if (!op) {
    ctx.addIssue({ code: 'custom', message: 'validation.id' })
    return z.NEVER
  }
  return op
})

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

/** A yes/no filter: `1` (or `true`) asks for it, `0`/`false` as absent; anything else is a 422. */
const flag = z
  .enum(['1', 'true', '0', 'false'], 'validation.invalid_option')
  .transform((v) => v === '1' || v === 'true')

/** One declared parameter's schema: a list when it may repeat, its default when it has one. */
function fieldSchema(param: SearchParam): z.ZodType {
  const one: z.ZodType = (() => {
    switch (param.kind) {
      case 'id':
        return opaqueId(param.id)
      case 'operation':
        return operationId
      case 'int':
        return int(param.min, param.max)
      case 'flag':
        return flag
      case 'choice':
        return z.enum(param.values as [string, ...string[]], 'validation.invalid_option')
      case 'text':
        return z.string().trim().max(param.max)
      case 'token':
        return z.string().regex(/^[A-Za-z0-9]{8,24}$/, 'validation.id')
    }
  })()
  if ('many' in param && param.many) return z.array(one).max(param.many).default([])
  if ('default' in param && param.default !== undefined) return one.default(param.default as never)
  return one.optional()
}

type Many<P, T> = P extends { many: number } ? T[] : P extends { default: unknown } ? T : T | undefined
/** What a declared parameter reads as once parsed. */
type ParsedParam<P> = P extends { kind: 'id' | 'int' }
  ? Many<P, number>
  : P extends { kind: 'operation' }
    ? Operation | undefined
    : P extends { kind: 'flag' }
      ? boolean | undefined
      : P extends { kind: 'choice'; values: readonly (infer V)[] }
        ? Many<P, V>
        : string | undefined
/** What a declared table of parameters reads as once parsed. */
export type ParsedQuery<T extends SearchParamTable> = { [K in keyof T]: ParsedParam<T[K]> }

/** The input schema of a declared table: every field, and each range's minimum not above its maximum. */
export function querySchemaOf<T extends SearchParamTable>(
  table: T,
  ranges: ReadonlyArray<SearchRange<Extract<keyof T, string>>>,
): z.ZodType<ParsedQuery<T>, Record<string, unknown>> {
  return z
    .object(Object.fromEntries(Object.entries(table).map(([name, param]) => [name, fieldSchema(param)])))
    .superRefine((v, ctx) => {
      for (const range of ranges) {
        const [min, max] = [v[range.min] as number | undefined, v[range.max] as number | undefined]
        if (min != null && max != null && min > max)
          ctx.addIssue({ code: 'custom', path: [range.max], message: range.message })
      }
    }) as unknown as z.ZodType<ParsedQuery<T>, Record<string, unknown>>
}

/**
 * The same parameters as the API receives them, for its OpenAPI document: strings (lists may
 * repeat or be comma-separated, prices may carry dots), each with its declared description.
 */
export function queryDocSchemaOf<T extends SearchParamTable>(table: T) {
  return z.object(
    Object.fromEntries(
      Object.entries(table).map(([name, param]: [string, SearchParam]) => {
        const doc = param.doc ?? ('many' in param ? name : undefined)
        // A list may repeat (`stage=a&stage=b`): the router hands over every value.
        const value: z.ZodType<string | string[]> =
          'many' in param
            ? z.union([z.string(), z.array(z.string())])
            : param.kind === 'choice'
              ? z.enum(param.values as [string])
              : z.string()
        const description = 'many' in param ? `${doc}; repeat the parameter or separate with commas` : doc
        return [name, description ? value.optional().meta({ description }) : value.optional()]
      }),
    ) as Record<keyof T, z.ZodOptional<z.ZodType<string | string[]>>>,
  )
}

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
    verified: v.verified ?? false,
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

/**
 * The search's query parameters, shared by the page (a GET form) and the JSON API. Ids are
 * opaque (core/shared/ids.utils.ts); a value that does not decode, or a number out of range, is
 * a 422 on that field. Empty form fields count as absent, prices may be typed the Colombian
 * way ("3.000.000", "$ 3.000.000").
 */
import { z } from 'zod'
import {
  boundedMemo,
  OPERATIONS,
  decodeId,
  type FieldErrors,
  type IdKind,
  isAppError,
  type Operation,
  parseInput,
} from '#core/shared'
import { RENTAL_GUARANTEES, type RentalGuarantee } from '#core/listings/browser'
import { SEARCH_SORTS, type SearchSort } from './search-sorts.constants'

export const PER_PAGE = 24
export const MAX_PER_PAGE = 48
export const MAX_PAGE = 400
export const MAX_PRICE = 100_000_000_000
export const MAX_AREA = 1_000_000
/** Bedrooms, bathrooms and parking are "at least N"; the last choice reads "N+". */
export const MIN_CHOICES = [1, 2, 3, 4, 5] as const

/** Parameters that may repeat (`?property_types=a&property_types=b`) or come comma-separated. */
const MULTI = ['property_types', 'sector_id', 'stratum', 'features', 'guarantee'] as const
const MONEY = ['price_min', 'price_max', 'admin_max'] as const
/** Floors go from basements (−5) up. */
export const MIN_FLOOR = -5
export const MAX_FLOOR = 200
export const MAX_AGE = 200

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

/**
 * Minimum and maximum pairs: a minimum above its maximum is the maximum's fault, with a
 * message that says so ("El precio máximo debe ser mayor que el mínimo").
 */
const RANGES = [
  { min: 'price_min', max: 'price_max', message: 'validation.price_range' },
  { min: 'area_min', max: 'area_max', message: 'validation.area_range' },
] as const

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

/** A yes/no filter: `1` (or `true`) asks for it, `0`/`false` as absent; anything else is a 422. */
const flag = z
  .enum(['1', 'true', '0', 'false'], 'validation.invalid_option')
  .transform((v) => v === '1' || v === 'true')

export const SearchQuerySchema = z
  .object({
    property_types: z.array(opaqueId('propertyType')).max(10).default([]),
    operation_type_id: operationId.optional(),
    department_id: opaqueId('department').optional(),
    municipality_id: opaqueId('municipality').optional(),
    sector_id: z.array(opaqueId('sector')).max(20).default([]),
    /** The search link or saved search a visitor came from; kept in the address, never a filter. */
    idx: z
      .string()
      .regex(/^[A-Za-z0-9]{8,24}$/, 'validation.id')
      .optional(),
    q: z.string().trim().max(120).optional(),
    price_min: int(0, MAX_PRICE).optional(),
    price_max: int(0, MAX_PRICE).optional(),
    area_min: int(0, MAX_AREA).optional(),
    area_max: int(0, MAX_AREA).optional(),
    bedrooms: int(0, 10).optional(),
    bathrooms: int(0, 10).optional(),
    parking: int(0, 10).optional(),
    stratum: z.array(int(1, 6)).max(6).default([]),
    features: z.array(opaqueId('feature')).max(20).default([]),
    /** Administración up to (a listing without one counts as none). */
    admin_max: int(0, MAX_PRICE).optional(),
    /** Antigüedad up to N years; new_construction=1 is "para estrenar" (0 years). */
    age_max: int(0, MAX_AGE).optional(),
    new_construction: flag.optional(),
    private_area_min: int(0, MAX_AREA).optional(),
    floor_min: int(MIN_FLOOR, MAX_FLOOR).optional(),
    elevator: flag.optional(),
    furnished: flag.optional(),
    pets: flag.optional(),
    /** Guarantees the listing accepts (any of them): poliza, fiador, deposito, none. */
    guarantee: z
      .array(z.enum(RENTAL_GUARANTEES, 'validation.invalid_option'))
      .max(RENTAL_GUARANTEES.length)
      .default([]),
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    page: int(1, MAX_PAGE).default(1),
    per_page: int(1, MAX_PER_PAGE).default(PER_PAGE),
  })
  .superRefine((v, ctx) => {
    for (const range of RANGES) {
      const [min, max] = [v[range.min], v[range.max]]
      if (min != null && max != null && min > max)
        ctx.addIssue({ code: 'custom', path: [range.max], message: range.message })
    }
  })

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

/** URLSearchParams → the raw object the schema reads (repeated and comma-separated lists, empty fields dropped). */
export function searchParamsToInput(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of MULTI) {
    const values = params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean)
    if (values.length) out[key] = [...new Set(values)]
  }
  for (const [key, raw] of params) {
    if ((MULTI as readonly string[]).includes(key) || key in out) continue
    const value = raw.trim()
    if (!value) continue
    out[key] = (MONEY as readonly string[]).includes(key) ? value.replace(/[$\s.,]/g, '') || value : value
  }
  return out
}

/** Parses a search address's parameters, or throws a 422 AppError with the fields at fault (the API). */
export function parseSearchParams(params: URLSearchParams): SearchFilter {
  return toFilter(parseInput(SearchQuerySchema, searchParamsToInput(params)))
}

/**
 * The search page's reading of an address: one bad filter never costs the visitor the
 * results. The fields at fault are left out of the search and returned with their messages
 * (a range whose minimum is above its maximum leaves out both ends, so the price is
 * unfiltered rather than half-filtered). A page number is not a filter: one beyond MAX_PAGE
 * reads as MAX_PAGE, any other bad one as the first, and the page then shows its last page
 * at most (`lastPage`).
 */
export function parseSearchParamsKeepingValid(params: URLSearchParams): {
  filter: SearchFilter
  /** The messages of the fields at fault, each on its own field. */
  errors: FieldErrors
  /** Every parameter left out of the search (the fields at fault and the other end of their range). */
  dropped: string[]
} {
  const input = searchParamsToInput(params)
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
        const range = RANGES.find((r) => r.max === field)
        for (const name of range ? [range.min, field] : [field]) {
          delete input[name]
          dropped.add(name)
        }
      }
    }
  }
}

/** The last page a search can show: at least the first, at most MAX_PAGE. */
export function lastPage(total: number, perPage: number): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / perPage)))
}

function toFilter(v: z.infer<typeof SearchQuerySchema>): SearchFilter {
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

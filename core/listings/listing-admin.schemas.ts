/**
 * The back-office listing form: one schema for the JSON API (`/api/admin/properties`) and
 * the page action. Ids are the opaque public ids; numbers may arrive as strings (forms) and
 * an empty value means "not given". Messages are catalogue keys.
 */
import { z } from 'zod'
import { PROPERTY_STATUSES } from '../../db/schema/properties'
import { BUSINESS_TYPES } from './business-types.constants'

/** The listing statuses, in life-cycle order (the back-office list filters by them). */
export { PROPERTY_STATUSES }

/** At most this many amenities per listing ("Límite alcanzado (máximo {limit} elementos)"). */
export const MAX_FEATURES = 20
export const LISTING_TEXT_LIMITS = { code: 30, agencyCode: 60, title: 160, description: 5000, address: 200 } as const

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v)

/** An optional whole number within bounds; "" and null mean none. */
const optionalInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.replace(/[.\s$]/g, ''))) : blankToNull(v)),
    z.number('validation.invalid').int('validation.invalid').min(min).max(max).nullable(),
  )

const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.replace(',', '.'))) : blankToNull(v)),
    z.number('validation.invalid').min(min).max(max).nullable(),
  )

const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : blankToNull(v)), z.string().max(max).nullable())

const optionalId = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : blankToNull(v)),
  z.string().max(24).nullable(),
)

const MONEY_MAX = 1_000_000_000_000

export const ListingDraftSchema = z.object({
  code: optionalText(LISTING_TEXT_LIMITS.code)
    .refine((v) => v === null || /^[A-Za-z0-9-]+$/.test(v), 'validation.invalid')
    .optional(),
  agency_code: optionalText(LISTING_TEXT_LIMITS.agencyCode).optional(),
  property_type_id: z.string('validation.required').trim().min(1, 'validation.required'),
  business_type: z.enum(BUSINESS_TYPES, 'validation.invalid_option'),
  title: z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(LISTING_TEXT_LIMITS.title)),
  description: z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(LISTING_TEXT_LIMITS.description)),
  rent_price: optionalInt(0, MONEY_MAX).optional(),
  sale_price: optionalInt(0, MONEY_MAX).optional(),
  admin_price: optionalInt(0, MONEY_MAX).optional(),
  build_area: optionalNumber(0, 10_000_000).optional(),
  lot_area: optionalNumber(0, 100_000_000).optional(),
  stratum: optionalInt(1, 6).optional(),
  bedrooms: optionalInt(0, 100).optional(),
  bathrooms: optionalInt(0, 100).optional(),
  parking: optionalInt(0, 1000).optional(),
  floor: optionalInt(-10, 200).optional(),
  age: optionalInt(0, 500).optional(),
  department_id: optionalId.optional(),
  municipality_id: optionalId.optional(),
  sector_id: optionalId.optional(),
  address: optionalText(LISTING_TEXT_LIMITS.address).optional(),
  lat: optionalNumber(-90, 90).optional(),
  lon: optionalNumber(-180, 180).optional(),
  feature_ids: z
    .preprocess(
      (v) => (v == null || v === '' ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.string().max(24)).max(MAX_FEATURES),
    )
    .optional(),
  adviser_id: optionalId.optional(),
  /** SuperAdmin only: the agency that owns a new listing (others always create in their own). */
  customer_id: optionalId.optional(),
  /** "Save and publish": save, then publish under the publish rules. */
  publish: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 'on', z.boolean()).optional(),
})

export type ListingDraftInput = z.input<typeof ListingDraftSchema>
export type ListingDraft = z.output<typeof ListingDraftSchema>

export const LIST_PER_PAGE = 25

export const ListingFilterSchema = z.object({
  status: z.preprocess(blankToNull, z.enum(PROPERTY_STATUSES, 'validation.invalid_option').nullable()).optional(),
  property_type_id: optionalId.optional(),
  municipality_id: optionalId.optional(),
  adviser_id: optionalId.optional(),
  customer_id: optionalId.optional(),
  code: optionalText(LISTING_TEXT_LIMITS.code).optional(),
  page: z.preprocess((v) => (v == null || v === '' ? 1 : Number(v)), z.number().int().min(1).max(100_000)).optional(),
  per_page: z
    .preprocess((v) => (v == null || v === '' ? LIST_PER_PAGE : Number(v)), z.number().int().min(1).max(100))
    .optional(),
})

export type ListingFilterInput = z.input<typeof ListingFilterSchema>

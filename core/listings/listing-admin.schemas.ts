/**
 * The back-office listing form and list filter: one schema each for the JSON API
 * (`/api/admin/properties`, and its OpenAPI document) and the pages. Ids arrive as the
 * opaque public ids and leave decoded (a malformed one is a 422 on its field); numbers may
 * arrive as strings (forms) and an empty value means "not given". Messages are catalogue keys.
 */
import { z } from 'zod'
import { PageNumber, decodeId, opaqueId, optionalOpaqueId, type IdKind } from '#core/shared'
import { BUSINESS_TYPES } from './business-types.constants'
import { MAX_MIN_TERM_MONTHS, RENTAL_DOCUMENTS, RENTAL_GUARANTEES } from './rental-requirements.constants'
import { LIST_PER_PAGE, LISTING_TEXT_LIMITS, MAX_FEATURES, PROPERTY_STATUSES } from './listing-admin.constants'

export { LIST_PER_PAGE, LISTING_TEXT_LIMITS, MAX_FEATURES, PROPERTY_STATUSES }

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

/**
 * A list of opaque ids of one kind (one value alone counts as a list of one, as a form's
 * repeated field sends it), each decoded; a malformed one is an error on the list's field.
 */
const opaqueIdList = (kind: IdKind, max: number) =>
  z.preprocess(
    (v) => (v == null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string().max(24))
      .max(max)
      .transform((values, ctx) => {
        const ids = values.map((value) => decodeId(kind, value.trim()))
        if (ids.every((id): id is number => id !== null)) return ids
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' })
        return z.NEVER
      }),
  )

const MONEY_MAX = 1_000_000_000_000

/** A yes/no that a form sends as "on"/"1"/"true" (or "0"/"false"/"" for no); null or absent: not given. */
const optionalFlag = z.preprocess(
  (v) =>
    v == null
      ? undefined
      : v === true || v === 'true' || v === '1' || v === 'on'
        ? true
        : v === false || v === 'false' || v === '0' || v === ''
          ? false
          : v,
  z.boolean('validation.invalid').optional(),
)

/** A list of choices (one value alone counts as a list of one, "" as none). */
const choiceList = <T extends readonly [string, ...string[]]>(choices: T) =>
  z.preprocess(
    (v) => (v == null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.enum(choices, 'validation.invalid_option')).max(choices.length),
  )

/**
 * What a tenant must bring (issue 14): the guarantees accepted, the documents asked for, the
 * minimum term in months, pets and furnished (the listing's features 'pets-allowed' and
 * 'furnished'). A member left out keeps the listing's own. "none" (no guarantee) stands alone.
 */
export const RentalRequirementsSchema = z
  .object({
    guarantees: choiceList(RENTAL_GUARANTEES)
      .refine((list) => !(list.includes('none') && list.length > 1), 'admin.properties.guarantee_none_alone')
      .optional(),
    documents: choiceList(RENTAL_DOCUMENTS).optional(),
    min_term_months: optionalInt(1, MAX_MIN_TERM_MONTHS).optional(),
    pets_allowed: optionalFlag,
    furnished: optionalFlag,
  })
  .meta({ id: 'RentalRequirements' })

export const ListingDraftSchema = z.object({
  code: optionalText(LISTING_TEXT_LIMITS.code)
    .refine((v) => v === null || /^[A-Za-z0-9-]+$/.test(v), 'validation.invalid')
    .optional(),
  agency_code: optionalText(LISTING_TEXT_LIMITS.agencyCode).optional(),
  property_type_id: opaqueId('propertyType'),
  business_type: z.enum(BUSINESS_TYPES, 'validation.invalid_option'),
  title: z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(LISTING_TEXT_LIMITS.title)),
  description: z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(LISTING_TEXT_LIMITS.description)),
  rent_price: optionalInt(0, MONEY_MAX).optional(),
  sale_price: optionalInt(0, MONEY_MAX).optional(),
  admin_price: optionalInt(0, MONEY_MAX).optional(),
  build_area: optionalNumber(0, 10_000_000).optional(),
  private_area: optionalNumber(0, 10_000_000).optional(),
  lot_area: optionalNumber(0, 100_000_000).optional(),
  stratum: optionalInt(1, 6).optional(),
  bedrooms: optionalInt(0, 100).optional(),
  bathrooms: optionalInt(0, 100).optional(),
  parking: optionalInt(0, 1000).optional(),
  floor: optionalInt(-10, 200).optional(),
  age: optionalInt(0, 500).optional(),
  department_id: optionalOpaqueId('department').optional(),
  municipality_id: optionalOpaqueId('municipality').optional(),
  sector_id: optionalOpaqueId('sector').optional(),
  address: optionalText(LISTING_TEXT_LIMITS.address).optional(),
  lat: optionalNumber(-90, 90).optional(),
  lon: optionalNumber(-180, 180).optional(),
  feature_ids: opaqueIdList('feature', MAX_FEATURES).optional(),
  rental_requirements: RentalRequirementsSchema.optional(),
  adviser_id: optionalOpaqueId('adviser').optional(),
  /** SuperAdmin only: the agency that owns a new listing (others always create in their own). */
  customer_id: optionalOpaqueId('customer').optional().meta({ description: 'SuperAdmin only: the owning agency' }),
  /** "Save and publish": save, then publish under the publish rules. */
  publish: z
    .preprocess((v) => v === true || v === 'true' || v === '1' || v === 'on', z.boolean())
    .optional()
    .meta({ description: '"Save and publish"' }),
})

/** The listing form as the use cases receive it (ids decoded). */
export type ListingDraft = z.output<typeof ListingDraftSchema>

export const ListingFilterSchema = z.object({
  status: z.preprocess(blankToNull, z.enum(PROPERTY_STATUSES, 'validation.invalid_option').nullable()).optional(),
  property_type_id: optionalOpaqueId('propertyType').optional(),
  municipality_id: optionalOpaqueId('municipality').optional(),
  adviser_id: optionalOpaqueId('adviser').optional(),
  customer_id: optionalOpaqueId('customer').optional(),
  code: optionalText(LISTING_TEXT_LIMITS.code).optional(),
  page: PageNumber,
  per_page: z
    .preprocess((v) => (v == null || v === '' ? LIST_PER_PAGE : Number(v)), z.number().int().min(1).max(100))
    .optional(),
})

/** The list filter as the use case receives it (ids decoded; page and size filled in when given empty). */
export type ListingFilter = z.output<typeof ListingFilterSchema>

/** The photos' new order (PUT …/photos/order): every photo id of the listing once, the cover first. */
export const PhotoOrderSchema = z.object({
  photo_ids: opaqueIdList('photo', 1000),
})

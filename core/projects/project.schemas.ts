/**
 * The back-office project inputs (`/api/admin/projects` and its OpenAPI document): one schema
 * per use case. Ids arrive as opaque public ids and leave decoded (a malformed one is a 422 on
 * its field); a nullable field given null is cleared. Messages are catalogue keys.
 */
import { z } from 'zod'
import { PageNumber, opaqueId, optionalOpaqueId } from '#core/shared'
import {
  MAX_AMENITIES,
  MAX_UNIT_TYPES,
  PROJECT_LIST_PER_PAGE,
  PROJECT_STAGES,
  PROJECT_STATUSES,
  PROJECT_TEXT_LIMITS as LIMITS,
} from './project.constants'

const MONEY_MAX = 1_000_000_000_000

const int = (min: number, max: number) =>
  z.number('validation.invalid').int('validation.invalid').min(min).max(max).nullable().optional()
const decimal = (min: number, max: number) => z.number('validation.invalid').min(min).max(max).nullable().optional()
/** Text that may be cleared: blank or null is none. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null))

/** A unit type (tipología). With `id` (PATCH) it updates that one; without, it is a new one. */
export const UnitTypeInputSchema = z.object({
  id: opaqueId('projectUnitType').optional().meta({ description: 'PATCH: the unit type to keep and update' }),
  name: z.string('validation.required').trim().min(1, 'validation.required').max(LIMITS.unitTypeName),
  built_area: decimal(0, 100_000),
  private_area: decimal(0, 100_000),
  bedrooms: int(0, 20),
  bathrooms: int(0, 20),
  parking: int(0, 20),
  price_from: int(0, MONEY_MAX).meta({ description: 'Pesos (COP)' }),
  units_available: int(0, 100_000),
})
export type UnitTypeInput = z.output<typeof UnitTypeInputSchema>

export const SalesRoomSchema = z.object({
  address: text(LIMITS.salesRoomAddress),
  hours: text(LIMITS.salesRoomHours).meta({ description: 'Opening hours, as the builder writes them' }),
  phone: text(LIMITS.salesRoomPhone),
})

const fields = {
  code: text(LIMITS.code).meta({
    description: 'The builder’s own code of the project (unique per builder): what a CSV import updates it by',
  }),
  name: z.string('validation.required').trim().min(1, 'validation.required').max(LIMITS.name),
  description: z.string().trim().max(LIMITS.description).optional(),
  department_id: optionalOpaqueId('department').optional(),
  municipality_id: optionalOpaqueId('municipality').optional(),
  sector_id: optionalOpaqueId('sector').optional(),
  stage: z.enum(PROJECT_STAGES, 'validation.invalid_option'),
  delivery_year: int(2000, 2100),
  delivery_month: int(1, 12),
  stratum: int(1, 6),
  vis: z.boolean('validation.invalid').optional().meta({ description: 'Vivienda de interés social' }),
  vip: z.boolean('validation.invalid').optional().meta({ description: 'Vivienda de interés prioritario' }),
  lat: decimal(-90, 90),
  lon: decimal(-180, 180),
  sales_room: SalesRoomSchema.optional(),
  amenity_ids: z
    .array(opaqueId('feature'))
    .max(MAX_AMENITIES)
    .optional()
    .meta({ description: 'Features of the categories building and security' }),
  video_url: z
    .url({ protocol: /^https?$/, error: 'validation.invalid' })
    .max(LIMITS.videoUrl)
    .nullable()
    .optional(),
  unit_types: z.array(UnitTypeInputSchema).max(MAX_UNIT_TYPES).optional(),
}

/** A new project (a draft). `customer_id`: SuperAdmin only, the builder that owns it. */
export const ProjectDraftSchema = z.object({
  ...fields,
  customer_id: optionalOpaqueId('customer').optional().meta({ description: 'SuperAdmin only: the owning builder' }),
})
export type ProjectDraft = z.output<typeof ProjectDraftSchema>

/**
 * Changes to a project: what is left out stays. `unit_types`, when given, is the whole list:
 * entries with an `id` update that unit type, entries without one are added, the others removed.
 */
export const ProjectPatchSchema = z.object(fields).partial()
export type ProjectPatch = z.output<typeof ProjectPatchSchema>

/** A construction progress update: the percent built now (never below the last) and a note. */
export const ProjectProgressSchema = z.object({
  percent: z.number('validation.required').int('validation.invalid').min(0).max(100),
  note: z.string().trim().max(LIMITS.progressNote).optional(),
})
export type ProjectProgressInput = z.output<typeof ProjectProgressSchema>

/** The gallery's new order: every photo id once (the first becomes the cover). */
export const ProjectPhotoOrderSchema = z.object({
  photo_ids: z.array(opaqueId('projectPhoto')).min(1, 'validation.required').max(1000),
})

export const ProjectFilterSchema = z.object({
  status: z.enum(PROJECT_STATUSES, 'validation.invalid_option').optional(),
  q: z.string().trim().max(LIMITS.name).optional().meta({ description: 'Part of the project’s name' }),
  customer_id: optionalOpaqueId('customer').optional(),
  page: PageNumber,
  per_page: z
    .preprocess((v) => (v == null || v === '' ? PROJECT_LIST_PER_PAGE : Number(v)), z.number().int().min(1).max(100))
    .optional(),
})
export type ProjectFilter = z.output<typeof ProjectFilterSchema>

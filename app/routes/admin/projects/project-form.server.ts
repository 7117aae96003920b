/**
 * The project form's server side, for /admin/projects/new and /admin/projects/{id}: its
 * choices, the submitted form shaped as the API's body (numbers, flags, the sales room and the
 * unit type rows) and parsed by the use case's own schema (ProjectDraftSchema / ProjectPatchSchema),
 * and a project as the form shows it. Field names are the API's paths (`sales_room.phone`,
 * `unit_types.0.price_from`), so a refusal's messages land on their fields.
 */
import { listFeatures } from '#core/catalog'
import { AMENITY_CATEGORIES, type AdminProjectView, ProjectDraftSchema, ProjectPatchSchema } from '#core/projects'
import { encodeId, parseInput } from '#core/shared'
import type { ServiceContext } from '#core/shared/browser'
import { formFields, type FormFields } from '#web/input'
import { placeChoices } from '../properties/listing-form.server'

/** A submitted project form, every field as typed (the amenities as a list). */
export type ProjectFormValues = FormFields

const LISTS = ['amenity_ids'] as const
const FLAGS = ['vis', 'vip'] as const
const INTEGERS = ['delivery_month', 'delivery_year', 'stratum'] as const
const DECIMALS = ['lat', 'lon'] as const
const UNIT_INTEGERS = ['bedrooms', 'bathrooms', 'parking', 'price_from', 'units_available'] as const
const UNIT_DECIMALS = ['built_area', 'private_area'] as const
export const UNIT_FIELDS = ['name', ...UNIT_DECIMALS, ...UNIT_INTEGERS] as const
const ROOM_FIELDS = ['address', 'hours', 'phone'] as const

/** A number as typed ("320.000.000", "58,5"): blank is none, and what is not a number goes on for the schema to refuse. */
function typedNumber(value: string | undefined, whole: boolean): number | string | null {
  const text = value?.trim() ?? ''
  if (!text) return null
  const n = Number(whole ? text.replace(/[.\s$]/g, '') : text.replace(',', '.'))
  return Number.isFinite(n) ? n : text
}

/** The row indexes the form sent (`unit_types.3.name` → 3), in order. */
function unitRows(fields: Record<string, string | string[]>): number[] {
  const rows = new Set<number>()
  for (const key of Object.keys(fields)) {
    const m = /^unit_types\.(\d+)\./.exec(key)
    if (m) rows.add(Number(m[1]))
  }
  return [...rows].sort((a, b) => a - b)
}

/** The form as the API's body (what the project schemas read). */
function projectBody(form: FormData) {
  const fields = formFields(form, LISTS)
  const text = (k: string) => (typeof fields[k] === 'string' ? (fields[k] as string) : undefined)
  const body: Record<string, unknown> = {
    name: text('name') ?? '',
    description: text('description') ?? '',
    stage: text('stage') || undefined,
    department_id: text('department_id'),
    municipality_id: text('municipality_id'),
    sector_id: text('sector_id'),
    video_url: text('video_url')?.trim() || null,
    amenity_ids: fields.amenity_ids,
    sales_room: Object.fromEntries(ROOM_FIELDS.map((k) => [k, text(`sales_room.${k}`) ?? null])),
  }
  for (const k of FLAGS) body[k] = text(k) === 'on'
  for (const k of INTEGERS) body[k] = typedNumber(text(k), true)
  for (const k of DECIMALS) body[k] = typedNumber(text(k), false)
  body.unit_types = unitRows(fields).map((i) => {
    const v = (k: string) => text(`unit_types.${i}.${k}`)
    const row: Record<string, unknown> = { name: v('name') ?? '' }
    if (v('id')) row.id = v('id')
    for (const k of UNIT_DECIMALS) row[k] = typedNumber(v(k), false)
    for (const k of UNIT_INTEGERS) row[k] = typedNumber(v(k), true)
    return row
  })
  return body
}

/** A new project from the form, or a 422 with field messages. */
export function projectDraft(form: FormData) {
  return parseInput(ProjectDraftSchema, projectBody(form))
}

/** The changes the form sends (all of it: the unit types given replace the list), or a 422. */
export function projectPatch(form: FormData) {
  return parseInput(ProjectPatchSchema, projectBody(form))
}

/** What was typed, to show again after a refusal (every field but the button's intent). */
export function typedProjectValues(form: FormData): ProjectFormValues {
  const { intent: _intent, ...fields } = formFields(form, LISTS)
  return fields
}

/** A saved project as the form's fields. */
export function projectFormValues(p: AdminProjectView): ProjectFormValues {
  const s = (v: string | number | null) => (v == null ? '' : String(v))
  const values: ProjectFormValues = {
    name: p.name,
    description: p.description,
    stage: p.stage,
    department_id: s(p.department_id),
    municipality_id: s(p.municipality_id),
    sector_id: s(p.sector_id),
    delivery_month: s(p.delivery_month),
    delivery_year: s(p.delivery_year),
    stratum: s(p.stratum),
    lat: s(p.lat),
    lon: s(p.lon),
    video_url: s(p.video_url),
    amenity_ids: p.amenity_ids,
  }
  if (p.vis) values.vis = 'on'
  if (p.vip) values.vip = 'on'
  for (const k of ROOM_FIELDS) values[`sales_room.${k}`] = s(p.sales_room[k])
  p.unit_types.forEach((u, i) => {
    values[`unit_types.${i}.id`] = u.id
    for (const k of UNIT_FIELDS) values[`unit_types.${i}.${k}`] = s(u[k])
  })
  return values
}

/** The form's choices: places (as the listing form's), the development's amenities, the map. */
export async function projectFormContext(
  ctx: ServiceContext,
  place: { departmentId: number | null; municipalityId: number | null },
) {
  const [{ departments, places, map }, features] = await Promise.all([placeChoices(ctx, place), listFeatures(ctx.db)])
  const categories: readonly string[] = AMENITY_CATEGORIES
  return {
    departments,
    places,
    map,
    amenities: features
      .filter((f) => categories.includes(f.category))
      .map((f) => ({ id: encodeId('feature', f.id), name: f.nameEs })),
  }
}

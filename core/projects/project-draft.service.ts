/**
 * A project input (new or changes) turned into the values saving it writes: the places it
 * names checked against each other and the amenities against the catalogue (a 422 on the field
 * otherwise), and what it leaves out kept from the project. Shared by createProject and
 * updateProject.
 */
import type { Executor } from '#db/client'
import { validationError, type FieldErrors } from '#core/shared'
import { AMENITY_CATEGORIES } from './project.constants'
import type { ProjectDraft, ProjectPatch } from './project.schemas'
import {
  findFeatureCategories,
  findPlaces,
  findProjectsByCodes,
  type ProjectRecord,
  type ProjectValues,
} from './project-admin.queries'

/** The value of a field the input names, else the project's own (undefined when neither has one). */
const given = <T>(value: T | undefined, existing: T | undefined): T | undefined =>
  value === undefined ? existing : value

export async function resolveProjectInput(
  db: Executor,
  input: ProjectDraft | ProjectPatch,
  existing: ProjectRecord | null,
  customerId = existing?.customerId,
): Promise<{ values: ProjectValues; amenityIds: number[] | undefined }> {
  const errors: FieldErrors = {}
  // The builder's code names one project of its own.
  if (input.code && customerId !== undefined && input.code !== existing?.code) {
    const taken = (await findProjectsByCodes(db, customerId, [input.code])).get(input.code)
    if (taken && taken.id !== existing?.id) errors.code = [{ key: 'projects.code_taken' }]
  }
  const departmentId = given(input.department_id, existing?.departmentId) ?? null
  const municipalityId = given(input.municipality_id, existing?.municipalityId) ?? null
  const sectorId = given(input.sector_id, existing?.sectorId) ?? null
  const places = await findPlaces(db, { departmentId, municipalityId, sectorId })
  if (departmentId && !places.department) (errors.department_id ??= []).push({ key: 'validation.invalid_option' })
  if (municipalityId && !places.municipality) (errors.municipality_id ??= []).push({ key: 'validation.invalid_option' })
  if (places.municipality && departmentId && places.municipality.departmentId !== departmentId)
    (errors.municipality_id ??= []).push({ key: 'admin.properties.municipality_mismatch' })
  if (sectorId && !places.sector) (errors.sector_id ??= []).push({ key: 'validation.invalid_option' })
  if (places.sector && places.sector.municipalityId !== municipalityId)
    (errors.sector_id ??= []).push({ key: 'admin.properties.sector_mismatch' })

  const amenityIds = input.amenity_ids && [...new Set(input.amenity_ids)]
  if (amenityIds?.length) {
    const categories = await findFeatureCategories(db, amenityIds)
    const amenity = (id: number) => (AMENITY_CATEGORIES as readonly string[]).includes(categories.get(id) ?? '')
    if (!amenityIds.every(amenity)) (errors.amenity_ids ??= []).push({ key: 'projects.amenity_invalid' })
  }
  if (Object.keys(errors).length) throw validationError(errors)

  const room = input.sales_room
  const values: ProjectValues = {
    code: input.code,
    name: input.name,
    description: input.description,
    departmentId,
    municipalityId,
    sectorId,
    stage: input.stage,
    deliveryYear: input.delivery_year,
    deliveryMonth: input.delivery_month,
    stratum: input.stratum,
    vis: input.vis,
    vip: input.vip,
    lat: input.lat,
    lon: input.lon,
    videoUrl: input.video_url,
    salesRoomAddress: room?.address,
    salesRoomHours: room?.hours,
    salesRoomPhone: room?.phone,
  }
  // Left out: unchanged (drizzle skips undefined in an update).
  for (const key of Object.keys(values) as (keyof ProjectValues)[]) if (values[key] === undefined) delete values[key]
  return { values, amenityIds }
}

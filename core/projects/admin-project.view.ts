/**
 * A project as the back-office sees it (`/api/admin/projects` answers), in the API's snake_case
 * names with opaque ids, and a row of the list. The API documents these schemas and the views
 * are typed by them.
 */
import { z } from 'zod'
import { mediaUrl } from '#core/media'
import { encodeId, OpaqueIdSchema, PublicationDatesSchema, publicationDates, type IdKind } from '#core/shared'
import { PROJECT_STAGES, PROJECT_STATUSES } from './project.constants'
import type { ProjectRecord, ProjectRow, UnitTypeRecord } from './project-admin.queries'
import type { ProjectPhotoRecord } from './project-photo.queries'
import {
  FloorPlanSchema,
  floorPlanView,
  projectAlbums,
  ProjectPhotoSchema,
  projectPhotoView,
} from './project-photo.view'
import type { ProjectAction } from './project-status.rules'

const Id = OpaqueIdSchema
const Num = z.number().nullable()
const Text = z.string().nullable()
const enc = (kind: IdKind, id: number | null) => (id == null ? null : encodeId(kind, id))

/** What a project is (stage, delivery, progress, stratum, VIS/VIP): the same fields for the back-office and the public. */
export const ProjectFactsSchema = z.object({
  stage: z.enum(PROJECT_STAGES),
  delivery_year: Num,
  delivery_month: Num,
  progress_percent: z.number().int(),
  stratum: Num,
  vis: z.boolean(),
  vip: z.boolean(),
})

export const ProjectUnitTypeSchema = z
  .object({
    id: Id,
    name: z.string(),
    built_area: Num,
    private_area: Num,
    bedrooms: Num,
    bathrooms: Num,
    parking: Num,
    price_from: Num,
    units_available: Num,
    floor_plan: FloorPlanSchema,
  })
  .meta({ id: 'ProjectUnitType' })

export const ProjectProgressSchema = z
  .object({
    id: Id,
    percent: z.number().int(),
    note: z.string(),
    date: z.string(),
    photos: z.array(ProjectPhotoSchema),
  })
  .meta({ id: 'ProjectProgressUpdate' })

export const SalesRoomViewSchema = z
  .object({ address: Text, hours: Text, phone: Text })
  .meta({ id: 'ProjectSalesRoom' })

export const AdminProjectViewSchema = z
  .object({
    id: Id,
    customer_id: Id,
    status: z.enum(PROJECT_STATUSES),
    code: Text.meta({ description: 'The builder’s own code (CSV import key)' }),
    name: z.string(),
    description: z.string(),
    department_id: Id.nullable(),
    municipality_id: Id.nullable(),
    sector_id: Id.nullable(),
    ...ProjectFactsSchema.shape,
    lat: Num,
    lon: Num,
    sales_room: SalesRoomViewSchema,
    video_url: Text,
    brochure_url: Text.meta({ description: 'The brochure PDF’s address, or null' }),
    amenity_ids: z.array(Id),
    photos: z.array(ProjectPhotoSchema).meta({ description: 'The gallery in order; the first is the cover' }),
    unit_types: z.array(ProjectUnitTypeSchema),
    progress: z.array(ProjectProgressSchema).meta({ description: 'Newest first' }),
    price_history: z
      .array(z.object({ unit_type_id: Id, old_price: Num, new_price: Num, changed_at: z.string() }))
      .meta({ description: 'Each change of a unit type’s price from, newest first' }),
    actions: z.array(z.string()).meta({ description: 'What the caller may do with the project now' }),
    ...PublicationDatesSchema.shape,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminProject' })
export type AdminProjectView = z.infer<typeof AdminProjectViewSchema>

export const AdminProjectRowSchema = z
  .object({
    id: Id,
    customer_id: Id,
    name: z.string(),
    status: z.enum(PROJECT_STATUSES),
    stage: z.enum(PROJECT_STAGES),
    delivery_year: Num,
    delivery_month: Num,
    progress_percent: z.number().int(),
    municipality: Text,
    price_from: Num.meta({ description: 'The lowest price from of its unit types' }),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminProjectRow' })

export function unitTypeView(u: UnitTypeRecord): z.infer<typeof ProjectUnitTypeSchema> {
  return {
    id: encodeId('projectUnitType', u.id),
    name: u.name,
    built_area: u.builtArea,
    private_area: u.privateArea,
    bedrooms: u.bedrooms,
    bathrooms: u.bathrooms,
    parking: u.parking,
    price_from: u.priceFrom,
    units_available: u.unitsAvailable,
    floor_plan: floorPlanView(u),
  }
}

type ProgressRecord = { id: number; percent: number; note: string; createdAt: Date }

/** The progress updates, each with its photos. */
export function progressViews(updates: ProgressRecord[], photos: ProjectPhotoRecord[]) {
  const { byUpdate } = projectAlbums(photos)
  return updates.map((p) => ({
    id: encodeId('projectProgress', p.id),
    percent: p.percent,
    note: p.note,
    date: p.createdAt.toISOString(),
    photos: (byUpdate.get(p.id) ?? []).map(projectPhotoView),
  }))
}

/** The gallery's photos, in order. */
export function galleryView(photos: ProjectPhotoRecord[]) {
  return projectAlbums(photos).gallery.map(projectPhotoView)
}

export function projectFacts(p: ProjectRecord): z.infer<typeof ProjectFactsSchema> {
  return {
    stage: p.stage,
    delivery_year: p.deliveryYear,
    delivery_month: p.deliveryMonth,
    progress_percent: p.progressPercent,
    stratum: p.stratum,
    vis: p.vis,
    vip: p.vip,
  }
}

export function salesRoomView(p: ProjectRecord) {
  return { address: p.salesRoomAddress, hours: p.salesRoomHours, phone: p.salesRoomPhone }
}

export interface AdminProjectDetails {
  unitTypes: UnitTypeRecord[]
  amenityIds: number[]
  progress: ProgressRecord[]
  photos: ProjectPhotoRecord[]
  prices: { unitTypeId: number; oldPrice: number | null; newPrice: number | null; changedAt: Date }[]
  actions: ProjectAction[]
}

export function adminProjectView(p: ProjectRecord, d: AdminProjectDetails): AdminProjectView {
  return {
    id: encodeId('project', p.id),
    customer_id: encodeId('customer', p.customerId),
    status: p.status,
    code: p.code,
    name: p.name,
    description: p.description,
    department_id: enc('department', p.departmentId),
    municipality_id: enc('municipality', p.municipalityId),
    sector_id: enc('sector', p.sectorId),
    ...projectFacts(p),
    lat: p.lat,
    lon: p.lon,
    sales_room: salesRoomView(p),
    video_url: p.videoUrl,
    brochure_url: mediaUrl(p.brochurePath),
    amenity_ids: d.amenityIds.map((id) => encodeId('feature', id)),
    photos: galleryView(d.photos),
    unit_types: d.unitTypes.map(unitTypeView),
    progress: progressViews(d.progress, d.photos),
    price_history: d.prices.map((c) => ({
      unit_type_id: encodeId('projectUnitType', c.unitTypeId),
      old_price: c.oldPrice,
      new_price: c.newPrice,
      changed_at: c.changedAt.toISOString(),
    })),
    actions: d.actions,
    ...publicationDates(p),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  }
}

export function adminProjectRowView(r: ProjectRow): z.infer<typeof AdminProjectRowSchema> {
  return {
    id: encodeId('project', r.id),
    customer_id: encodeId('customer', r.customerId),
    name: r.name,
    status: r.status,
    stage: r.stage,
    delivery_year: r.deliveryYear,
    delivery_month: r.deliveryMonth,
    progress_percent: r.progressPercent,
    municipality: r.municipalityName,
    price_from: r.priceFrom,
    updated_at: r.updatedAt.toISOString(),
  }
}

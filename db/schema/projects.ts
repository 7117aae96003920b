import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { features } from './catalog'
import {
  createdAt,
  ownedBy,
  publicationColumns,
  refersTo,
  timestamptz,
  updatedAt,
  dailyStatsTable,
  visitorDaysTable,
} from './columns'
import { PROJECT_STAGES, PROJECT_STATUSES } from './column-values'
import { customers } from './customers'
import { departments, municipalities, sectors } from './places'
import { users } from './users'

const money = (name: string) => bigint(name, { mode: 'number' })

/**
 * A builder's new-homes project (issue 32, migration 0023, ADR 0027): sold off-plan or under
 * construction, with unit types, progress updates and the life cycle of a listing. The sales
 * room is where buyers visit; lat/lon is the project's own point (shown approximate).
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    customerId: refersTo('customer_id', () => customers.id),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('draft'),
    statusBeforeDelete: text('status_before_delete', { enum: PROJECT_STATUSES }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    departmentId: integer('department_id').references(() => departments.id),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    sectorId: integer('sector_id').references(() => sectors.id),
    salesRoomAddress: text('sales_room_address'),
    salesRoomHours: text('sales_room_hours'),
    salesRoomPhone: text('sales_room_phone'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    stage: text('stage', { enum: PROJECT_STAGES }).notNull(),
    deliveryYear: smallint('delivery_year'),
    deliveryMonth: smallint('delivery_month'),
    /** The latest progress update's percent (0 until the first). */
    progressPercent: smallint('progress_percent').notNull().default(0),
    stratum: smallint('stratum'),
    /** Vivienda de interés social / prioritaria. */
    vis: boolean('vis').notNull().default(false),
    vip: boolean('vip').notNull().default(false),
    videoUrl: text('video_url'),
    brochurePath: text('brochure_path'),
    /** The builder's own code of the project: what a CSV import updates it by (unique per builder). */
    code: text('code'),
    createdById: integer('created_by_id').references(() => users.id),
    ...publicationColumns(),
  },
  (t) => [
    index('projects_customer_status_idx').on(t.customerId, t.status),
    uniqueIndex('projects_customer_code_uq')
      .on(t.customerId, t.code)
      .where(sql`code IS NOT NULL`),
    index('projects_pub_municipality_idx')
      .on(t.municipalityId)
      .where(sql`status = 'published'`),
  ],
)

/** The development's amenities (piscina, gimnasio, portería 24 h…), from the features catalogue. */
export const projectAmenities = pgTable(
  'project_amenities',
  {
    projectId: ownedBy('project_id', () => projects.id),
    featureId: refersTo('feature_id', () => features.id),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.featureId] })],
)

/** A unit type (tipología) of a project: its areas, rooms and price from (integer pesos). */
export const projectUnitTypes = pgTable(
  'project_unit_types',
  {
    id: serial('id').primaryKey(),
    projectId: ownedBy('project_id', () => projects.id),
    name: text('name').notNull(),
    builtArea: doublePrecision('built_area'),
    privateArea: doublePrecision('private_area'),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    parking: smallint('parking'),
    priceFrom: money('price_from'),
    unitsAvailable: integer('units_available'),
    /** Storage key prefix of the floor-plan image (files as a photo's: `{key}-{width}.webp`). */
    floorPlanPath: text('floor_plan_path'),
    /** The floor plan's stored widths, "480,800" (migration 0024). */
    floorPlanWidths: text('floor_plan_widths'),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('project_unit_types_project_idx').on(t.projectId, t.position)],
)

/** Each change of a unit type's price from, for "bajó de precio" alerts (as property_price_changes). */
export const projectUnitTypePrices = pgTable(
  'project_unit_type_prices',
  {
    id: serial('id').primaryKey(),
    unitTypeId: ownedBy('unit_type_id', () => projectUnitTypes.id),
    projectId: ownedBy('project_id', () => projects.id),
    oldPrice: money('old_price'),
    newPrice: money('new_price'),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('project_unit_type_prices_unit_idx').on(t.unitTypeId, t.changedAt),
    index('project_unit_type_prices_project_idx').on(t.projectId, t.changedAt),
  ],
)

/** A dated construction progress update (percent and a note; its photos are project_photos rows). */
export const projectProgressUpdates = pgTable(
  'project_progress_updates',
  {
    id: serial('id').primaryKey(),
    projectId: ownedBy('project_id', () => projects.id),
    percent: smallint('percent').notNull(),
    note: text('note').notNull().default(''),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('project_progress_updates_project_idx').on(t.projectId, t.createdAt)],
)

/**
 * A project's photos (migration 0024), in the shape of property_photos: the gallery when
 * progressUpdateId is null (the first is the cover), else the photos of that progress update.
 */
export const projectPhotos = pgTable(
  'project_photos',
  {
    id: serial('id').primaryKey(),
    projectId: ownedBy('project_id', () => projects.id),
    progressUpdateId: integer('progress_update_id').references(() => projectProgressUpdates.id, {
      onDelete: 'cascade',
    }),
    position: smallint('position').notNull().default(0),
    /** Storage key prefix; files are `{key}-{width}.webp` and `{key}-og.jpg`. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: text('widths').notNull().default('480,800,1200'),
    alt: text('alt'),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_photos_project_idx').on(t.projectId, t.position),
    index('project_photos_progress_idx')
      .on(t.progressUpdateId)
      .where(sql`progress_update_id IS NOT NULL`),
  ],
)

/**
 * A visitor following a project (migration 0027, ADR 0029): its progress updates, price drops
 * and stage changes are e-mailed to them, queued in the same transaction as the change.
 */
export const projectFollows = pgTable(
  'project_follows',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    projectId: ownedBy('project_id', () => projects.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_follows_user_project_idx').on(t.userId, t.projectId),
    index('project_follows_project_idx').on(t.projectId),
  ],
)

/** What each project brings, per Bogotá day, as listing_daily_stats (migration 0026, docs/statistics.md). */
export const projectDailyStats = dailyStatsTable('project_daily_stats', {
  projectId: ownedBy('project_id', () => projects.id),
})

/** What one visitor did with a project on a Bogotá day (LISTING_EVENT bits); its trigger raises project_daily_stats. */
export const projectVisitorDays = visitorDaysTable('project_visitor_days', {
  projectId: ownedBy('project_id', () => projects.id),
})

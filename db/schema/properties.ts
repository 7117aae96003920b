import { sql } from 'drizzle-orm'
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  boolean,
  jsonb,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import {
  createdAt,
  ownedBy,
  publicationColumns,
  refersTo,
  timestamptz,
  counter,
  dailyStatsTable,
  visitorDaysTable,
} from './columns'
import { features, propertyTypes } from './catalog'
import { advisers, customers } from './customers'
import { departments, municipalities, sectors } from './places'
import { tsvector } from './types'
import { apiKeys, users } from './users'
import {
  BUSINESS_TYPES,
  CLOSED_AS,
  PROPERTY_STATUSES,
  type PropertyStatus,
  type RentalDocument,
  type RentalGuarantee,
} from './column-values'

export { PROPERTY_STATUSES, type PropertyStatus }

const money = (name: string) => bigint(name, { mode: 'number' })

/**
 * A listing. Money is integer pesos. search_document is written by the application
 * (title, description, barrio, municipality, code); search_vector is generated from it
 * through immutable_unaccent (see migration 0001).
 */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    agencyCode: text('agency_code'),
    customerId: refersTo('customer_id', () => customers.id),
    adviserId: integer('adviser_id').references(() => advisers.id),
    propertyTypeId: refersTo('property_type_id', () => propertyTypes.id),
    businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull(),
    status: text('status', { enum: PROPERTY_STATUSES }).notNull().default('draft'),
    statusBeforeDelete: text('status_before_delete', { enum: PROPERTY_STATUSES }),
    /** Why its owner closed it (migration 0032): rented or sold; null otherwise. */
    closedAs: text('closed_as', { enum: CLOSED_AS }),
    /** Staff checked the owner's certificado de tradición against their name and this address (migration 0034). */
    ownerVerifiedAt: timestamptz('owner_verified_at'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    rentPrice: money('rent_price'),
    salePrice: money('sale_price'),
    adminPrice: money('admin_price'),
    buildArea: doublePrecision('build_area'),
    /** Área privada: the built area less walls and shared parts (what Colombian deeds state). */
    privateArea: doublePrecision('private_area'),
    lotArea: doublePrecision('lot_area'),
    stratum: smallint('stratum'),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    parking: smallint('parking'),
    floor: smallint('floor'),
    age: smallint('age'),
    /** What a tenant must bring (migration 0014; core/listings/rental-requirements.constants.ts). */
    rentalGuarantees: text('rental_guarantees')
      .array()
      .$type<RentalGuarantee[]>()
      .notNull()
      .default(sql`'{}'`),
    rentalDocuments: text('rental_documents')
      .array()
      .$type<RentalDocument[]>()
      .notNull()
      .default(sql`'{}'`),
    rentalMinTermMonths: smallint('rental_min_term_months'),
    departmentId: integer('department_id').references(() => departments.id),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    sectorId: integer('sector_id').references(() => sectors.id),
    address: text('address'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    /**
     * The same property listed by several agencies: the smallest id of its listings, NULL for a
     * listing alone (migration 0017; core/listings/same-property.rules.ts).
     */
    propertyGroup: integer('property_group'),
    createdById: integer('created_by_id').references(() => users.id),
    searchDocument: text('search_document').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('spanish'::regconfig, immutable_unaccent(search_document))`,
    ),
    monthlyTotal: money('monthly_total').generatedAlwaysAs(sql`rent_price + coalesce(admin_price, 0)`),
    ...publicationColumns(),
  },
  (t) => [
    index('properties_customer_status_idx').on(t.customerId, t.status),
    // codeExists compares codes without case.
    index('properties_code_lower_idx').using('btree', sql`lower(${t.code})`),
    // An agency's own code names one of its listings: the upsert key of an import (ADR 0018).
    uniqueIndex('properties_customer_agency_code_uq')
      .on(t.customerId, t.agencyCode)
      .where(sql`agency_code is not null`),
    index('properties_pub_municipality_type_idx')
      .on(t.municipalityId, t.propertyTypeId, t.publishedAt.desc())
      .where(sql`status = 'published'`),
    index('properties_pub_published_at_idx')
      .on(t.publishedAt.desc())
      .where(sql`status = 'published'`),
    index('properties_pub_sector_idx')
      .on(t.sectorId)
      .where(sql`status = 'published'`),
    index('properties_pub_rent_idx')
      .on(t.rentPrice)
      .where(sql`status = 'published' and rent_price is not null`),
    index('properties_pub_sale_idx')
      .on(t.salePrice)
      .where(sql`status = 'published' and sale_price is not null`),
    index('properties_search_vector_idx').using('gin', t.searchVector),
    index('properties_property_group_idx')
      .on(t.propertyGroup)
      .where(sql`property_group is not null`),
    index('properties_same_property_idx')
      .on(t.municipalityId, t.propertyTypeId, t.businessType, t.stratum, t.bedrooms)
      .where(sql`deleted_at is null`),
    // Search (docs/search-explain.md): a place with a price order or range, a department or a
    // type with the newest first.
    index('properties_pub_municipality_rent_idx')
      .on(t.municipalityId, t.rentPrice)
      .where(sql`status = 'published' and rent_price is not null`),
    index('properties_pub_municipality_sale_idx')
      .on(t.municipalityId, t.salePrice)
      .where(sql`status = 'published' and sale_price is not null`),
    index('properties_pub_department_published_idx')
      .on(t.departmentId, t.publishedAt.desc())
      .where(sql`status = 'published'`),
    index('properties_pub_type_published_idx')
      .on(t.propertyTypeId, t.publishedAt.desc())
      .where(sql`status = 'published'`),
  ],
)

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: serial('id').primaryKey(),
    propertyId: ownedBy('property_id', () => properties.id),
    position: smallint('position').notNull().default(0),
    /** Storage key prefix; files are `{key}-{width}.webp` and `{key}-og.jpg`. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: text('widths').notNull().default('480,800,1200'),
    alt: text('alt'),
    /** The address an import fetched it from (null for an upload): the same file fetches nothing again. */
    sourceUrl: text('source_url'),
    /**
     * 64-bit perceptual hash (dHash) of the stored picture, to find a photo reused by another
     * account (migration 0033: four expression indexes on its 16-bit bands; docs/fraud-signals.md).
     */
    dhash: bigint('dhash', { mode: 'bigint' }),
    /**
     * Stored before hashes were kept and not hashed yet (migration 0035): the hash-stored-photos
     * job reads the file back and hashes it (core/fraud/hash-stored-photos.service.ts).
     */
    dhashPending: boolean('dhash_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_photos_property_idx').on(t.propertyId, t.position),
    index('property_photos_dhash_pending_idx')
      .on(t.id)
      .where(sql`dhash_pending`),
  ],
)

export const propertyFeatures = pgTable(
  'property_features',
  {
    propertyId: ownedBy('property_id', () => properties.id),
    featureId: refersTo('feature_id', () => features.id),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.featureId] }), index('property_features_feature_idx').on(t.featureId)],
)

/** Each price change, for favourite price-drop notices and saved-search alerts. */
export const propertyPriceChanges = pgTable(
  'property_price_changes',
  {
    id: serial('id').primaryKey(),
    propertyId: ownedBy('property_id', () => properties.id),
    oldRentPrice: money('old_rent_price'),
    newRentPrice: money('new_rent_price'),
    oldSalePrice: money('old_sale_price'),
    newSalePrice: money('new_sale_price'),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('property_price_changes_property_idx').on(t.propertyId, t.changedAt)],
)

export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const

/** One row's problem (an error) or note (a warning) in an import: a catalogue message, translated when shown. */
export interface ImportRowError {
  line: number
  field: string
  message: { key: string; params?: Record<string, string | number> }
}

/** A bulk import of listings (ADR 0018): its progress while it runs and its report after. */
export const listingImports = pgTable(
  'listing_imports',
  {
    id: serial('id').primaryKey(),
    customerId: refersTo('customer_id', () => customers.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    apiKeyId: integer('api_key_id').references(() => apiKeys.id),
    /** What the file imports: the agency's listings, or a builder's projects and unit types. */
    kind: text('kind', { enum: ['listings', 'projects'] })
      .notNull()
      .default('listings'),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['csv', 'xml'] }).notNull(),
    unpublishMissing: boolean('unpublish_missing').notNull().default(false),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('running'),
    total: counter('total'),
    done: counter('done'),
    created: counter('created'),
    updated: counter('updated'),
    unchanged: counter('unchanged'),
    unpublished: counter('unpublished'),
    /** Rows not imported: created + updated + unchanged + failed = the rows read. */
    failed: counter('failed'),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    errorCount: counter('error_count'),
    /** What a row that was imported should know (a barrio not in the catalogue, a draft without a photo). */
    warnings: jsonb('warnings').$type<ImportRowError[]>().notNull().default([]),
    warningCount: counter('warning_count'),
    heartbeatAt: timestamptz('heartbeat_at').notNull().defaultNow(),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('listing_imports_customer_idx').on(t.customerId, t.createdAt),
    // One running import per agency (ADR 0018).
    uniqueIndex('listing_imports_running_uq')
      .on(t.customerId)
      .where(sql`status = 'running'`),
  ],
)

/** What each listing brings, per Bogotá day: the sums of listing_visitor_days, no visitor named (docs/statistics.md). */
export const listingDailyStats = dailyStatsTable(
  'listing_daily_stats',
  { propertyId: ownedBy('property_id', () => properties.id) },
  {
    favorites: counter('favorites'),
    comparisons: counter('comparisons'),
  },
)

/**
 * What one visitor (client:<cookie> or user:<account>) did with a listing on a Bogotá day, as the
 * bits of LISTING_EVENT (core/dashboard/listing-stats.rules.ts). A trigger raises listing_daily_stats
 * by what a row newly gains (migration 0018); rows are pruned after two days.
 */
export const listingVisitorDays = visitorDaysTable('listing_visitor_days', {
  propertyId: ownedBy('property_id', () => properties.id),
})

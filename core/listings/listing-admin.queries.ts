/** SQL of the back-office listing management (the only place it touches the tables). */
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { likeLiteral, pageWithTotal } from '#core/shared/list-page.sql'
import { updateRowById } from '#core/shared/row-update.sql'
import { firstPhoto } from './first-photo.sql'
import {
  advisers,
  auditLog,
  customers,
  departments,
  features,
  municipalities,
  properties,
  propertyFeatures,
  propertyPhotos,
  propertyPriceChanges,
  propertyTypes,
  sectors,
  users,
  type PropertyStatus,
} from '#db/schema'

export type ListingScope = 'all' | number[]
export type ListingRecord = typeof properties.$inferSelect
export type ListingValues = Partial<typeof properties.$inferInsert>

function scoped(scope: ListingScope): SQL | undefined {
  return scope === 'all' ? undefined : inArray(properties.customerId, scope.length ? scope : [-1])
}

export async function findListingRecord(db: Executor, id: number): Promise<ListingRecord | null> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id))
  return row ?? null
}

/** Locks the row for the rest of the transaction (concurrent status changes queue up). */
export async function lockListingRecord(db: Executor, id: number): Promise<ListingRecord | null> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).for('update')
  return row ?? null
}

export async function countPhotos(db: Executor, propertyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId))
  return Number(row?.n ?? 0)
}

export async function listFeatureIds(db: Executor, propertyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: propertyFeatures.featureId })
    .from(propertyFeatures)
    .where(eq(propertyFeatures.propertyId, propertyId))
  return rows.map((r) => r.id)
}

export async function insertListingRecord(
  db: Executor,
  values: typeof properties.$inferInsert,
): Promise<ListingRecord> {
  const [row] = await db.insert(properties).values(values).returning()
  return row
}

export async function updateListingRecord(db: Executor, id: number, values: ListingValues): Promise<ListingRecord> {
  return updateRowById(db, properties, id, values)
}

export async function replaceFeatures(db: Executor, propertyId: number, featureIds: number[]) {
  await db.delete(propertyFeatures).where(eq(propertyFeatures.propertyId, propertyId))
  if (featureIds.length)
    await db.insert(propertyFeatures).values(featureIds.map((featureId) => ({ propertyId, featureId })))
}

export async function insertPriceChange(db: Executor, row: typeof propertyPriceChanges.$inferInsert) {
  await db.insert(propertyPriceChanges).values(row)
}

export async function codeExists(db: Executor, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(sql`lower(${properties.code}) = lower(${code})`, exceptId ? ne(properties.id, exceptId) : undefined))
    .limit(1)
  return !!row
}

/** Whether another of the agency's listings already carries its own code `agencyCode`. */
export async function agencyCodeExists(
  db: Executor,
  customerId: number,
  agencyCode: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.customerId, customerId),
        eq(properties.agencyCode, agencyCode),
        exceptId ? ne(properties.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  return !!row
}

export interface DraftReferences {
  typeName: string | null
  departmentExists: boolean
  municipalityDepartmentId: number | null
  municipalityName: string | null
  sectorMunicipalityId: number | null
  sectorName: string | null
  adviserCustomerId: number | null
}

/**
 * What the form's ids name, in one read: the type's name, whether the department exists, the
 * municipality's department and name, the sector's municipality and name, and the adviser's
 * agency (null when the id is null or names nothing).
 */
export async function findDraftReferences(
  db: Executor,
  ids: {
    typeId: number
    departmentId: number | null
    municipalityId: number | null
    sectorId: number | null
    adviserId: number | null
  },
): Promise<DraftReferences> {
  const [row] = await queryRows<DraftReferences>(
    db,
    sql`select
      (select ${propertyTypes.nameEs} from ${propertyTypes} where ${propertyTypes.id} = ${ids.typeId}) as "typeName",
      exists (select 1 from ${departments} where ${departments.id} = ${ids.departmentId}) as "departmentExists",
      (select ${municipalities.departmentId} from ${municipalities} where ${municipalities.id} = ${ids.municipalityId})
        as "municipalityDepartmentId",
      (select ${municipalities.displayName} from ${municipalities} where ${municipalities.id} = ${ids.municipalityId})
        as "municipalityName",
      (select ${sectors.municipalityId} from ${sectors} where ${sectors.id} = ${ids.sectorId}) as "sectorMunicipalityId",
      (select ${sectors.name} from ${sectors} where ${sectors.id} = ${ids.sectorId}) as "sectorName",
      (select ${advisers.customerId} from ${advisers} where ${advisers.id} = ${ids.adviserId}) as "adviserCustomerId"`,
  )
  return row
}

export async function findCustomerRef(db: Executor, id: number) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
  return row ?? null
}

export async function countExistingFeatures(db: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0
  const [row] = await db.select({ n: count() }).from(features).where(inArray(features.id, ids))
  return Number(row?.n ?? 0)
}

/** The slugs of a listing's features. */
export async function listFeatureSlugs(db: Executor, propertyId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: features.slug })
    .from(propertyFeatures)
    .innerJoin(features, eq(features.id, propertyFeatures.featureId))
    .where(eq(propertyFeatures.propertyId, propertyId))
  return rows.map((r) => r.slug)
}

/** Feature ids by slug (the requirement flags pets and furnished are features). */
export async function findFeatureIdsBySlug(db: Executor, slugs: readonly string[]): Promise<Map<string, number>> {
  if (!slugs.length) return new Map()
  const rows = await db
    .select({ id: features.id, slug: features.slug })
    .from(features)
    .where(inArray(features.slug, [...slugs]))
  return new Map(rows.map((r) => [r.slug, r.id]))
}

export interface ListingListFilter {
  scope: ListingScope
  status?: PropertyStatus | null
  propertyTypeId?: number | null
  municipalityId?: number | null
  adviserId?: number | null
  code?: string | null
  page: number
  perPage: number
}

export async function listListingRows(db: Executor, f: ListingListFilter) {
  const where = and(
    scoped(f.scope),
    f.status ? eq(properties.status, f.status) : undefined,
    f.propertyTypeId ? eq(properties.propertyTypeId, f.propertyTypeId) : undefined,
    f.municipalityId ? eq(properties.municipalityId, f.municipalityId) : undefined,
    f.adviserId ? eq(properties.adviserId, f.adviserId) : undefined,
    f.code ? ilike(properties.code, `%${likeLiteral(f.code)}%`) : undefined,
  )
  const rows = db
    .select({
      id: properties.id,
      code: properties.code,
      agencyCode: properties.agencyCode,
      title: properties.title,
      status: properties.status,
      businessType: properties.businessType,
      rentPrice: properties.rentPrice,
      salePrice: properties.salePrice,
      updatedAt: properties.updatedAt,
      customerId: properties.customerId,
      customerName: customers.name,
      typeName: propertyTypes.nameEs,
      municipalityName: municipalities.displayName,
      adviserName: advisers.name,
      coverKey: firstPhoto(propertyPhotos.storageKey),
    })
    .from(properties)
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .leftJoin(advisers, eq(advisers.id, properties.adviserId))
    .where(where)
    .orderBy(desc(properties.updatedAt), desc(properties.id))
  return pageWithTotal(db, rows.$dynamic(), { table: properties, where }, f)
}

/** Advisers of the agencies in scope, for the filter and the form. */
export async function listAdviserChoices(db: Executor, scope: ListingScope) {
  return db
    .select({ id: advisers.id, name: advisers.name, customerId: advisers.customerId })
    .from(advisers)
    .where(
      and(
        eq(advisers.isActive, true),
        scope === 'all' ? undefined : inArray(advisers.customerId, scope.length ? scope : [-1]),
      ),
    )
    .orderBy(asc(advisers.name))
}

export async function listCustomerChoices(db: Executor, scope: ListingScope) {
  return db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(
      and(
        isNull(customers.deletedAt),
        scope === 'all' ? undefined : inArray(customers.id, scope.length ? scope : [-1]),
      ),
    )
    .orderBy(asc(customers.name))
}

/** The listing's audit trail (newest first) with who did it. */
export async function listListingAudit(db: Executor, propertyId: number, limit = 50) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      createdAt: auditLog.createdAt,
      data: auditLog.data,
      actorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, 'property'), eq(auditLog.entityId, propertyId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
}

export type { PropertyStatus }

/** SQL of bulk imports (ADR 0018): the names a file may use, an agency's listings by its codes, the jobs. */
import { and, asc, desc, eq, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import {
  departments,
  features,
  listingImports,
  municipalities,
  properties,
  propertyFeatures,
  propertyPhotos,
  propertyTypes,
  sectors,
  type ImportRowError,
} from '#db/schema'
import type { ListingRecord } from './listing-admin.queries'

export type ImportJobRecord = typeof listingImports.$inferSelect
export type { ImportRowError }

/** Every name of the catalogue and the places an import may use (a few thousand rows). */
export async function loadImportNames(db: Executor) {
  const [types, featureRows, departmentRows, municipalityRows, sectorRows] = await Promise.all([
    db
      .select({
        id: propertyTypes.id,
        slug: propertyTypes.slug,
        name: propertyTypes.nameEs,
        plural: propertyTypes.pluralEs,
      })
      .from(propertyTypes),
    db.select({ id: features.id, slug: features.slug, name: features.nameEs }).from(features),
    db
      .select({
        id: departments.id,
        code: departments.code,
        name: departments.name,
        displayName: departments.displayName,
      })
      .from(departments),
    db
      .select({
        id: municipalities.id,
        code: municipalities.code,
        name: municipalities.name,
        displayName: municipalities.displayName,
        departmentId: municipalities.departmentId,
      })
      .from(municipalities),
    db.select({ id: sectors.id, municipalityId: sectors.municipalityId, name: sectors.name }).from(sectors),
  ])
  return {
    types,
    features: featureRows,
    departments: departmentRows,
    municipalities: municipalityRows,
    sectors: sectorRows,
  }
}

export interface ExistingListing {
  record: ListingRecord
  featureIds: number[]
  /** Addresses of the photos an import fetched, in order. */
  photoSources: string[]
}

/** The agency's listings carrying these codes of its own, with their features and imported photos. */
export async function findListingsByAgencyCodes(
  db: Executor,
  customerId: number,
  codes: string[],
): Promise<Map<string, ExistingListing>> {
  const found = new Map<string, ExistingListing>()
  if (!codes.length) return found
  const records = await db
    .select()
    .from(properties)
    .where(and(eq(properties.customerId, customerId), inArray(properties.agencyCode, codes)))
  if (!records.length) return found
  const ids = records.map((r) => r.id)
  const [featureRows, photoRows] = await Promise.all([
    db
      .select({ propertyId: propertyFeatures.propertyId, featureId: propertyFeatures.featureId })
      .from(propertyFeatures)
      .where(inArray(propertyFeatures.propertyId, ids)),
    db
      .select({ propertyId: propertyPhotos.propertyId, url: propertyPhotos.sourceUrl })
      .from(propertyPhotos)
      .where(and(inArray(propertyPhotos.propertyId, ids), isNotNull(propertyPhotos.sourceUrl)))
      .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id)),
  ])
  const byId = new Map<number, ExistingListing>()
  for (const record of records) {
    const existing = { record, featureIds: [], photoSources: [] }
    byId.set(record.id, existing)
    found.set(record.agencyCode!, existing)
  }
  for (const f of featureRows) byId.get(f.propertyId)!.featureIds.push(f.featureId)
  for (const p of photoRows) byId.get(p.propertyId)!.photoSources.push(p.url!)
  return found
}

/** The agency's published listings with a code of its own that is not among `codes`. */
export async function listPublishedOutside(db: Executor, customerId: number, codes: string[]): Promise<number[]> {
  if (!codes.length) return []
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.customerId, customerId),
        eq(properties.status, 'published'),
        isNotNull(properties.agencyCode),
        notInArray(properties.agencyCode, codes),
      ),
    )
  return rows.map((r) => r.id)
}

export async function insertImportJob(
  db: Executor,
  values: typeof listingImports.$inferInsert,
): Promise<ImportJobRecord> {
  const [row] = await db.insert(listingImports).values(values).returning()
  return row
}

/** The counts of an import job as it runs. */
export interface ImportCounts {
  done: number
  created: number
  updated: number
  unchanged: number
  failed: number
  unpublished: number
}

export interface ImportProgress extends ImportCounts {
  /** The errors kept (the first of the job); `newErrorCount` counts all of this batch's. Warnings likewise. */
  newErrors: ImportRowError[]
  newErrorCount: number
  newWarnings: ImportRowError[]
  newWarningCount: number
}

/**
 * Adds a batch's counts, errors and warnings to a running job; the heartbeat says the job is
 * alive. False when the job is no longer running (the stale sweep ended it): its writer stops.
 */
export async function recordImportProgress(db: Executor, id: number, p: ImportProgress): Promise<boolean> {
  const rows = await db
    .update(listingImports)
    .set({
      done: p.done,
      created: p.created,
      updated: p.updated,
      unchanged: p.unchanged,
      failed: p.failed,
      unpublished: p.unpublished,
      errors: sql`${listingImports.errors} || ${JSON.stringify(p.newErrors)}::jsonb`,
      errorCount: sql`${listingImports.errorCount} + ${p.newErrorCount}`,
      warnings: sql`${listingImports.warnings} || ${JSON.stringify(p.newWarnings)}::jsonb`,
      warningCount: sql`${listingImports.warningCount} + ${p.newWarningCount}`,
      heartbeatAt: sql`now()`,
    })
    .where(and(eq(listingImports.id, id), eq(listingImports.status, 'running')))
    .returning({ id: listingImports.id })
  return rows.length > 0
}

/** Ends a running job (one already ended, by the stale sweep, stays as it is). */
export async function finishImportJob(
  db: Executor,
  id: number,
  status: 'done' | 'failed',
): Promise<ImportJobRecord | null> {
  const [row] = await db
    .update(listingImports)
    .set({ status, finishedAt: sql`now()` })
    .where(and(eq(listingImports.id, id), eq(listingImports.status, 'running')))
    .returning()
  return row ?? findImportJob(db, id)
}

/** The job's heartbeat: its process is still working on it. */
export async function touchImportJob(db: Executor, id: number) {
  await db
    .update(listingImports)
    .set({ heartbeatAt: sql`now()` })
    .where(eq(listingImports.id, id))
}

export async function findImportJob(db: Executor, id: number): Promise<ImportJobRecord | null> {
  const [row] = await db.select().from(listingImports).where(eq(listingImports.id, id))
  return row ?? null
}

export async function listImportJobs(
  db: Executor,
  customerId: number,
  limit = 10,
  kind: ImportJobRecord['kind'] = 'listings',
) {
  return db
    .select()
    .from(listingImports)
    .where(and(eq(listingImports.customerId, customerId), eq(listingImports.kind, kind)))
    .orderBy(desc(listingImports.createdAt), desc(listingImports.id))
    .limit(limit)
}

/** Whether the agency has an import running (one at a time, so two cannot create the same code). */
export async function findRunningImport(db: Executor, customerId: number): Promise<ImportJobRecord | null> {
  const [row] = await db
    .select()
    .from(listingImports)
    .where(and(eq(listingImports.customerId, customerId), eq(listingImports.status, 'running')))
    .limit(1)
  return row ?? null
}

/** Jobs whose process stopped beating (a restart, a crash): failed, with the reason in their errors. */
export async function failStaleImports(db: Executor, staleSeconds: number, error: ImportRowError) {
  return db
    .update(listingImports)
    .set({
      status: 'failed',
      finishedAt: sql`now()`,
      errors: sql`${listingImports.errors} || ${JSON.stringify([error])}::jsonb`,
      errorCount: sql`${listingImports.errorCount} + 1`,
    })
    .where(
      and(
        eq(listingImports.status, 'running'),
        lt(listingImports.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
      ),
    )
    .returning({ id: listingImports.id })
}

/** Lookups of reference rows by their stable keys, for tests that need an id. */
import { and, eq } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { features, municipalities, propertyTypes, sectors } from '#db/schema'

export async function municipalityId(db: Executor, code: string): Promise<number> {
  const [row] = await db.select({ id: municipalities.id }).from(municipalities).where(eq(municipalities.code, code))
  if (!row) throw new Error(`No municipality ${code}: call seedReferenceData(db) first`)
  return row.id
}

export async function sectorId(db: Executor, municipalityCode: string, slug: string): Promise<number> {
  const mId = await municipalityId(db, municipalityCode)
  const [row] = await db
    .select({ id: sectors.id })
    .from(sectors)
    .where(and(eq(sectors.municipalityId, mId), eq(sectors.slug, slug)))
  if (!row) throw new Error(`No sector ${slug} in ${municipalityCode}`)
  return row.id
}

export async function propertyTypeId(db: Executor, slug: string): Promise<number> {
  const [row] = await db.select({ id: propertyTypes.id }).from(propertyTypes).where(eq(propertyTypes.slug, slug))
  if (!row) throw new Error(`No property type ${slug}: call seedReferenceData(db) first`)
  return row.id
}

export async function featureId(db: Executor, slug: string): Promise<number> {
  const [row] = await db.select({ id: features.id }).from(features).where(eq(features.slug, slug))
  if (!row) throw new Error(`No feature ${slug}: call seedReferenceData(db) first`)
  return row.id
}

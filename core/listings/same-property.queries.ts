/**
 * Reads and writes of the same-property groups (properties.property_group, migration 0017):
 * the traits the rule compares, a listing's candidates, a group's members, and the other
 * agencies' offers a listing page shows.
 */
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { customers, municipalities, properties, sectors } from '#db/schema'
import { publiclyVisible } from './public-visibility.sql'
import { listingAgencyColumns } from './listing-card.sql'
import type { PropertyTraits } from './same-property.rules'
import { traitColumns } from './same-property.sql'

export type TraitsRow = PropertyTraits & { group: number | null; deleted: boolean }

/** Listings a group may hold: not deleted (a draft or a paused listing keeps its group; the search shows only the visible). */
const notDeleted = and(isNull(properties.deletedAt), ne(properties.status, 'deleted'))!

const equalOrNull = (column: SQL | typeof properties.stratum, value: number | string | null) =>
  value == null ? sql`${column} is null` : sql`${column} = ${value}`

/** A listing's traits, deleted or not. */
export async function findTraits(db: Executor, id: number): Promise<TraitsRow | null> {
  const [row] = await db.select(traitColumns).from(properties).where(eq(properties.id, id))
  return row ?? null
}

/** The listings that could be the same property as `t`: its bucket (core/listings/same-property.rules.ts). */
export async function findBucketTraits(db: Executor, t: PropertyTraits): Promise<TraitsRow[]> {
  return db
    .select(traitColumns)
    .from(properties)
    .where(
      and(
        notDeleted,
        equalOrNull(sql`${properties.municipalityId}`, t.municipalityId),
        eq(properties.propertyTypeId, t.propertyTypeId),
        sql`${properties.businessType} = ${t.businessType}`,
        equalOrNull(sql`${properties.stratum}`, t.stratum),
        equalOrNull(sql`${properties.bedrooms}`, t.bedrooms),
        equalOrNull(sql`${properties.sectorId}`, t.sectorId),
      ),
    )
}

export async function findGroupTraits(db: Executor, groups: number[]): Promise<TraitsRow[]> {
  if (!groups.length) return []
  return db.select(traitColumns).from(properties).where(inArray(properties.propertyGroup, groups))
}

/** Every listing a group may hold in one municipality (or those without one): a full regrouping's unit. */
export async function findMunicipalityTraits(db: Executor, municipalityId: number | null): Promise<TraitsRow[]> {
  return db
    .select(traitColumns)
    .from(properties)
    .where(and(notDeleted, equalOrNull(sql`${properties.municipalityId}`, municipalityId)))
}

export async function listListingMunicipalities(db: Executor): Promise<Array<number | null>> {
  const rows = await db
    .selectDistinct({ id: properties.municipalityId })
    .from(properties)
    .where(notDeleted)
    .orderBy(asc(properties.municipalityId))
  return rows.map((r) => r.id)
}

/**
 * Listings a bulk write touches per statement: each statement's transition tables (the search
 * triggers', migration 0019) and its share of the change log stay small, and a regrouping of a
 * whole city is many short statements instead of one that holds everything at once.
 */
export const WRITE_BATCH = 10_000

/** Deleted listings that still name a group leave it, a batch at a time. */
export async function clearDeletedGroups(db: Executor): Promise<void> {
  for (;;) {
    const cleared = await db
      .update(properties)
      .set({ propertyGroup: null })
      .where(
        inArray(
          properties.id,
          db
            .select({ id: properties.id })
            .from(properties)
            .where(and(sql`${properties.propertyGroup} is not null`, sql`not (${notDeleted})`))
            .limit(WRITE_BATCH),
        ),
      )
      .returning({ id: properties.id })
    if (cleared.length < WRITE_BATCH) return
  }
}

/** Sets the groups of listings (null: alone), a batch at a time; the search index follows through search_changes. */
export async function writeGroups(db: Executor, changes: Array<{ id: number; group: number | null }>): Promise<void> {
  for (let at = 0; at < changes.length; at += WRITE_BATCH) {
    const batch = changes.slice(at, at + WRITE_BATCH)
    await db.execute(sql`update ${properties} set property_group = c.g
      from unnest(${sql.param(batch.map((c) => c.id))}::int[], ${sql.param(batch.map((c) => c.group))}::int[]) as c(id, g)
      where ${properties.id} = c.id`)
  }
}

/** Serializes regroupings (two agencies saving the same flat at once must not split it). */
export async function lockGroups(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(1409, 2)`)
}

/** The visible listings of a group but one (the listing page's other offers). */
export async function findOtherOffers(db: Executor, group: number, exceptId: number) {
  return db
    .select({
      ...listingAgencyColumns,
      id: properties.id,
      title: properties.title,
      businessType: properties.businessType,
      rentPrice: properties.rentPrice,
      salePrice: properties.salePrice,
      municipalityName: municipalities.displayName,
      sectorName: sectors.name,
    })
    .from(properties)
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .leftJoin(sectors, eq(sectors.id, properties.sectorId))
    .where(and(eq(properties.propertyGroup, group), ne(properties.id, exceptId), publiclyVisible))
    .orderBy(asc(properties.id))
}

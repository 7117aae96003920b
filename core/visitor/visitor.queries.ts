/**
 * The visitor tools' SQL: comparison and favourite lists, and the short summaries of
 * listings they show (listing cards of public listings only).
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { selectListingCards } from '#core/listings/listing-card.sql'
import { selectListingFeatures } from '#core/listings/listing-features.sql'
import { isPublicRow, publiclyVisible } from '#core/listings/public-visibility.sql'
import { compareItems, favorites, properties, propertyFeatures, propertyPriceChanges } from '#db/schema'

export type SummaryRow = Awaited<ReturnType<typeof findPublicSummaries>>[number]

/** Public listings among the ids (any order). */
export async function findPublicSummaries(db: Executor, ids: number[]) {
  if (ids.length === 0) return []
  return selectListingCards(db).where(and(inArray(properties.id, ids), publiclyVisible))
}

export function isPublicListing(db: Executor, id: number): Promise<boolean> {
  return isPublicRow(db, properties, id)
}

// ── both lists ──────────────────────────────────────────────────────────────

/** The two lists a visitor keeps of listings: the comparison and the favourites. */
const listTables = { compare: compareItems, favorites }
export type VisitorList = keyof typeof listTables

/** The listing ids in the user's list, public or not. */
export async function listIds(db: Executor, name: VisitorList, userId: number): Promise<number[]> {
  const list = listTables[name]
  const rows = await db.select({ id: list.propertyId }).from(list).where(eq(list.userId, userId))
  return rows.map((r) => r.id)
}

/** Takes the listing out of the user's list; false when it was not there. */
export async function deleteListItem(db: Executor, name: VisitorList, userId: number, propertyId: number) {
  const list = listTables[name]
  const rows = await db
    .delete(list)
    .where(and(eq(list.userId, userId), eq(list.propertyId, propertyId)))
    .returning({ id: list.propertyId })
  return rows.length > 0
}

// ── comparison ──────────────────────────────────────────────────────────────

/** The user's comparison, oldest first, public listings only. */
export async function listCompare(db: Executor, userId: number) {
  return selectListingCards(db)
    .innerJoin(compareItems, eq(compareItems.propertyId, properties.id))
    .where(and(eq(compareItems.userId, userId), publiclyVisible))
    .orderBy(asc(compareItems.createdAt), asc(properties.id))
}

export async function countCompare(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(compareItems)
    .innerJoin(properties, eq(properties.id, compareItems.propertyId))
    .where(and(eq(compareItems.userId, userId), publiclyVisible))
  return Number(row?.n ?? 0)
}

export async function insertCompare(db: Executor, userId: number, propertyId: number) {
  const added = await db
    .insert(compareItems)
    .values({ userId, propertyId })
    .onConflictDoNothing()
    .returning({ id: compareItems.propertyId })
  return added.length > 0
}

/** Drops listings no longer public from the list, so they never block the limit. */
export async function pruneCompare(db: Executor, userId: number) {
  await db.execute(sql`delete from compare_items ci where ci.user_id = ${userId} and not exists (
    select 1 from ${properties} where ${properties.id} = ci.property_id and ${publiclyVisible})`)
}

// ── favourites ──────────────────────────────────────────────────────────────

export async function listFavorites(db: Executor, userId: number) {
  return selectListingCards(db)
    .innerJoin(favorites, eq(favorites.propertyId, properties.id))
    .where(and(eq(favorites.userId, userId), publiclyVisible))
    .orderBy(desc(favorites.createdAt), desc(properties.id))
    .then((rows) => rows)
}

export async function favoriteRows(db: Executor, userId: number) {
  return db.select().from(favorites).where(eq(favorites.userId, userId))
}

export async function insertFavorite(db: Executor, userId: number, propertyId: number) {
  const [p] = await db
    .select({ rent: properties.rentPrice, sale: properties.salePrice })
    .from(properties)
    .where(eq(properties.id, propertyId))
  const added = await db
    .insert(favorites)
    .values({ userId, propertyId, savedRentPrice: p?.rent ?? null, savedSalePrice: p?.sale ?? null })
    .onConflictDoNothing()
    .returning({ id: favorites.propertyId })
  return added.length > 0
}

/** Feature names of several listings (for the comparison's "features" row). */
export async function featuresFor(db: Executor, ids: number[]) {
  if (ids.length === 0) return []
  return selectListingFeatures(db, inArray(propertyFeatures.propertyId, ids))
}

/** The private area and rental requirements of listings, for the comparison (any order). */
export async function rentalFor(db: Executor, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .select({
      id: properties.id,
      businessType: properties.businessType,
      privateArea: properties.privateArea,
      rentalGuarantees: properties.rentalGuarantees,
      rentalDocuments: properties.rentalDocuments,
      rentalMinTermMonths: properties.rentalMinTermMonths,
    })
    .from(properties)
    .where(inArray(properties.id, ids))
}

/** The price changes of these listings since `since`, newest first. */
export async function priceChangesOf(db: Executor, propertyIds: number[], since: Date) {
  if (propertyIds.length === 0) return []
  return db
    .select()
    .from(propertyPriceChanges)
    .where(and(inArray(propertyPriceChanges.propertyId, propertyIds), gt(propertyPriceChanges.changedAt, since)))
    .orderBy(desc(propertyPriceChanges.changedAt))
}

/**
 * The only SQL of moderation: the staff queue (open reviews with their listing, signals and the
 * publishing account's history), a review's opening and closing, the listing's status change a
 * decision makes, visitors' reports and the `reported` signal.
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import {
  customers,
  listingReports,
  listingSignals,
  moderationReviews,
  municipalities,
  properties,
  propertyPhotos,
  sectors,
  users,
} from '#db/schema'
import { publiclyVisible } from '#core/listings/public-visibility.sql'
import type { ReportReason, SignalCode } from './moderation.constants'
import type { ReviewDecision } from '#db/schema/column-values'

/** The listing's open review with what a decision needs, locked for it; null when none is open. */
export async function lockOpenReview(db: Executor, propertyId: number) {
  const [row] = await db
    .select({
      reviewId: moderationReviews.id,
      propertyId: properties.id,
      customerId: properties.customerId,
      status: properties.status,
      code: properties.code,
      title: properties.title,
    })
    .from(moderationReviews)
    .innerJoin(properties, eq(properties.id, moderationReviews.propertyId))
    .where(and(eq(moderationReviews.propertyId, propertyId), isNull(moderationReviews.decidedAt)))
    .for('update', { of: moderationReviews })
  return row ?? null
}

export async function closeReview(
  db: Executor,
  reviewId: number,
  decision: { decision: ReviewDecision; reason: string | null; decidedById: number },
): Promise<void> {
  await db
    .update(moderationReviews)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(moderationReviews.id, reviewId))
}

/** Closes the listing's open reports (staff decided on them). */
export async function resolveReports(db: Executor, propertyId: number): Promise<void> {
  await db
    .update(listingReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(listingReports.propertyId, propertyId), isNull(listingReports.resolvedAt)))
}

/** Who receives a decision (publisherRecipient picks the address): the account, and its owner's when an owner's. */
export async function findPublisherContact(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      kind: customers.kind,
      name: customers.name,
      agencyEmail: customers.email,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      ownerLocale: users.locale,
    })
    .from(customers)
    .leftJoin(users, eq(users.id, customers.ownerUserId))
    .where(eq(customers.id, customerId))
  return row ?? null
}

/** A page of open reviews, oldest first, with their listing and publishing account. */
export async function listOpenReviews(db: Executor, page: { limit: number; offset: number }) {
  const firstPhoto = (column: typeof propertyPhotos.storageKey | typeof propertyPhotos.widths) =>
    sql<string | null>`(select ${column} from ${propertyPhotos} where ${propertyPhotos.propertyId} = ${properties.id}
      order by ${propertyPhotos.position}, ${propertyPhotos.id} limit 1)`
  const rows = await db
    .select({
      reviewId: moderationReviews.id,
      cause: moderationReviews.cause,
      requestedAt: moderationReviews.requestedAt,
      propertyId: properties.id,
      code: properties.code,
      title: properties.title,
      status: properties.status,
      businessType: properties.businessType,
      rentPrice: properties.rentPrice,
      salePrice: properties.salePrice,
      adminPrice: properties.adminPrice,
      area: sql<number | null>`coalesce(${properties.privateArea}, ${properties.buildArea})`,
      municipalityName: municipalities.displayName,
      sectorName: sectors.name,
      photoKey: firstPhoto(propertyPhotos.storageKey),
      photoWidths: firstPhoto(propertyPhotos.widths),
      customerId: customers.id,
      publisherKind: customers.kind,
      publisherName: customers.name,
      accountCreatedAt: customers.createdAt,
    })
    .from(moderationReviews)
    .innerJoin(properties, eq(properties.id, moderationReviews.propertyId))
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .leftJoin(sectors, eq(sectors.id, properties.sectorId))
    .where(isNull(moderationReviews.decidedAt))
    .orderBy(asc(moderationReviews.requestedAt), asc(moderationReviews.id))
    .limit(page.limit)
    .offset(page.offset)
  const [{ total }] = await db
    .select({ total: count() })
    .from(moderationReviews)
    .where(isNull(moderationReviews.decidedAt))
  return { rows, total: Number(total) }
}

/** The signals of the listings, in code order. */
export async function listSignals(db: Executor, propertyIds: number[]) {
  if (propertyIds.length === 0) return []
  return db
    .select({ propertyId: listingSignals.propertyId, code: listingSignals.code, evidence: listingSignals.evidence })
    .from(listingSignals)
    .where(inArray(listingSignals.propertyId, propertyIds))
    .orderBy(asc(listingSignals.code))
}

/** Each account's listings (not deleted) and its listings' past decisions. */
export async function accountHistories(db: Executor, customerIds: number[]) {
  if (customerIds.length === 0) return []
  return db
    .select({
      customerId: properties.customerId,
      listings: sql<number>`count(distinct ${properties.id}) filter (where ${properties.deletedAt} is null)::int`,
      rejected: sql<number>`count(${moderationReviews.id}) filter (where ${moderationReviews.decision} = 'rejected')::int`,
      approved: sql<number>`count(${moderationReviews.id}) filter (where ${moderationReviews.decision} = 'approved')::int`,
    })
    .from(properties)
    .leftJoin(moderationReviews, eq(moderationReviews.propertyId, properties.id))
    .where(inArray(properties.customerId, customerIds))
    .groupBy(properties.customerId)
}

/** The latest review of each listing (open or decided), for the owner's panel. */
export async function latestReviews(db: Executor, propertyIds: number[]) {
  if (propertyIds.length === 0) return []
  return db
    .selectDistinctOn([moderationReviews.propertyId], {
      propertyId: moderationReviews.propertyId,
      requestedAt: moderationReviews.requestedAt,
      decision: moderationReviews.decision,
      reason: moderationReviews.reason,
      decidedAt: moderationReviews.decidedAt,
    })
    .from(moderationReviews)
    .where(inArray(moderationReviews.propertyId, propertyIds))
    .orderBy(
      moderationReviews.propertyId,
      sql`${moderationReviews.requestedAt} desc`,
      sql`${moderationReviews.id} desc`,
    )
}

/** Whether the public may see the listing (only those are reported). */
export async function isReportable(db: Executor, propertyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), publiclyVisible))
  return rows.length > 0
}

/** Stores a report unless the reporter has one open on the listing; whether it was stored. */
export async function insertReport(
  db: Executor,
  report: { propertyId: number; reason: ReportReason; text: string | null; reporter: string; userId: number | null },
): Promise<boolean> {
  const rows = await db.insert(listingReports).values(report).onConflictDoNothing().returning({ id: listingReports.id })
  return rows.length > 0
}

/** The listing's open reports: how many reporters, and their reasons (most frequent first). */
export async function openReportSummary(db: Executor, propertyId: number) {
  const rows = await db
    .select({ reason: listingReports.reason, n: sql<number>`count(distinct ${listingReports.reporter})::int` })
    .from(listingReports)
    .where(and(eq(listingReports.propertyId, propertyId), isNull(listingReports.resolvedAt)))
    .groupBy(listingReports.reason)
    .orderBy(sql`2 desc`, listingReports.reason)
  const [{ reporters }] = await db
    .select({ reporters: sql<number>`count(distinct ${listingReports.reporter})::int` })
    .from(listingReports)
    .where(and(eq(listingReports.propertyId, propertyId), isNull(listingReports.resolvedAt)))
  return { reporters: Number(reporters), reasons: rows.map((r) => r.reason) }
}

/** Writes (or rewrites) one signal of a listing with its evidence. */
export async function upsertSignal(
  db: Executor,
  propertyId: number,
  code: SignalCode,
  evidence: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(listingSignals)
    .values({ propertyId, code, evidence })
    .onConflictDoUpdate({ target: [listingSignals.propertyId, listingSignals.code], set: { evidence } })
}

/**
 * The only SQL of verification: requests and their papers, the staff queue, a decision (with the
 * verified mark it sets), and the papers whose retention ended.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import {
  customers,
  municipalities,
  properties,
  sectors,
  users,
  verificationDocuments,
  verificationRequests,
} from '#db/schema'
import type { VerificationDocumentKind, VerificationKind, VerificationStatus } from './verification.constants'

export async function insertRequest(
  db: Executor,
  values: {
    customerId: number
    propertyId: number | null
    kind: VerificationKind
    nit: string | null
    submittedById: number
  },
): Promise<number> {
  const [row] = await db.insert(verificationRequests).values(values).returning({ id: verificationRequests.id })
  return row.id
}

export async function insertDocument(
  db: Executor,
  values: {
    requestId: number
    kind: VerificationDocumentKind
    storageKey: string
    contentType: string
    byteSize: number
  },
): Promise<void> {
  await db.insert(verificationDocuments).values(values)
}

/** Whether a request of the agency (or for the listing) waits for staff. */
export async function hasPendingRequest(db: Executor, customerId: number, propertyId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(
      and(
        eq(verificationRequests.customerId, customerId),
        propertyId === null ? isNull(verificationRequests.propertyId) : eq(verificationRequests.propertyId, propertyId),
        eq(verificationRequests.status, 'pending'),
      ),
    )
    .limit(1)
  return !!row
}

/** The latest request of an agency (or for a listing), with the verified mark it stands beside. */
export async function findLatestRequest(db: Executor, customerId: number, propertyId: number | null) {
  const [row] = await db
    .select({
      id: verificationRequests.id,
      status: verificationRequests.status,
      reason: verificationRequests.reason,
      nit: verificationRequests.nit,
      submittedAt: verificationRequests.submittedAt,
      decidedAt: verificationRequests.decidedAt,
    })
    .from(verificationRequests)
    .where(
      and(
        eq(verificationRequests.customerId, customerId),
        propertyId === null ? isNull(verificationRequests.propertyId) : eq(verificationRequests.propertyId, propertyId),
      ),
    )
    .orderBy(desc(verificationRequests.submittedAt), desc(verificationRequests.id))
    .limit(1)
  return row ?? null
}

export async function findVerifiedAt(db: Executor, customerId: number, propertyId: number | null) {
  if (propertyId !== null) {
    const [row] = await db
      .select({ at: properties.ownerVerifiedAt })
      .from(properties)
      .where(eq(properties.id, propertyId))
    return row?.at ?? null
  }
  const [row] = await db.select({ at: customers.verifiedAt }).from(customers).where(eq(customers.id, customerId))
  return row?.at ?? null
}

/** What staff compare the papers with, and where the answer goes. */
const requestColumns = {
  id: verificationRequests.id,
  kind: verificationRequests.kind,
  status: verificationRequests.status,
  reason: verificationRequests.reason,
  nit: verificationRequests.nit,
  submittedAt: verificationRequests.submittedAt,
  decidedAt: verificationRequests.decidedAt,
  customerId: customers.id,
  customerName: customers.name,
  customerNit: customers.nit,
  customerEmail: customers.email,
  propertyId: verificationRequests.propertyId,
  propertyCode: properties.code,
  propertyTitle: properties.title,
  propertyAddress: properties.address,
  municipalityName: municipalities.displayName,
  sectorName: sectors.name,
  ownerEmail: users.email,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerLocale: users.locale,
}

function requestsWithSubjects(db: Executor) {
  return db
    .select(requestColumns)
    .from(verificationRequests)
    .innerJoin(customers, eq(customers.id, verificationRequests.customerId))
    .leftJoin(users, eq(users.id, customers.ownerUserId))
    .leftJoin(properties, eq(properties.id, verificationRequests.propertyId))
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .leftJoin(sectors, eq(sectors.id, properties.sectorId))
}
export type RequestRow = Awaited<ReturnType<typeof findRequest>> & object

/** One request with its subject; locked for a decision when asked. */
export async function findRequest(db: Executor, id: number, lock = false) {
  const query = requestsWithSubjects(db).where(eq(verificationRequests.id, id))
  const [row] = lock ? await query.for('update', { of: verificationRequests }) : await query
  return row ?? null
}

/** A page of requests of one status, the longest waiting (or the latest decided) first. */
export async function listRequests(
  db: Executor,
  filter: { status: VerificationStatus; limit: number; offset: number },
) {
  const pending = filter.status === 'pending'
  const rows = await requestsWithSubjects(db)
    .where(eq(verificationRequests.status, filter.status))
    .orderBy(
      pending ? asc(verificationRequests.submittedAt) : desc(verificationRequests.decidedAt),
      asc(verificationRequests.id),
    )
    .limit(filter.limit)
    .offset(filter.offset)
  const [{ total }] = await db
    .select({ total: count() })
    .from(verificationRequests)
    .where(eq(verificationRequests.status, filter.status))
  return { rows, total: Number(total) }
}

export async function listDocuments(db: Executor, requestIds: number[]) {
  if (requestIds.length === 0) return []
  return db
    .select({
      id: verificationDocuments.id,
      requestId: verificationDocuments.requestId,
      kind: verificationDocuments.kind,
      contentType: verificationDocuments.contentType,
      byteSize: verificationDocuments.byteSize,
      uploadedAt: verificationDocuments.uploadedAt,
      deletedAt: verificationDocuments.deletedAt,
      storageKey: verificationDocuments.storageKey,
    })
    .from(verificationDocuments)
    .where(inArray(verificationDocuments.requestId, requestIds))
    .orderBy(asc(verificationDocuments.id))
}

export async function closeRequest(
  db: Executor,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null; decidedById: number },
): Promise<void> {
  await db
    .update(verificationRequests)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(verificationRequests.id, id))
}

/** The verified mark an approval sets: the agency's, or the owner's listing's. */
export async function markVerified(db: Executor, subject: { customerId: number; propertyId: number | null }, at: Date) {
  if (subject.propertyId !== null)
    await db.update(properties).set({ ownerVerifiedAt: at }).where(eq(properties.id, subject.propertyId))
  else await db.update(customers).set({ verifiedAt: at }).where(eq(customers.id, subject.customerId))
}

/**
 * Locks up to `limit` papers whose request was decided before `decidedBefore` and are not yet
 * deleted, skipping those another process has locked (`for update skip locked`); their ids and
 * keys. Called in a transaction that removes the files and then marks the rows deleted.
 */
export async function lockExpiredDocuments(tx: Executor, decidedBefore: Date, limit: number) {
  return tx
    .select({ id: verificationDocuments.id, storageKey: verificationDocuments.storageKey })
    .from(verificationDocuments)
    .innerJoin(verificationRequests, eq(verificationRequests.id, verificationDocuments.requestId))
    .where(
      and(
        isNull(verificationDocuments.deletedAt),
        isNotNull(verificationRequests.decidedAt),
        lt(verificationRequests.decidedAt, decidedBefore),
      ),
    )
    .orderBy(verificationDocuments.id)
    .limit(limit)
    .for('update', { of: verificationDocuments, skipLocked: true })
}

export async function markDocumentsDeleted(tx: Executor, ids: number[]) {
  if (ids.length)
    await tx
      .update(verificationDocuments)
      .set({ deletedAt: sql`now()` })
      .where(inArray(verificationDocuments.id, ids))
}

/** The agency a request is for: unknown, or an owner's account record, is no agency. */
export async function findAgency(db: Executor, customerId: number) {
  const [row] = await db
    .select({ id: customers.id, kind: customers.kind, verifiedAt: customers.verifiedAt })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
  return row && row.kind !== 'owner' ? row : null
}

/** One paper of one request (its bytes' key), whether deleted or not. */
export async function findDocument(db: Executor, requestId: number, documentId: number) {
  const [row] = await db
    .select({
      kind: verificationDocuments.kind,
      storageKey: verificationDocuments.storageKey,
      contentType: verificationDocuments.contentType,
      deletedAt: verificationDocuments.deletedAt,
    })
    .from(verificationDocuments)
    .where(and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.requestId, requestId)))
  return row ?? null
}

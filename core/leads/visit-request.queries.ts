/** The SQL of visit requests: the visit with its lead, listing or project, and agency (the listing a visitor asks about: visitor-lead.queries.ts). */
import { desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { customers, leads, properties, visitRequests } from '#db/schema'
import { listingDepartmentName, listingPlaceNames } from '#core/listings/listing-place.sql'
import { leadProjectColumns } from './lead-project.sql'

export type VisitRow = typeof visitRequests.$inferSelect
export type NewVisit = typeof visitRequests.$inferInsert
export type VisitStatus = VisitRow['status']

export async function insertVisit(db: Executor, values: NewVisit): Promise<VisitRow> {
  const [row] = await db.insert(visitRequests).values(values).returning()
  return row
}

const detailColumns = {
  visit: visitRequests,
  leadId: leads.id,
  leadStatus: leads.status,
  customerId: leads.customerId,
  userId: leads.userId,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  details: leads.details,
  propertyId: properties.id,
  code: properties.code,
  title: properties.title,
  businessType: properties.businessType,
  ...listingPlaceNames,
  departmentName: listingDepartmentName,
  ...leadProjectColumns,
  agencyName: customers.name,
  agencyEmail: customers.email,
}

function detailSelect(db: Executor) {
  return db
    .select(detailColumns)
    .from(visitRequests)
    .innerJoin(leads, eq(leads.id, visitRequests.leadId))
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(customers, eq(customers.id, leads.customerId))
}

export type VisitDetailRow = NonNullable<Awaited<ReturnType<typeof findVisitDetail>>>

/** One visit with its lead, listing and agency; `lock` takes the visit row for update (inside a transaction). */
export async function findVisitDetail(db: Executor, by: { visitId: number } | { leadId: number }, lock = false) {
  const where = 'visitId' in by ? eq(visitRequests.id, by.visitId) : eq(visitRequests.leadId, by.leadId)
  const query = detailSelect(db).where(where).limit(1)
  const [row] = lock ? await query.for('update', { of: visitRequests }) : await query
  return row ?? null
}

/** The visits a signed-in visitor asked for, newest first. */
export async function listVisitsOfUser(db: Executor, userId: number, limit = 50) {
  return detailSelect(db)
    .where(eq(leads.userId, userId))
    .orderBy(desc(visitRequests.createdAt), desc(visitRequests.id))
    .limit(limit)
}

export async function updateVisit(
  db: Executor,
  id: number,
  values: Partial<Pick<VisitRow, 'status' | 'scheduledAt' | 'cancelledBy' | 'cancelledAt'>> & {
    bumpSequence?: boolean
  },
): Promise<void> {
  const { bumpSequence, ...set } = values
  await db
    .update(visitRequests)
    .set({ ...set, ...(bumpSequence ? { sequence: sql`${visitRequests.sequence} + 1` } : {}), updatedAt: new Date() })
    .where(eq(visitRequests.id, id))
}

/** The back-office leads inbox: leads of an agency with the listing, or the project and unit type, they are about. */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { customers, leads, properties, propertyPhotos, visitRequests } from '#db/schema'
import { firstPhoto } from '#core/listings/first-photo.sql'
import { listingPlaceNames } from '#core/listings/listing-place.sql'
import { leadProjectColumns } from './lead-project.sql'

export type InboxLeadStatus = (typeof leads.$inferSelect)['status']

const inboxColumns = {
  id: leads.id,
  kind: leads.kind,
  status: leads.status,
  customerId: leads.customerId,
  customerName: customers.name,
  customerEmail: customers.email,
  propertyId: leads.propertyId,
  propertyCode: properties.code,
  propertyTitle: properties.title,
  propertyBusinessType: properties.businessType,
  propertyCoverKey: firstPhoto(propertyPhotos.storageKey),
  ...listingPlaceNames,
  ...leadProjectColumns,
  userId: leads.userId,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  message: leads.message,
  details: leads.details,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  visit: visitRequests,
}

export type InboxLeadRow = NonNullable<Awaited<ReturnType<typeof findInboxLead>>>

function inboxSelect(db: Executor) {
  return db
    .select(inboxColumns)
    .from(leads)
    .leftJoin(customers, eq(customers.id, leads.customerId))
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(visitRequests, eq(visitRequests.leadId, leads.id))
}

export async function findInboxLead(db: Executor, id: number) {
  const [row] = await inboxSelect(db).where(eq(leads.id, id)).limit(1)
  return row
}

export interface InboxFilter {
  customerIds: 'all' | number[]
  status?: InboxLeadStatus | null
  limit: number
  offset: number
}

export async function listInboxLeads(db: Executor, filter: InboxFilter) {
  const conditions: SQL[] = []
  if (filter.customerIds !== 'all')
    conditions.push(inArray(leads.customerId, filter.customerIds.length ? filter.customerIds : [-1]))
  if (filter.status) conditions.push(eq(leads.status, filter.status))
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [{ total }], byStatus] = await Promise.all([
    inboxSelect(db)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(leads).where(where),
    db
      .select({ status: leads.status, n: count() })
      .from(leads)
      .where(
        filter.customerIds !== 'all'
          ? inArray(leads.customerId, filter.customerIds.length ? filter.customerIds : [-1])
          : undefined,
      )
      .groupBy(leads.status),
  ])
  return {
    rows,
    total,
    byStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])) as Partial<Record<InboxLeadStatus, number>>,
  }
}

export async function updateLeadStatus(db: Executor, id: number, status: InboxLeadStatus) {
  await db.update(leads).set({ status, updatedAt: new Date() }).where(eq(leads.id, id))
}

/** Appends a reply to the lead's history (details.replies) and marks it contacted when new. */
export async function appendLeadReply(db: Executor, id: number, reply: Record<string, unknown>) {
  await db
    .update(leads)
    .set({
      details: sql`jsonb_set(${leads.details}, '{replies}', coalesce(${leads.details}->'replies', '[]'::jsonb) || ${JSON.stringify([reply])}::jsonb)`,
      status: sql`case when ${leads.status} = 'new' then 'contacted' else ${leads.status} end`,
      updatedAt: new Date(),
    })
    .where(eq(leads.id, id))
}

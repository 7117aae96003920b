/** The audit trail's SQL: writing an entry, and reading the trail (the viewer and GET /api/admin/audit). */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { likeLiteral, pageWithTotal } from '#core/shared/list-page.sql'
import { auditLog, customers, properties, roles, users } from '#db/schema'

export interface AuditFilter {
  customerIds: 'all' | number[]
  entityType?: string | null
  entityId?: number | null
  action?: string | null
  limit: number
  offset: number
}

/** What an entry is about, as a person names it: a listing's code, an agency's name, a member's e-mail, a role's name. */
const subjectName = sql<string | null>`case ${auditLog.entityType}
  when 'property' then (select p.code from ${properties} p where p.id = ${auditLog.entityId})
  when 'customer' then (select c.name from ${customers} c where c.id = ${auditLog.entityId})
  when 'user' then (select u.email from ${users} u where u.id = ${auditLog.entityId})
  when 'role' then (select r.name from ${roles} r where r.id = ${auditLog.entityId})
  end`

export async function listAuditEntries(db: Executor, filter: AuditFilter) {
  const conditions: SQL[] = []
  if (filter.customerIds !== 'all')
    conditions.push(inArray(auditLog.customerId, filter.customerIds.length ? filter.customerIds : [-1]))
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType))
  if (filter.entityId != null) conditions.push(eq(auditLog.entityId, filter.entityId))
  if (filter.action) conditions.push(sql`${auditLog.action} like ${`${likeLiteral(filter.action)}%`}`)
  const where = conditions.length ? and(...conditions) : undefined
  const rows = db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      customerId: auditLog.customerId,
      customerName: customers.name,
      actorUserId: auditLog.actorUserId,
      actorEmail: users.email,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      data: auditLog.data,
      createdAt: auditLog.createdAt,
      subject: subjectName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(customers, eq(customers.id, auditLog.customerId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
  return pageWithTotal(db, rows.$dynamic(), { table: auditLog, where }, filter)
}

export async function listAuditEntityTypes(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ entityType: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType)
  return rows.map((r) => r.entityType)
}

/** One entry of the trail, written in the caller's transaction. */
export async function insertAuditEntry(db: Executor, row: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(row)
}

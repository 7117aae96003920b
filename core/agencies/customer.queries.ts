/** Agencies, their advisers and the place names they show. */
import { and, asc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { likeLiteral, pageWithTotal } from '#core/shared/list-page.sql'
import { updateRowById } from '#core/shared/row-update.sql'
import { analyzeAgencies } from '#db/statistics'
import { advisers, customers, departments, municipalities } from '#db/schema'

export type CustomerRow = typeof customers.$inferSelect
export type AdviserRow = typeof advisers.$inferSelect

export async function findCustomer(db: Executor, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
    .limit(1)
  return row
}

export interface CustomerListFilter {
  ids: 'all' | number[]
  q?: string | null
  limit: number
  offset: number
}

export async function listCustomerRows(db: Executor, filter: CustomerListFilter) {
  // Owners' records (issue 33) are people, administered as users, not agencies.
  const conditions: SQL[] = [isNull(customers.deletedAt), ne(customers.kind, 'owner')]
  if (filter.ids !== 'all') conditions.push(filter.ids.length ? inArray(customers.id, filter.ids) : sql`false`)
  if (filter.q) {
    const like = `%${likeLiteral(filter.q)}%`
    conditions.push(or(ilike(customers.name, like), ilike(sql`coalesce(${customers.nit}, '')`, like))!)
  }
  const where = and(...conditions)
  const rows = db
    .select({
      id: customers.id,
      name: customers.name,
      nit: customers.nit,
      email: customers.email,
      isActive: customers.isActive,
      municipalityName: municipalities.displayName,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .leftJoin(municipalities, eq(municipalities.id, customers.municipalityId))
    .where(where)
    .orderBy(asc(customers.name), asc(customers.id))
  return pageWithTotal(db, rows.$dynamic(), { table: customers, where }, filter)
}

export async function placeNames(db: Executor, departmentId: number | null, municipalityId: number | null) {
  const [department] = departmentId
    ? await db.select({ name: departments.displayName }).from(departments).where(eq(departments.id, departmentId))
    : []
  const [municipality] = municipalityId
    ? await db
        .select({ name: municipalities.displayName })
        .from(municipalities)
        .where(eq(municipalities.id, municipalityId))
    : []
  return { departmentName: department?.name ?? null, municipalityName: municipality?.name ?? null }
}

export async function departmentExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id)).limit(1)
  return !!row
}

export async function findMunicipalityDepartment(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .select({ departmentId: municipalities.departmentId })
    .from(municipalities)
    .where(eq(municipalities.id, id))
    .limit(1)
  return row?.departmentId ?? null
}

export async function insertCustomerRow(db: Executor, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).returning()
  await analyzeAgencies(db)
  return row
}

export async function updateCustomerRow(db: Executor, id: number, values: Partial<typeof customers.$inferInsert>) {
  const row = await updateRowById(db, customers, id, values)
  if ('isActive' in values || 'deletedAt' in values) await analyzeAgencies(db)
  return row
}

export async function listAdvisers(db: Executor, customerId: number, options: { activeOnly?: boolean } = {}) {
  const conditions = [eq(advisers.customerId, customerId)]
  if (options.activeOnly) conditions.push(eq(advisers.isActive, true))
  return db
    .select()
    .from(advisers)
    .where(and(...conditions))
    .orderBy(asc(advisers.id))
}

export async function insertAdviser(db: Executor, values: typeof advisers.$inferInsert) {
  const [row] = await db.insert(advisers).values(values).returning()
  return row
}

export async function updateAdviser(db: Executor, id: number, values: Partial<typeof advisers.$inferInsert>) {
  const [row] = await db.update(advisers).set(values).where(eq(advisers.id, id)).returning()
  return row
}

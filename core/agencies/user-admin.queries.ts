/** Back-office user management: users with their roles per agency. */
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { likeLiteral, pageWithTotal } from '#core/shared/list-page.sql'
import { customers, oneTimeTokens, roles, userRoles, users } from '#db/schema'

export type AdminUserRow = typeof users.$inferSelect

export interface UserRoleRow {
  id: number
  userId: number
  roleId: number
  role: string
  customerId: number | null
  customerName: string | null
}

export async function findUserRow(db: Executor, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export async function findUserIdByEmail(db: Executor, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
  return row?.id
}

export async function rolesOfUsers(db: Executor, userIds: number[]): Promise<UserRoleRow[]> {
  if (userIds.length === 0) return []
  return db
    .select({
      id: userRoles.id,
      userId: userRoles.userId,
      roleId: userRoles.roleId,
      role: roles.name,
      customerId: userRoles.customerId,
      customerName: customers.name,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(customers, eq(customers.id, userRoles.customerId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(userRoles.id))
}

export interface UserListFilter {
  /** Agencies whose members are listed; 'all' lists every account. */
  customerIds: 'all' | number[]
  q?: string | null
  status?: 'active' | 'inactive' | null
  limit: number
  offset: number
}

export async function listUserRows(db: Executor, filter: UserListFilter) {
  const conditions: SQL[] = []
  if (filter.customerIds !== 'all') {
    const ids = filter.customerIds.length ? filter.customerIds : [-1]
    conditions.push(
      sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${inArray(userRoles.customerId, ids)})`,
    )
  }
  if (filter.q) {
    const like = `%${likeLiteral(filter.q)}%`
    conditions.push(or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like))!)
  }
  if (filter.status) conditions.push(eq(users.isActive, filter.status === 'active'))
  const where = conditions.length ? and(...conditions) : undefined
  const rows = db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id))
  return pageWithTotal(db, rows.$dynamic(), { table: users, where }, filter)
}

export async function insertStaffUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning()
  return row
}

export async function setUserActive(db: Executor, id: number, isActive: boolean) {
  const [row] = await db.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, id)).returning()
  return row
}

export async function findRolesByName(db: Executor, names: string[]) {
  if (names.length === 0) return []
  return db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, names))
}

export async function listRoleNames(db: Executor) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id))
}

export async function activeCustomerIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(inArray(customers.id, ids), isNull(customers.deletedAt)))
  return rows.map((r) => r.id)
}

export async function deleteUserRoles(db: Executor, ids: number[]) {
  if (ids.length) await db.delete(userRoles).where(inArray(userRoles.id, ids))
}

export async function insertUserRoles(
  db: Executor,
  rows: Array<{ userId: number; roleId: number; customerId: number | null }>,
) {
  if (rows.length) await db.insert(userRoles).values(rows)
}

export async function insertInviteToken(db: Executor, userId: number, tokenHash: string, expiresAt: Date) {
  // An invitation is a password-setting link: the reset form sets the first password.
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, 'password_reset'), isNull(oneTimeTokens.usedAt)),
    )
  await db.insert(oneTimeTokens).values({ userId, kind: 'password_reset', tokenHash, expiresAt })
}

/** Sessions, refresh-token families and the actor's grants. */
import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { authSessions, permissions, refreshTokens, rolePermissions, roles, userRoles, users } from '#db/schema'

export interface NewSession {
  userId: number
  strategy: string
  userAgent?: string | null
  ip?: string | null
  expiresAt: Date
}

export async function insertSession(db: Executor, input: NewSession): Promise<string> {
  const [row] = await db
    .insert(authSessions)
    .values({
      userId: input.userId,
      strategy: input.strategy,
      userAgent: input.userAgent?.slice(0, 400) ?? null,
      ip: input.ip?.slice(0, 64) ?? null,
      expiresAt: input.expiresAt,
    })
    .returning({ id: authSessions.id })
  return row.id
}

/** The user of a live session (not revoked, not expired, user active), or undefined. */
export async function findLiveSessionUser(db: Executor, sessionId: string, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      photoPath: users.photoPath,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
  return row
}

/** When a session signed in (refreshing keeps it); undefined for another user's or no session. */
export async function findSessionStart(db: Executor, sessionId: string, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: authSessions.createdAt })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .limit(1)
  return row?.createdAt
}

export interface GrantRow {
  role: string
  customerId: number | null
  permission: string | null
}

/** Roles (with their agency scope) and the permissions each carries. */
export async function findGrantRows(db: Executor, userId: number): Promise<GrantRow[]> {
  return db
    .select({ role: roles.name, customerId: userRoles.customerId, permission: permissions.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.id))
}

export async function insertRefreshToken(db: Executor, sessionId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt })
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
      userId: authSessions.userId,
      sessionRevokedAt: authSessions.revokedAt,
      sessionExpiresAt: authSessions.expiresAt,
      userActive: users.isActive,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
  return row
}

/** Marks a refresh token spent; false when another request spent it first. */
export async function markRefreshTokenUsed(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id })
  return rows.length === 1
}

export async function touchSession(db: Executor, sessionId: string) {
  await db.update(authSessions).set({ lastUsedAt: new Date() }).where(eq(authSessions.id, sessionId))
}

export async function revokeSessionRow(db: Executor, sessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
}

/** Ends every live session of a user except `keepSessionId` (null ends them all). */
export async function revokeUserSessions(db: Executor, userId: number, keepSessionId: string | null, reason: string) {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: authSessions.id })
  return rows.length
}

export async function findLiveSessions(db: Executor, userId: number) {
  return db
    .select({
      id: authSessions.id,
      strategy: authSessions.strategy,
      userAgent: authSessions.userAgent,
      ip: authSessions.ip,
      createdAt: authSessions.createdAt,
      lastUsedAt: authSessions.lastUsedAt,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, sql`now()`)))
    .orderBy(desc(authSessions.lastUsedAt))
}

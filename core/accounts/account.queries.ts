/** Users, one-time tokens and OAuth identities. */
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { updateRowById } from '#core/shared/row-update.sql'
import { oauthAccounts, oneTimeTokens, roles, userRoles, users } from '#db/schema'

export type UserRow = typeof users.$inferSelect
export type OneTimeKind = (typeof oneTimeTokens.$inferSelect)['kind']

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
  return row
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export interface NewUser {
  email: string
  firstName: string
  lastName: string
  passwordHash: string | null
  emailVerifiedAt?: Date | null
  birthday?: string | null
  locale?: string
}

/** Inserts a user; undefined when the e-mail is already taken (unique index on lower(email)). */
export async function insertUser(db: Executor, input: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash,
      emailVerifiedAt: input.emailVerifiedAt ?? null,
      birthday: input.birthday ?? null,
      locale: input.locale ?? 'es-CO',
    })
    .onConflictDoNothing()
    .returning()
  return row
}

export async function grantRole(db: Executor, userId: number, roleName: string) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName)).limit(1)
  if (role) await db.insert(userRoles).values({ userId, roleId: role.id, customerId: null })
}

export async function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  return updateRowById(db, users, id, values)
}

export async function insertOneTimeToken(
  db: Executor,
  userId: number,
  kind: OneTimeKind,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.insert(oneTimeTokens).values({ userId, kind, tokenHash, expiresAt })
}

/** The token of that kind and hash, neither spent nor expired. */
function liveToken(kind: OneTimeKind, tokenHash: string) {
  return and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.kind, kind),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  )
}

/** Spends a live one-time token atomically; returns its user id, or undefined. */
export async function consumeOneTimeToken(
  db: Executor,
  kind: OneTimeKind,
  tokenHash: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(liveToken(kind, tokenHash))
    .returning({ userId: oneTimeTokens.userId })
  return row?.userId
}

/**
 * The user of a spent (or since replaced) token whose address is confirmed: a confirmation link
 * opened again, often first by a mail scanner, then by its owner.
 */
export async function findConfirmedUserOfToken(db: Executor, kind: OneTimeKind, tokenHash: string) {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.kind, kind), isNotNull(users.emailVerifiedAt)))
    .limit(1)
  return row?.userId
}

/** Whether a one-time token is live (for showing the reset form), without spending it. */
export async function isOneTimeTokenLive(db: Executor, kind: OneTimeKind, tokenHash: string): Promise<boolean> {
  const [row] = await db.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(liveToken(kind, tokenHash)).limit(1)
  return !!row
}

/** Ends the other live tokens of a kind (a new reset link replaces the old ones). */
export async function expireOneTimeTokens(db: Executor, userId: number, kind: OneTimeKind) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)))
}

export type OAuthProviderName = (typeof oauthAccounts.$inferSelect)['provider']

export async function findOAuthAccount(db: Executor, provider: OAuthProviderName, subject: string) {
  const [row] = await db
    .select()
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .limit(1)
  return row
}

export async function insertOAuthAccount(
  db: Executor,
  input: { userId: number; provider: OAuthProviderName; subject: string; email: string | null },
) {
  await db.insert(oauthAccounts).values(input).onConflictDoNothing()
}

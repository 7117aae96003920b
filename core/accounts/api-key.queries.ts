/** Integration keys as stored (migration 0011): by hash for a request, by agency for the back-office. */
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { apiKeys, customers, users } from '#db/schema'

export async function insertApiKey(db: Executor, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning()
  return row
}

/** A live key by its hash: not revoked, of an active agency, made by a person still active. */
export async function findLiveApiKeyByHash(db: Executor, keyHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      customerId: apiKeys.customerId,
      permissions: apiKeys.permissions,
      createdByUserId: apiKeys.createdByUserId,
    })
    .from(apiKeys)
    .innerJoin(customers, eq(customers.id, apiKeys.customerId))
    // Its creator still active: a key never holds more than its creator does now.
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(
      and(
        eq(apiKeys.keyHash, keyHash),
        isNull(apiKeys.revokedAt),
        eq(customers.isActive, true),
        isNull(customers.deletedAt),
        eq(users.isActive, true),
      ),
    )
  return row ?? null
}

/** Whether `keyHash` is of a key that was revoked (to say so rather than "unknown"). */
export async function isRevokedApiKeyHash(db: Executor, keyHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNotNull(apiKeys.revokedAt)))
  return row != null
}

/** Notes a use, at most once a minute per key (a write per request would cost more than the request). */
export async function touchApiKey(db: Executor, id: number) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))),
    )
}

export async function findApiKey(db: Executor, id: number) {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id))
  return row ?? null
}

/** The keys of `customerIds` ('all': every agency's), newest first, with their agency and creator. */
export async function listApiKeyRows(db: Executor, customerIds: number[] | 'all') {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      permissions: apiKeys.permissions,
      customerId: apiKeys.customerId,
      customerName: customers.name,
      createdBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .innerJoin(customers, eq(customers.id, apiKeys.customerId))
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(customerIds === 'all' ? undefined : inArray(apiKeys.customerId, customerIds.length ? customerIds : [-1]))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
}

export async function markApiKeyRevoked(db: Executor, id: number, byUserId: number) {
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()`, revokedByUserId: byUserId })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
}

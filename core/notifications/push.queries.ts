/** Web Push storage: the VAPID key pair in app_settings, and the browsers' subscriptions. */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { appSettings, pushSubscriptions } from '#db/schema'

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect

/** The stored value of one app setting, or null. */
export async function findAppSetting(db: Executor, key: string): Promise<unknown> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1)
  return row ? row.value : null
}

/** Stores a setting unless another process stored it first (the first one wins). */
export async function insertAppSettingIfAbsent(db: Executor, key: string, value: unknown): Promise<void> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing()
}

export interface SubscriptionValues {
  endpoint: string
  p256dh: string
  auth: string
  userId: number | null
  clientId: string | null
}

/** Stores a subscription, or re-binds the one with the same endpoint (keys and owners replaced). */
export async function upsertSubscription(db: Executor, values: SubscriptionValues): Promise<{ id: number }> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: values.p256dh, auth: values.auth, userId: values.userId, clientId: values.clientId },
    })
    .returning({ id: pushSubscriptions.id })
  return row
}

/** Removes the subscription of an endpoint; true when there was one. */
export async function deleteSubscriptionByEndpoint(db: Executor, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id })
  return removed.length > 0
}

export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
}

export async function markSubscriptionDelivered(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id))
}

/** The subscriptions a request reaches: the account's, and the client id's when anonymous. */
export async function subscriptionsFor(
  db: Executor,
  target: { userId?: number | null; clientId?: string | null },
): Promise<PushSubscriptionRow[]> {
  const conditions: SQL[] = []
  if (target.userId) conditions.push(eq(pushSubscriptions.userId, target.userId))
  // A client id reaches only subscriptions not claimed by an account (a shared device).
  if (target.clientId)
    conditions.push(and(eq(pushSubscriptions.clientId, target.clientId), isNull(pushSubscriptions.userId))!)
  if (conditions.length === 0) return []
  return db
    .select()
    .from(pushSubscriptions)
    .where(or(...conditions))
}

/** Phone confirmation codes (migration 0031). */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { phoneCodes } from '#db/schema'

export type PhoneCodeRow = typeof phoneCodes.$inferSelect

/** Stores a new code for the account; its earlier unconsumed codes end with it. Returns the new row's id. */
export async function replacePhoneCode(
  db: Executor,
  input: { userId: number; phone: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<number> {
  await db
    .update(phoneCodes)
    .set({ consumedAt: input.now })
    .where(and(eq(phoneCodes.userId, input.userId), isNull(phoneCodes.consumedAt)))
  const [row] = await db
    .insert(phoneCodes)
    .values({ userId: input.userId, phone: input.phone, codeHash: input.codeHash, expiresAt: input.expiresAt })
    .returning({ id: phoneCodes.id })
  return row.id
}

/** The account's latest code not yet consumed (expired or void ones included: the caller says which). */
export async function findUnconsumedPhoneCode(db: Executor, userId: number): Promise<PhoneCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.consumedAt)))
    .orderBy(desc(phoneCodes.id))
    .limit(1)
  return row
}

/**
 * Counts one try of an unconsumed code in one atomic step, before the code is compared, so
 * parallel guesses cannot pass the limit; returns the tries so far, or undefined once the
 * code is consumed or has used up its `max` tries.
 */
export async function countPhoneCodeTry(db: Executor, id: number, max: number): Promise<number | undefined> {
  const [row] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.consumedAt), lt(phoneCodes.attempts, max)))
    .returning({ attempts: phoneCodes.attempts })
  return row?.attempts
}

/** Marks the code consumed (confirmed, or void after a failed send); false when it already was. */
export async function consumePhoneCode(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(phoneCodes)
    .set({ consumedAt: now })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.consumedAt)))
    .returning({ id: phoneCodes.id })
  return rows.length > 0
}

/** Deletes the codes that expired before `before` (spent or not); returns how many. */
export async function deletePhoneCodesExpiredBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db.delete(phoneCodes).where(lt(phoneCodes.expiresAt, before)).returning({ id: phoneCodes.id })
  return rows.length
}

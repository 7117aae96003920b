/**
 * SQL of an owner's account record: the customers row of kind 'owner' through which a person
 * publishes their own home (migration 0032), and what the owner's use cases count.
 */
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { customers, properties, users } from '#db/schema'

export interface OwnerAccount {
  id: number
  name: string
  phones: string[]
  whatsapp: string | null
}

const accountColumns = {
  id: customers.id,
  name: customers.name,
  phones: customers.phones,
  whatsapp: customers.whatsapp,
}

/** The owner's account record of a user, or null before their first listing. */
export async function findOwnerAccount(db: Executor, userId: number): Promise<OwnerAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(customers)
    .where(and(eq(customers.ownerUserId, userId), eq(customers.kind, 'owner')))
  return row ?? null
}

/** The user's name, e-mail and confirmed phone, which a new owner's record starts from. */
export async function findOwnerPerson(db: Executor, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      phoneConfirmedAt: users.phoneConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}

/** Creates the record once (a concurrent first listing of the same person finds the other's). */
export async function insertOwnerAccount(
  db: Executor,
  values: { userId: number; name: string; slug: string; email: string },
): Promise<OwnerAccount> {
  await db
    .insert(customers)
    .values({ kind: 'owner', ownerUserId: values.userId, name: values.name, slug: values.slug, email: values.email })
    .onConflictDoNothing()
  return (await findOwnerAccount(db, values.userId))!
}

export async function updateOwnerContact(
  db: Executor,
  id: number,
  values: { phones: string[]; whatsapp: string | null },
) {
  await db.update(customers).set(values).where(eq(customers.id, id))
}

/** The account's listings other than `exceptId` that count against the limit: published or waiting for staff. */
export async function countLiveListings(db: Executor, customerId: number, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(
      and(
        eq(properties.customerId, customerId),
        ne(properties.id, exceptId),
        inArray(properties.status, ['published', 'in_review']),
        isNull(properties.deletedAt),
      ),
    )
  return Number(row?.n ?? 0)
}

/**
 * The demo owner (issue 33): propietario@example.com, with a confirmed mobile and two homes of
 * their own — one public (staff approved it), one waiting for staff — taken from the generated
 * listings, so that "Mis inmuebles" and the owner's listing page show what an owner sees — and a
 * visitor's message on the public one, for "Mensajes de interesados".
 */
import { eq, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { customers, leads, properties, users } from '#db/schema'
import { submitListingIdForReview } from '#core/listings'

export const DEMO_OWNER_EMAIL = 'propietario@example.com'

export async function seedDemoOwner(db: Executor): Promise<number> {
  const [person] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_OWNER_EMAIL}`)
  if (!person) return 0
  await db.update(users).set({ phone: '+573014567890', phoneConfirmedAt: new Date() }).where(eq(users.id, person.id))
  const [record] = await db
    .insert(customers)
    .values({
      kind: 'owner',
      ownerUserId: person.id,
      name: `${person.firstName} ${person.lastName}`,
      slug: 'hernan-zapata',
      email: person.email,
      phones: ['+573014567890'],
      whatsapp: '+573014567890',
    })
    .returning({ id: customers.id })
  const picked = await db.execute(
    sql`select id from properties where status = 'published' and business_type = 'rent' and property_group is null
        order by id limit 2`,
  )
  const ids = (picked as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id))
  for (const id of ids)
    await db.update(properties).set({ customerId: record.id, adviserId: null }).where(eq(properties.id, id))
  if (ids[1]) await submitListingIdForReview(db, ids[1], 'owner')
  if (ids[0])
    await db.insert(leads).values({
      kind: 'agency_message',
      customerId: record.id,
      propertyId: ids[0],
      name: 'Camila Restrepo',
      email: 'camila.restrepo@example.com',
      phone: '3104567812',
      message: 'Hola, ¿el inmueble sigue disponible? Me gustaría visitarlo este fin de semana.',
      details: { source: 'listing' },
      consentAt: new Date(),
    })
  return ids.length
}

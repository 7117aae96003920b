/** SQL of a listing's fraud signals: the facts they are computed from, and the stored rows. */
import { and, asc, eq, notInArray, sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { customers, listingSignals, properties } from '#db/schema'
import type { CustomerKind, SignalCode } from '#db/schema/column-values'

export interface SignalFacts {
  id: number
  code: string
  customerId: number
  customerKind: CustomerKind
  /** Whole days since the account was created. */
  accountAgeDays: number
  businessType: 'rent' | 'sale' | 'sale_rent'
  propertyTypeId: number
  municipalityId: number | null
  sectorId: number | null
  rentPrice: number | null
  salePrice: number | null
  adminPrice: number | null
  buildArea: number | null
  stratum: number | null
  title: string
  description: string
}

export async function findSignalFacts(db: Executor, propertyId: number): Promise<SignalFacts | null> {
  const [row] = await db
    .select({
      id: properties.id,
      code: properties.code,
      customerId: properties.customerId,
      customerKind: customers.kind,
      accountAgeDays: sql<number>`floor(extract(epoch from now() - ${customers.createdAt}) / 86400)::int`,
      businessType: properties.businessType,
      propertyTypeId: properties.propertyTypeId,
      municipalityId: properties.municipalityId,
      sectorId: properties.sectorId,
      rentPrice: properties.rentPrice,
      salePrice: properties.salePrice,
      adminPrice: properties.adminPrice,
      buildArea: properties.buildArea,
      stratum: properties.stratum,
      title: properties.title,
      description: properties.description,
    })
    .from(properties)
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .where(eq(properties.id, propertyId))
  return row ? { ...row, accountAgeDays: Number(row.accountAgeDays) } : null
}

export interface StoredSignal {
  code: SignalCode
  evidence: Record<string, unknown>
  createdAt: Date
}

export async function listSignalRows(db: Executor, propertyId: number): Promise<StoredSignal[]> {
  return db
    .select({ code: listingSignals.code, evidence: listingSignals.evidence, createdAt: listingSignals.createdAt })
    .from(listingSignals)
    .where(eq(listingSignals.propertyId, propertyId))
    .orderBy(asc(listingSignals.code))
}

/**
 * Makes the listing's computed signals exactly `fired`: the others are deleted, the fired ones
 * written with their new evidence (keeping when each first fired); `kept` codes are left alone.
 */
export async function replaceSignalRows(
  db: Executor,
  propertyId: number,
  fired: { code: SignalCode; evidence: Record<string, unknown> }[],
  kept: SignalCode[],
) {
  await db
    .delete(listingSignals)
    .where(
      and(
        eq(listingSignals.propertyId, propertyId),
        notInArray(listingSignals.code, [...kept, ...fired.map((s) => s.code)]),
      ),
    )
  if (!fired.length) return
  await db
    .insert(listingSignals)
    .values(fired.map((s) => ({ propertyId, code: s.code, evidence: s.evidence })))
    .onConflictDoUpdate({
      target: [listingSignals.propertyId, listingSignals.code],
      set: { evidence: sql`excluded.evidence` },
    })
}

/**
 * The account's listings published or submitted within the window (this one counted whatever
 * its state: it is being published), and the names of their municipalities.
 */
export async function publishingActivity(
  db: Executor,
  input: { propertyId: number; customerId: number; windowHours: number },
): Promise<{ listings: number; municipalities: string[] }> {
  const [row] = await queryRows<{ listings: number | string; municipalities: string[] | null }>(
    db,
    sql`select count(*) as listings,
               array_remove(array_agg(distinct m.display_name), null) as municipalities
        from properties p
        left join municipalities m on m.id = p.municipality_id
        where p.customer_id = ${input.customerId}
          and p.deleted_at is null
          and (p.id = ${input.propertyId}
               or (p.status = 'published' and p.published_at > now() - make_interval(hours => ${input.windowHours}))
               or (p.status = 'in_review' and p.updated_at > now() - make_interval(hours => ${input.windowHours})))`,
  )
  return { listings: Number(row?.listings ?? 0), municipalities: [...(row?.municipalities ?? [])].sort() }
}

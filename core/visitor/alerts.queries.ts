/**
 * The alerts job's SQL: due saved searches and their checkpoints, the listings a saved
 * filter matches in a time window (the search page's conditions), favourite price drops,
 * and the pushes the outbox already holds.
 */
import { and, asc, eq, gt, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { favorites, outbox, properties, propertyPriceChanges, savedSearches, users } from '#db/schema'
import type { BusinessType } from '#core/listings/browser'
import { publiclyVisible } from '#core/listings/public-visibility.sql'
import type { SearchFilter } from '#core/search'
import { filterParts, whereAll } from '#core/search/search-filter.sql'

export interface AlertMatch {
  id: number
  code: string
  title: string
  businessType: BusinessType
  rentPrice: number | null
  salePrice: number | null
  municipalityName: string | null
  sectorName: string | null
  /** The cover photo's storage key, or null without photos. */
  photoKey: string | null
  reason: 'new' | 'repriced'
  oldPrice: number | null
}

/** Whether the digests this search queued (in the outbox) announced the record `id` as new, under `key`. */
export function announcedBy(savedSearchId: number, key: 'newPropertyIds' | 'newProjectIds') {
  return (id: SQL) => sql`exists (select 1 from ${outbox} o where o.kind = 'email'
    and o.payload->>'savedSearchId' = ${String(savedSearchId)}
    and o.payload->${sql.raw(`'${key}'`)} @> jsonb_build_array(${id}))`
}

/**
 * Listings matching the filter that were published, or re-priced, in (since, until]; newest
 * first, at most 50. A listing is new to a saved search once, ever: republishing or restoring
 * moves its published_at, so the digests this search already queued (their `newPropertyIds`
 * in the outbox) say which listings it has announced as new.
 */
export async function findAlertMatches(
  db: Executor,
  savedSearchId: number,
  filter: SearchFilter,
  since: Date,
  until: Date,
): Promise<AlertMatch[]> {
  const where = whereAll(filterParts(filter))
  const announced = announcedBy(savedSearchId, 'newPropertyIds')(sql`${properties.id}`)
  const fresh = sql`${properties.publishedAt} > ${since.toISOString()}::timestamptz and ${properties.publishedAt} <= ${until.toISOString()}::timestamptz and not ${announced}`
  // A price drop, not any change: a dearer listing is no news to announce.
  const repriced = sql`exists (select 1 from ${propertyPriceChanges} pc where pc.property_id = ${properties.id}
    and pc.changed_at > ${since.toISOString()}::timestamptz and pc.changed_at <= ${until.toISOString()}::timestamptz
    and (pc.new_rent_price < pc.old_rent_price or pc.new_sale_price < pc.old_sale_price))`
  const list = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select ${properties.id} as "id", ${properties.code} as "code", ${properties.title} as "title", ${properties.businessType} as "businessType",
      ${properties.rentPrice} as "rentPrice", ${properties.salePrice} as "salePrice",
      m.display_name as "municipalityName", s.name as "sectorName",
      (select ph.storage_key from property_photos ph where ph.property_id = ${properties.id}
        order by ph.position, ph.id limit 1) as "photoKey",
      (${fresh}) as "isNew",
      (select coalesce(pc.old_rent_price, pc.old_sale_price) from ${propertyPriceChanges} pc where pc.property_id = ${properties.id}
        order by pc.changed_at desc limit 1) as "oldPrice"
    from ${properties}
    left join municipalities m on m.id = ${properties.municipalityId}
    left join sectors s on s.id = ${properties.sectorId}
    where ${where} and ((${fresh}) or ${repriced})
    order by ${properties.publishedAt} desc, ${properties.id} desc
    limit 50`,
  )
  return list.map((r) => ({
    id: Number(r.id),
    code: String(r.code),
    title: String(r.title),
    businessType: r.businessType as AlertMatch['businessType'],
    rentPrice: r.rentPrice == null ? null : Number(r.rentPrice),
    salePrice: r.salePrice == null ? null : Number(r.salePrice),
    municipalityName: (r.municipalityName as string | null) ?? null,
    sectorName: (r.sectorName as string | null) ?? null,
    photoKey: (r.photoKey as string | null) ?? null,
    reason: r.isNew === true || r.isNew === 't' ? 'new' : 'repriced',
    oldPrice: r.oldPrice == null ? null : Number(r.oldPrice),
  }))
}

/** Saved searches with alerts on and a checkpoint not after `until`, oldest checkpoint first, with their owner's address. */
export async function listAlertCandidates(db: Executor, until: Date, limit: number) {
  return db
    .select({ search: savedSearches, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(ne(savedSearches.frequency, 'never'), lte(savedSearches.lastCheckedAt, until)))
    .orderBy(asc(savedSearches.lastCheckedAt))
    .limit(limit)
}

/** Moves a saved search's checkpoint to `until` unconditionally. */
export async function markSavedSearchChecked(db: Executor, id: number, until: Date): Promise<void> {
  await db.update(savedSearches).set({ lastCheckedAt: until }).where(eq(savedSearches.id, id))
}

/**
 * Moves the checkpoint to `checkedUntil` (and, when notified, the last notification to
 * `notifiedAt`) if it is still `previous`; true when this call moved it.
 */
export async function claimSavedSearchCheck(
  tx: Executor,
  id: number,
  previous: Date,
  checkedUntil: Date,
  notifiedAt: Date | null,
): Promise<boolean> {
  // The column keeps microseconds, a Date milliseconds: anything below the next ms is "unchanged".
  const claimed = await tx
    .update(savedSearches)
    .set({ lastCheckedAt: checkedUntil, ...(notifiedAt && { lastNotifiedAt: notifiedAt }) })
    .where(and(eq(savedSearches.id, id), lt(savedSearches.lastCheckedAt, new Date(previous.getTime() + 1))))
    .returning({ id: savedSearches.id })
  return claimed.length > 0
}

/** Price drops in (since, until] of public listings, one row per favourite owner. */
export async function findFavoritePriceDrops(db: Executor, since: Date, until: Date, limit: number) {
  return db
    .select({
      changeId: propertyPriceChanges.id,
      propertyId: propertyPriceChanges.propertyId,
      oldRent: propertyPriceChanges.oldRentPrice,
      newRent: propertyPriceChanges.newRentPrice,
      oldSale: propertyPriceChanges.oldSalePrice,
      newSale: propertyPriceChanges.newSalePrice,
      userId: favorites.userId,
      title: properties.title,
      businessType: properties.businessType,
      locale: users.locale,
    })
    .from(propertyPriceChanges)
    .innerJoin(favorites, eq(favorites.propertyId, propertyPriceChanges.propertyId))
    .innerJoin(properties, eq(properties.id, propertyPriceChanges.propertyId))
    .innerJoin(users, eq(users.id, favorites.userId))
    .where(
      and(
        gt(propertyPriceChanges.changedAt, since),
        lte(propertyPriceChanges.changedAt, until),
        publiclyVisible,
        or(
          sql`${propertyPriceChanges.newRentPrice} < ${propertyPriceChanges.oldRentPrice}`,
          sql`${propertyPriceChanges.newSalePrice} < ${propertyPriceChanges.oldSalePrice}`,
        ) as SQL,
      ),
    )
    .limit(limit)
}

/** The (tag, userId) of the pushes already in the outbox with one of these tags. */
export async function listQueuedPushTags(db: Executor, tags: string[]): Promise<{ tag: string; userId: string }[]> {
  return db
    .select({ tag: sql<string>`${outbox.payload}->>'tag'`, userId: sql<string>`${outbox.payload}->>'userId'` })
    .from(outbox)
    .where(and(eq(outbox.kind, 'push'), inArray(sql`${outbox.payload}->>'tag'`, tags)))
}

/** Serialises the favourite price-drop pass across processes until the transaction ends (the key is this job's). */
export async function lockPriceDropPass(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(1409, 34)`)
}

/**
 * When the oldest transaction still open on this database (another connection's) began, or null:
 * what it writes (a listing published, a price changed) carries a time after that start and
 * becomes visible only when it commits, so an alert window must not close past it.
 */
export async function oldestOpenTransactionStart(db: Executor): Promise<Date | null> {
  const [row] = await queryRows<{ start: Date | string | null }>(
    db,
    sql`select min(xact_start) as start from pg_stat_activity
         where datname = current_database() and backend_type = 'client backend'
           and pid <> pg_backend_pid() and xact_start is not null`,
  )
  return row?.start ? new Date(row.start) : null
}

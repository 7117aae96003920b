/**
 * Saved-search alerts and favourite price drops, run by the background loop (server/jobs).
 * For each due search (immediately: every run; daily / weekly: at most one digest per day
 * or week, the first as soon as something matches) it looks for listings published or
 * re-priced since the search was last checked, matching the saved filters with the same
 * SQL as the search page, and queues one e-mail digest (with a signed unsubscribe link)
 * and one push through the outbox, in one transaction with the search's new checkpoint.
 * Price drops of favourites queue a push per owner once (deduplicated by tag).
 */
import { and, asc, eq, gt, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import { queryRows, type Database, type Executor } from '../../db/client'
import { favorites, outbox, properties, propertyPriceChanges, savedSearches, users } from '../../db/schema'
import { priceFor, type BusinessType } from '#core/listings/browser'
import { listingPath } from '#core/listings'
import { publiclyVisible } from '#core/listings/public-visibility.sql'
import { enqueue, enqueuePush } from '#core/notifications'
import { parseSearchParams, type SearchFilter } from '#core/search'
import { filterParts, whereAll } from '#core/search/search-filter.sql'
import { logger, runtime, siteOrigin } from '#core/shared'
import { unsubscribeToken, type AlertFrequency } from './saved-searches.service'
import { DIGEST_MAX_ITEMS, formatAmount, savedSearchDigest, type DigestItem } from './visitor.mail'

const PERIOD_MS: Record<AlertFrequency, number> = {
  immediately: 0,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
  never: Infinity,
}
const BATCH = 200
/** A window no wider than this is looked at, whatever the checkpoint says. */
const MAX_LOOKBACK_MS = 8 * 86_400_000

export interface AlertRunResult {
  searchesChecked: number
  digests: number
  priceDropPushes: number
}

const siteUrl = siteOrigin

interface Match {
  id: number
  code: string
  title: string
  businessType: BusinessType
  rentPrice: number | null
  salePrice: number | null
  municipalityName: string | null
  sectorName: string | null
  reason: 'new' | 'repriced'
  oldPrice: number | null
}

/** Listings matching the filter that were published, or re-priced, in (since, until]. */
export async function findMatches(db: Executor, filter: SearchFilter, since: Date, until: Date): Promise<Match[]> {
  const where = whereAll(filterParts(filter))
  const fresh = sql`${properties.publishedAt} > ${since.toISOString()}::timestamptz and ${properties.publishedAt} <= ${until.toISOString()}::timestamptz`
  const repriced = sql`exists (select 1 from ${propertyPriceChanges} pc where pc.property_id = ${properties.id}
    and pc.changed_at > ${since.toISOString()}::timestamptz and pc.changed_at <= ${until.toISOString()}::timestamptz)`
  const list = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select ${properties.id} as "id", ${properties.code} as "code", ${properties.title} as "title", ${properties.businessType} as "businessType",
      ${properties.rentPrice} as "rentPrice", ${properties.salePrice} as "salePrice",
      m.display_name as "municipalityName", s.name as "sectorName",
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
    businessType: r.businessType as Match['businessType'],
    rentPrice: r.rentPrice == null ? null : Number(r.rentPrice),
    salePrice: r.salePrice == null ? null : Number(r.salePrice),
    municipalityName: (r.municipalityName as string | null) ?? null,
    sectorName: (r.sectorName as string | null) ?? null,
    reason: r.isNew === true || r.isNew === 't' ? 'new' : 'repriced',
    oldPrice: r.oldPrice == null ? null : Number(r.oldPrice),
  }))
}

function isDue(row: typeof savedSearches.$inferSelect, now: Date): boolean {
  if (row.frequency === 'never') return false
  if (!row.lastNotifiedAt) return true
  return now.getTime() - row.lastNotifiedAt.getTime() >= PERIOD_MS[row.frequency]
}

/** One pass of the alerts; safe to call often (each search is claimed by moving its checkpoint). */
export async function runSavedSearchAlerts(db: Database, now = new Date()): Promise<AlertRunResult> {
  const result: AlertRunResult = { searchesChecked: 0, digests: 0, priceDropPushes: 0 }
  const candidates = await db
    .select({ search: savedSearches, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(ne(savedSearches.frequency, 'never'), lte(savedSearches.lastCheckedAt, now)))
    .orderBy(asc(savedSearches.lastCheckedAt))
    .limit(BATCH)
  for (const { search, email, firstName, locale } of candidates) {
    if (!isDue(search, now)) continue
    result.searchesChecked++
    try {
      const sent = await checkSearch(db, search, { email, firstName, locale: locale === 'en' ? 'en' : 'es-CO' }, now)
      if (sent) result.digests++
    } catch (error) {
      logger.warn('saved-search alert failed', { searchId: search.id, error })
    }
  }
  try {
    result.priceDropPushes = await notifyFavoritePriceDrops(db, now)
  } catch (error) {
    logger.warn('favourite price-drop pushes failed', { error })
  }
  return result
}

async function checkSearch(
  db: Database,
  search: typeof savedSearches.$inferSelect,
  user: { email: string; firstName: string; locale: 'es-CO' | 'en' },
  now: Date,
): Promise<boolean> {
  let filter: SearchFilter
  try {
    filter = parseSearchParams(new URLSearchParams(search.query))
  } catch {
    // A filter that no longer parses (a removed type, say) cannot match: move on.
    await db.update(savedSearches).set({ lastCheckedAt: now }).where(eq(savedSearches.id, search.id))
    return false
  }
  const since = new Date(Math.max(search.lastCheckedAt.getTime(), now.getTime() - MAX_LOOKBACK_MS))
  const matches = await findMatches(db, filter, since, now)
  return db.transaction(async (tx) => {
    // Claim: only the run that moves the checkpoint from where it was sends the digest
    // (the column keeps microseconds, a Date milliseconds: anything below the next ms is "unchanged").
    const claimed = await tx
      .update(savedSearches)
      .set({ lastCheckedAt: now, ...(matches.length > 0 && { lastNotifiedAt: now }) })
      .where(
        and(
          eq(savedSearches.id, search.id),
          lt(savedSearches.lastCheckedAt, new Date(search.lastCheckedAt.getTime() + 1)),
        ),
      )
      .returning({ id: savedSearches.id })
    if (claimed.length === 0 || matches.length === 0) return false
    const base = siteUrl()
    const prefix = user.locale === 'en' ? '/en' : ''
    const searchPath = `${prefix}/properties/search?${search.query}`
    const items: DigestItem[] = matches.slice(0, DIGEST_MAX_ITEMS).map((m) => {
      const operation = filter.operation ?? (m.businessType === 'sale' ? 'sale' : 'rent')
      return {
        title: m.title,
        code: m.code,
        url:
          base +
          listingPath(
            {
              id: m.id,
              title: m.title,
              municipalityName: m.municipalityName,
              sectorName: m.sectorName,
              businessType: m.businessType,
            },
            operation,
            prefix,
          ),
        price: priceFor(m, operation),
        reason: m.reason,
        oldPrice: m.oldPrice,
      }
    })
    const mail = savedSearchDigest({
      locale: user.locale,
      brand: runtime().env.BRAND_NAME,
      name: user.firstName,
      searchName: search.name,
      items,
      total: matches.length,
      searchUrl: base + searchPath,
      unsubscribeUrl: `${base}${prefix}/user/panel/unsubscribe?token=${encodeURIComponent(unsubscribeToken(search.id))}`,
    })
    await enqueue(tx, 'email', {
      template: 'saved-search-digest',
      to: user.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      savedSearchId: search.id,
    })
    await enqueuePush(tx, {
      userId: search.userId,
      title: user.locale === 'en' ? `New properties for "${search.name}"` : `Nuevos inmuebles para «${search.name}»`,
      body:
        user.locale === 'en'
          ? `${matches.length} ${matches.length === 1 ? 'property matches' : 'properties match'} your search`
          : `${matches.length} ${matches.length === 1 ? 'inmueble coincide' : 'inmuebles coinciden'} con tu búsqueda`,
      url: searchPath,
      tag: `saved-search-${search.id}`,
    })
    return true
  })
}

/** A push to each owner of a favourite whose price dropped in the last day, once per change. */
export async function notifyFavoritePriceDrops(db: Database, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 86_400_000)
  const drops = await db
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
        lte(propertyPriceChanges.changedAt, now),
        publiclyVisible,
        or(
          sql`${propertyPriceChanges.newRentPrice} < ${propertyPriceChanges.oldRentPrice}`,
          sql`${propertyPriceChanges.newSalePrice} < ${propertyPriceChanges.oldSalePrice}`,
        ) as SQL,
      ),
    )
    .limit(500)
  if (drops.length === 0) return 0
  const tags = [...new Set(drops.map((d) => `price-drop-${d.changeId}`))]
  const already = await db
    .select({ tag: sql<string>`${outbox.payload}->>'tag'`, userId: sql<string>`${outbox.payload}->>'userId'` })
    .from(outbox)
    .where(and(eq(outbox.kind, 'push'), inArray(sql`${outbox.payload}->>'tag'`, tags)))
  const sent = new Set(already.map((a) => `${a.tag}:${a.userId}`))
  let count = 0
  for (const d of drops) {
    const tag = `price-drop-${d.changeId}`
    if (sent.has(`${tag}:${d.userId}`)) continue
    const en = d.locale === 'en'
    const price = d.newRent != null && d.oldRent != null && d.newRent < d.oldRent ? d.newRent : d.newSale
    const operation = d.newRent != null && d.oldRent != null && d.newRent < d.oldRent ? 'rent' : 'sale'
    await enqueuePush(db, {
      userId: d.userId,
      title: en ? 'A favourite dropped its price' : 'Un favorito bajó de precio',
      body: `${d.title}: ${en ? 'now' : 'ahora'} ${formatAmount(price)}`,
      url: listingPath(
        { id: d.propertyId, title: d.title, municipalityName: null, sectorName: null, businessType: d.businessType },
        operation,
        en ? '/en' : '',
      ),
      tag,
    })
    sent.add(`${tag}:${d.userId}`)
    count++
  }
  return count
}

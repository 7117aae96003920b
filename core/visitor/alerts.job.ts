/**
 * Saved-search alerts and favourite price drops, run by the background loop (server/jobs).
 * For each due search (immediately: every run; daily / weekly: at most one digest per day
 * or week, the first as soon as something matches) it looks for listings published or
 * re-priced since the search was last checked, matching the saved filters with the same
 * SQL as the search page, and queues one e-mail digest (with a signed unsubscribe link)
 * and one push through the outbox, in one transaction with the search's new checkpoint.
 * A listing is announced as new to a search at most once (the digests in the outbox remember).
 * Price drops of favourites queue a push per owner once (deduplicated by tag).
 */
import type { Database } from '#db/client'
import { priceFor } from '#core/listings/browser'
import { listingPath } from '#core/listings'
import { photoUrls } from '#core/media'
import { enqueue, enqueuePush } from '#core/notifications'
import { parseSearchParams, type SearchFilter } from '#core/search'
import { logger, runtime, siteOrigin } from '#core/shared'
import {
  claimSavedSearchCheck,
  findAlertMatches,
  findFavoritePriceDrops,
  listAlertCandidates,
  listQueuedPushTags,
  markSavedSearchChecked,
} from './alerts.queries'
import type { SavedSearchRow } from './saved-searches.queries'
import { unsubscribeToken, type AlertFrequency } from './saved-searches.service'
import { DIGEST_MAX_ITEMS, digestPushTitle, formatAmount, savedSearchDigest, type DigestItem } from './visitor.mail'

const PERIOD_MS: Record<AlertFrequency, number> = {
  immediately: 0,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
  never: Infinity,
}
const BATCH = 200
/** Price drops looked at per pass. */
const PRICE_DROP_BATCH = 500
/** A window no wider than this is looked at, whatever the checkpoint says. */
const MAX_LOOKBACK_MS = 8 * 86_400_000

export interface AlertRunResult {
  searchesChecked: number
  digests: number
  priceDropPushes: number
}

const siteUrl = siteOrigin

function isDue(row: SavedSearchRow, now: Date): boolean {
  if (row.frequency === 'never') return false
  if (!row.lastNotifiedAt) return true
  return now.getTime() - row.lastNotifiedAt.getTime() >= PERIOD_MS[row.frequency]
}

/** One pass of the alerts; safe to call often (each search is claimed by moving its checkpoint). */
export async function runSavedSearchAlerts(db: Database, now = new Date()): Promise<AlertRunResult> {
  const result: AlertRunResult = { searchesChecked: 0, digests: 0, priceDropPushes: 0 }
  const candidates = await listAlertCandidates(db, now, BATCH)
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
  search: SavedSearchRow,
  user: { email: string; firstName: string; locale: 'es-CO' | 'en' },
  now: Date,
): Promise<boolean> {
  let filter: SearchFilter
  try {
    filter = parseSearchParams(new URLSearchParams(search.query))
  } catch {
    // A filter that no longer parses (a removed type, say) cannot match: move on.
    await markSavedSearchChecked(db, search.id, now)
    return false
  }
  const since = new Date(Math.max(search.lastCheckedAt.getTime(), now.getTime() - MAX_LOOKBACK_MS))
  const matches = await findAlertMatches(db, search.id, filter, since, now)
  return db.transaction(async (tx) => {
    // Claim: only the run that moves the checkpoint from where it was sends the digest.
    const claimed = await claimSavedSearchCheck(tx, search.id, search.lastCheckedAt, now, matches.length > 0)
    if (!claimed || matches.length === 0) return false
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
        place: [m.sectorName, m.municipalityName].filter(Boolean).join(', '),
        imageUrl: m.photoKey ? absolute(base, photoUrls({ storageKey: m.photoKey, widths: null }).og) : null,
      }
    })
    const mail = savedSearchDigest({
      locale: user.locale,
      brand: runtime().env.BRAND_NAME,
      name: user.firstName,
      searchName: search.name,
      items,
      reasons: matches.map((m) => m.reason),
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
      // What this search has announced as new, so that a republished listing is not new again.
      newPropertyIds: matches.filter((m) => m.reason === 'new').map((m) => m.id),
    })
    await enqueuePush(tx, {
      userId: search.userId,
      title: digestPushTitle(
        user.locale,
        matches.map((m) => m.reason),
        search.name,
      ),
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

/** An address the mail client can fetch: the storage's own, or the site's plus a relative one. */
function absolute(base: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`
}

/** A push to each owner of a favourite whose price dropped in the last day, once per change. */
export async function notifyFavoritePriceDrops(db: Database, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 86_400_000)
  const drops = await findFavoritePriceDrops(db, since, now, PRICE_DROP_BATCH)
  if (drops.length === 0) return 0
  const tags = [...new Set(drops.map((d) => `price-drop-${d.changeId}`))]
  const already = await listQueuedPushTags(db, tags)
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

/**
 * Saved-search alerts and favourite price drops, run by the background loop (server/jobs).
 * A saved search is of listings or of projects (new, cheaper, or with construction progress:
 * ADR 0029); each kind finds its matches, the rest is shared. For each due search (immediately: every run; daily / weekly: at most one digest per day
 * or week, the first as soon as something matches) it looks for listings published or
 * re-priced since the search was last checked, matching the saved filters with the same
 * SQL as the search page, and queues one e-mail digest (with a signed unsubscribe link)
 * and one push through the outbox, in one transaction with the search's new checkpoint.
 * A listing is announced as new to a search at most once (the digests in the outbox remember).
 * Price drops of favourites queue a push per owner once (deduplicated by tag).
 */
import type { Database, Executor } from '#db/client'
import { priceFor } from '#core/listings/browser'
import { listingPath } from '#core/listings'
import { photoUrls } from '#core/media'
import { enqueue, enqueuePush, type MailLocale } from '#core/notifications'
import {
  findProjectAlertMatches,
  parseProjectSearchParams,
  projectPath,
  type ProjectSearchFilter,
} from '#core/projects'
import { parseSearchParams, type SearchFilter } from '#core/search'
import { logger, runtime, siteOrigin } from '#core/shared'
import {
  announcedBy,
  claimSavedSearchCheck,
  findAlertMatches,
  findFavoritePriceDrops,
  listAlertCandidates,
  listQueuedPushTags,
  lockPriceDropPass,
  markSavedSearchChecked,
  oldestOpenTransactionStart,
} from './alerts.queries'
import type { SavedSearchRow } from './saved-searches.queries'
import { savedSearchPath, type SavedSearchKind } from './saved-searches.constants'
import { unsubscribeToken, type AlertFrequency } from './saved-searches.service'
import { DIGEST_MAX_ITEMS, digestPush, formatAmount, savedSearchDigest, type DigestItem } from './visitor.mail'

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
/**
 * How far the hosts' clocks may differ: a listing's published_at comes from its host's clock, the
 * start of its transaction from the database's (see alertHorizon).
 */
const CLOCK_MARGIN_MS = 1000

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
  const until = await alertHorizon(db, now)
  const candidates = await listAlertCandidates(db, until, BATCH)
  for (const { search, email, firstName, locale } of candidates) {
    if (!isDue(search, now)) continue
    result.searchesChecked++
    try {
      const user = { email, firstName, locale: locale === 'en' ? ('en' as const) : ('es-CO' as const) }
      const sent = await checkSearch(db, search, user, { now, until })
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

/**
 * Where this run's windows end: now, or just before the oldest transaction still open on the
 * database began. A listing published (or re-priced) in a transaction that commits after this run
 * read the listings carries a time after that start; were the window to close past it, this run
 * would not see the listing yet and the next would start after it, and it would never be
 * announced (found by the jobs_exactly_once drill, docs/drills.md). Such a window ends earlier
 * and the next run takes the listing.
 */
async function alertHorizon(db: Database, now: Date): Promise<Date> {
  const open = await oldestOpenTransactionStart(db)
  if (!open) return now
  return new Date(Math.min(now.getTime(), open.getTime() - CLOCK_MARGIN_MS))
}

/** What a due search found: the digest's items and every match's reason, and the ids it announces as new. */
interface Found {
  items: DigestItem[]
  reasons: DigestItem['reason'][]
  newIds: Record<'newPropertyIds' | 'newProjectIds', number[]>
}

type Finder = (
  db: Database,
  search: SavedSearchRow,
  window: { since: Date; until: Date },
  locale: MailLocale,
) => Promise<Found | null>

const coverUrl = (base: string, key: string | null) =>
  key ? absolute(base, photoUrls({ storageKey: key, widths: null }).og) : null

/** Listings published, or cheaper, in the window; null when the filter no longer parses (a removed type, say). */
const findListings: Finder = async (db, search, { since, until }, locale) => {
  let filter: SearchFilter
  try {
    filter = parseSearchParams(new URLSearchParams(search.query))
  } catch {
    return null
  }
  const matches = await findAlertMatches(db, search.id, filter, since, until)
  const base = siteUrl()
  const prefix = locale === 'en' ? '/en' : ''
  return {
    items: matches.slice(0, DIGEST_MAX_ITEMS).map((m) => {
      const operation = filter.operation ?? (m.businessType === 'sale' ? 'sale' : 'rent')
      const place = { municipalityName: m.municipalityName, sectorName: m.sectorName }
      return {
        title: m.title,
        code: m.code,
        url:
          base + listingPath({ id: m.id, title: m.title, ...place, businessType: m.businessType }, operation, prefix),
        price: priceFor(m, operation),
        reason: m.reason,
        oldPrice: m.oldPrice,
        place: [m.sectorName, m.municipalityName].filter(Boolean).join(', '),
        imageUrl: coverUrl(base, m.photoKey),
      }
    }),
    reasons: matches.map((m) => m.reason),
    newIds: { newPropertyIds: matches.filter((m) => m.reason === 'new').map((m) => m.id), newProjectIds: [] },
  }
}

/** Projects published, with a unit type cheaper, or with a progress update in the window (ADR 0029). */
const findProjects: Finder = async (db, search, window, locale) => {
  let filter: ProjectSearchFilter
  try {
    filter = parseProjectSearchParams(new URLSearchParams(search.query))
  } catch {
    return null
  }
  const matches = await findProjectAlertMatches(db, filter, window, announcedBy(search.id, 'newProjectIds'))
  const base = siteUrl()
  return {
    items: matches.slice(0, DIGEST_MAX_ITEMS).map((m) => ({
      title: m.name,
      url: base + projectPath(m, locale),
      price: m.price,
      reason: m.reason,
      oldPrice: m.oldPrice,
      percent: m.percent,
      place: m.place,
      imageUrl: coverUrl(base, m.photoKey),
    })),
    reasons: matches.map((m) => m.reason),
    newIds: { newPropertyIds: [], newProjectIds: matches.filter((m) => m.reason === 'new').map((m) => m.id) },
  }
}

const FINDERS: Record<SavedSearchKind, Finder> = { listings: findListings, projects: findProjects }

async function checkSearch(
  db: Database,
  search: SavedSearchRow,
  user: { email: string; firstName: string; locale: MailLocale },
  { now, until }: { now: Date; until: Date },
): Promise<boolean> {
  const since = new Date(Math.max(search.lastCheckedAt.getTime(), now.getTime() - MAX_LOOKBACK_MS))
  const found = await FINDERS[search.kind](db, search, { since, until }, user.locale)
  if (!found) {
    // A filter that no longer parses cannot match: move on.
    await markSavedSearchChecked(db, search.id, until)
    return false
  }
  return db.transaction(async (tx) => {
    // Claim: only the run that moves the checkpoint from where it was sends the digest.
    const notified = found.reasons.length > 0 ? now : null
    const claimed = await claimSavedSearchCheck(tx, search.id, search.lastCheckedAt, until, notified)
    if (!claimed || found.reasons.length === 0) return false
    const base = siteUrl()
    const prefix = user.locale === 'en' ? '/en' : ''
    const searchPath = savedSearchPath(search.kind, search.query, user.locale)
    const mail = savedSearchDigest({
      locale: user.locale,
      kind: search.kind,
      brand: runtime().env.BRAND_NAME,
      name: user.firstName,
      searchName: search.name,
      items: found.items,
      reasons: found.reasons,
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
      // What this search has announced as new, so that a republished listing or project is not new again.
      ...found.newIds,
    })
    await enqueuePush(tx, {
      userId: search.userId,
      ...digestPush(user.locale, search.kind, found.reasons, search.name),
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

/**
 * A push to each owner of a favourite whose price dropped in the last day, once per change. The
 * pushes already queued say what was sent, so the pass holds a transaction-level advisory lock
 * while it reads them and queues the rest: a second process waits for it, then finds them queued.
 * A process that dies mid-pass rolls back (its lock goes with its connection); the next pass redoes it.
 */
export async function notifyFavoritePriceDrops(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await lockPriceDropPass(tx)
    return queuePriceDropPushes(tx, now)
  })
}

async function queuePriceDropPushes(db: Executor, now: Date): Promise<number> {
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

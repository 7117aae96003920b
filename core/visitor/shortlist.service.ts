/**
 * Shareable shortlists (issue 14): a signed-in visitor shares a comparison or some favourites
 * as a read-only link, /s/{token}, that anyone can open without signing in. The page shows the
 * listings that are still public and says which are no longer available, never who shared
 * them. The owner lists and revokes their links; a revoked or unknown token is a 404.
 */
import { type ServiceContext, notFound, validationError } from '#core/shared/browser'
import { assertNotLimited, siteOrigin, type Operation } from '#core/shared'
import { ogImageUrl, toListingCard, type ListingCard } from '#core/listings'
import { comparisonOf, requireUser, type ComparisonItem } from './compare.service'
import type { CompareRowKey } from './compare-best.rules'
import { toSummary } from './listing-summary.view'
import type { ShortlistSource } from './shortlist.constants'
import type { CreateShortlistInput } from './shortlist.schemas'
import { shortlistCreateLimiter } from './shortlist.rate-limit'
import { isShortlistToken, newShortlistToken } from './shortlist-token.utils'
import { deleteUserShortlist, findShortlistByToken, insertShortlist, listUserShortlists } from './shortlist.queries'
import { findPublicSummaries } from './visitor.queries'

const NOT_FOUND_KEY = 'shortlist.not_found'

export interface ShortlistView {
  token: string
  /** The absolute address to share (PUBLIC_URL), in the language it was asked in. */
  url: string
  source: ShortlistSource
  createdAt: string
  /** The listings' codes in order (the owner's panel). */
  codes: string[]
}

function shortlistPath(token: string, locale: ServiceContext['locale']): string {
  return `${locale === 'en' ? '/en' : ''}/s/${token}`
}

function view(
  ctx: ServiceContext,
  row: { token: string; source: ShortlistSource; createdAt: Date; codes: string[] },
): ShortlistView {
  return {
    token: row.token,
    url: siteOrigin() + shortlistPath(row.token, ctx.locale),
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    codes: row.codes,
  }
}

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i])

/**
 * Shares the listings as a new link (`created`), or gives back the visitor's link that already
 * shows the same listings in the same order from the same source. Listings that are unknown or
 * not public are a 422 on property_ids; past the hourly limit a 429.
 */
export async function createShortlist(
  ctx: ServiceContext,
  { property_ids: ids, source }: CreateShortlistInput,
): Promise<{ shortlist: ShortlistView; created: boolean }> {
  const userId = requireUser(ctx)
  const rows = await findPublicSummaries(ctx.db, ids)
  if (rows.length !== ids.length) throw validationError({ property_ids: [{ key: 'shortlist.validation.not_public' }] })
  const codeOf = new Map(rows.map((r) => [r.id, r.code]))
  const existing = (await listUserShortlists(ctx.db, userId)).find(
    (s) => s.source === source && sameList(s.propertyIds, ids),
  )
  if (existing) return { shortlist: view(ctx, existing), created: false }

  assertNotLimited(await shortlistCreateLimiter.hit(`user:${userId}`))
  const token = newShortlistToken()
  const row = await ctx.db.transaction((tx) => insertShortlist(tx, { token, userId, source, propertyIds: ids }))
  return {
    shortlist: view(ctx, { token, source, createdAt: row.createdAt, codes: ids.map((id) => codeOf.get(id) ?? '') }),
    created: true,
  }
}

/** The signed-in visitor's links, newest first. */
export async function listShortlists(ctx: ServiceContext): Promise<ShortlistView[]> {
  const userId = requireUser(ctx)
  return (await listUserShortlists(ctx.db, userId)).map((row) => view(ctx, row))
}

/** Revokes one of the visitor's links: it answers 404 from now on. Someone else's or an unknown token is a 404. */
export async function revokeShortlist(ctx: ServiceContext, token: string): Promise<void> {
  const userId = requireUser(ctx)
  if (!isShortlistToken(token) || !(await deleteUserShortlist(ctx.db, userId, token))) throw notFound(NOT_FOUND_KEY)
}

/** One listing of a shared link: still public (its card and comparison column), or no longer available (nothing of it). */
export type ShortlistEntry = { available: true; card: ListingCard; item: ComparisonItem } | { available: false }

export interface SharedShortlist {
  token: string
  url: string
  source: ShortlistSource
  entries: ShortlistEntry[]
  /** The comparison of the listings still public (source `compare`). */
  best: Partial<Record<CompareRowKey, number>>
  /** The first public listing's 1200×630 photo, absolute, for link previews. */
  image: string | null
  /** The public listings' prices in order, for the preview's description. */
  prices: Array<{ operation: Operation; price: number | null }>
}

/** What /s/{token} shows, to anyone; nothing about who shared it. Unknown or revoked: 404. */
export async function openShortlist(ctx: ServiceContext, token: string): Promise<SharedShortlist> {
  const shortlist = isShortlistToken(token) ? await findShortlistByToken(ctx.db, token) : null
  if (!shortlist) throw notFound(NOT_FOUND_KEY)
  const rows = await findPublicSummaries(ctx.db, shortlist.propertyIds)
  const byId = new Map(rows.map((r) => [r.id, r]))
  const visible = shortlist.propertyIds.flatMap((id) => {
    const row = byId.get(id)
    return row ? [row] : []
  })
  const comparison = await comparisonOf(
    ctx,
    visible.map((row) => toSummary(row, ctx.locale)),
  )
  const columns = new Map(comparison.items.map((item, i) => [visible[i].id, item]))
  const entries = shortlist.propertyIds.map((id): ShortlistEntry => {
    const row = byId.get(id)
    const item = columns.get(id)
    return row && item ? { available: true, card: toListingCard(row, null, ctx.locale), item } : { available: false }
  })
  const first = visible.find((row) => row.photoKey)
  const image = first?.photoKey ? ogImageUrl(first.photoKey) : null
  return {
    token,
    url: siteOrigin() + shortlistPath(token, ctx.locale),
    source: shortlist.source,
    entries,
    best: comparison.best,
    image: image && !/^https?:\/\//.test(image) ? siteOrigin() + image : image,
    prices: entries.flatMap((e) => (e.available ? [{ operation: e.card.operation, price: e.card.price }] : [])),
  }
}

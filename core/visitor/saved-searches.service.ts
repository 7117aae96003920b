/**
 * Saved searches with alerts: a name, the search page's query string and how often to
 * e-mail new or re-priced matches (immediately, daily, weekly, never). The e-mails carry
 * an unsubscribe link with a signed token, so it works without signing in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { signingKey } from '#core/accounts'
import { parseSearchParams, savedSearchQuery } from '#core/search'
import { type ServiceContext, AppError, notFound, type MessageRef } from '#core/shared/browser'
import { decodeId, encodeId } from '#core/shared'
import { requireUser } from './compare.service'
import {
  countSavedSearches,
  deleteSavedSearchRow,
  findSavedSearchAlert,
  findUserSavedSearch,
  insertSavedSearch,
  listSavedSearchRows,
  stopSavedSearchAlerts,
  updateSavedSearchRow,
  type SavedSearchRow,
} from './saved-searches.queries'
import type { AlertFrequency, CreateSearchInput, UpdateSearchInput } from './saved-searches.schemas'

export const SAVED_SEARCH_LIMIT = 20
export type { AlertFrequency }

/** The same criteria whatever their order in the address: what tells two saved searches apart. */
function criteriaOf(query: string): string {
  return [...new URLSearchParams(query)]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&')
}

export interface SavedSearchView {
  id: string
  name: string
  query: string
  frequency: AlertFrequency
  createdAt: string
  lastNotifiedAt: string | null
}

function view(row: SavedSearchRow): SavedSearchView {
  return {
    id: encodeId('savedSearch', row.id),
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    createdAt: row.createdAt.toISOString(),
    lastNotifiedAt: row.lastNotifiedAt?.toISOString() ?? null,
  }
}

export async function listSavedSearches(ctx: ServiceContext): Promise<SavedSearchView[]> {
  const userId = requireUser(ctx)
  const rows = await listSavedSearchRows(ctx.db, userId)
  return rows.map(view)
}

/**
 * `data` is parsed by CreateSearchSchema; a query the search refuses, or the limit reached, is a
 * 422. The same criteria saved again keep the search already saved (`alreadySaved`), unchanged.
 */
export async function createSavedSearch(
  ctx: ServiceContext,
  data: CreateSearchInput,
): Promise<SavedSearchView & { alreadySaved: boolean }> {
  const userId = requireUser(ctx)
  // Its criteria only, as the search address declares them (no paging or tracking).
  const query = savedSearchQuery(data.query)
  try {
    parseSearchParams(new URLSearchParams(query))
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError('VALIDATION', { key: 'errors.form_invalid' }, { query: [{ key: 'validation.invalid' }] })
    throw error
  }
  return ctx.db.transaction(async (tx) => {
    const same = (await listSavedSearchRows(tx, userId)).find((r) => criteriaOf(r.query) === criteriaOf(query))
    if (same) return { ...view(same), alreadySaved: true }
    if ((await countSavedSearches(tx, userId)) >= SAVED_SEARCH_LIMIT) {
      const ref: MessageRef = { key: 'validation.limit_reached', params: { limit: SAVED_SEARCH_LIMIT } }
      throw new AppError('VALIDATION', ref, { name: [ref] })
    }
    const row = await insertSavedSearch(tx, { userId, name: data.name, query, frequency: data.frequency })
    return { ...view(row), alreadySaved: false }
  })
}

async function ownSearch(ctx: ServiceContext, publicId: string) {
  const userId = requireUser(ctx)
  const id = decodeId('savedSearch', publicId)
  if (id == null) throw notFound()
  const row = await findUserSavedSearch(ctx.db, id, userId)
  if (!row) throw notFound()
  return row
}

/** Renames a search or changes its alerts; `data` is parsed by UpdateSearchSchema. */
export async function updateSavedSearch(
  ctx: ServiceContext,
  publicId: string,
  data: UpdateSearchInput,
): Promise<SavedSearchView> {
  const row = await ownSearch(ctx, publicId)
  const updated = await updateSavedSearchRow(ctx.db, row.id, {
    ...(data.name !== undefined && { name: data.name }),
    ...(data.frequency !== undefined && { frequency: data.frequency }),
  })
  return view(updated)
}

export async function deleteSavedSearch(ctx: ServiceContext, publicId: string): Promise<void> {
  const row = await ownSearch(ctx, publicId)
  await deleteSavedSearchRow(ctx.db, row.id)
}

// ── unsubscribe tokens ──────────────────────────────────────────────────────

function signature(id: number): string {
  return createHmac('sha256', signingKey()).update(`saved-search-unsubscribe:${id}`).digest('base64url').slice(0, 32)
}

/** "{opaque id}.{signature}": enough to stop one search's alerts, nothing else. */
export function unsubscribeToken(searchId: number): string {
  return `${encodeId('savedSearch', searchId)}.${signature(searchId)}`
}

export function verifyUnsubscribeToken(token: string | null | undefined): number | null {
  if (!token || token.length > 100) return null
  const [publicId, sig] = token.split('.')
  const id = decodeId('savedSearch', publicId)
  if (id == null || !sig) return null
  const expected = Buffer.from(signature(id))
  const given = Buffer.from(sig)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}

/** The saved search an unsubscribe link names, without changing it (the link's page asks first). */
export async function findSearchToUnsubscribe(
  ctx: ServiceContext,
  token: string | null | undefined,
): Promise<{ name: string; frequency: string } | null> {
  const id = verifyUnsubscribeToken(token)
  if (id == null) return null
  return findSavedSearchAlert(ctx.db, id)
}

/** Stops the alerts of the search the token names (frequency "never"); null when the token is bad or the search gone. */
export async function unsubscribeSearch(
  ctx: ServiceContext,
  token: string | null | undefined,
): Promise<{ name: string } | null> {
  const id = verifyUnsubscribeToken(token)
  if (id == null) return null
  return stopSavedSearchAlerts(ctx.db, id)
}

/**
 * Saved searches with alerts: a name, the search page's query string and how often to
 * e-mail new or re-priced matches (immediately, daily, weekly, never). The e-mails carry
 * an unsubscribe link with a signed token, so it works without signing in.
 */
import { readRecordLinkToken, recordLinkToken } from '#core/accounts'
import {
  parseProjectSearchParams,
  projectSearchCriteriaOf,
  tidyProjectSearchAddress,
  type ProjectSearchCriteria,
} from '#core/projects'
import { parseSearchParams, savedSearchQuery, searchCriteriaOf, type SearchCriteria } from '#core/search'
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
import type { AlertFrequency, CreateSearchInput, SavedSearchKind, UpdateSearchInput } from './saved-searches.schemas'

export const SAVED_SEARCH_LIMIT = 20
export type { AlertFrequency }

/** Each kind's saved query (its criteria only: no paging) and its reading, which throws a 422 AppError when refused. */
const SEARCH_KINDS: Record<
  SavedSearchKind,
  { query: (raw: string) => string; parse: (params: URLSearchParams) => unknown }
> = {
  listings: { query: savedSearchQuery, parse: parseSearchParams },
  projects: {
    query: (raw) => {
      const tidy = tidyProjectSearchAddress(new URLSearchParams(raw.replace(/^\?/, '')))
      tidy.delete('page')
      return tidy.toString()
    },
    parse: parseProjectSearchParams,
  },
}

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
  kind: SavedSearchKind
  frequency: AlertFrequency
  createdAt: string
  lastNotifiedAt: string | null
}

function view(row: SavedSearchRow): SavedSearchView {
  return {
    id: encodeId('savedSearch', row.id),
    name: row.name,
    query: row.query,
    kind: row.kind,
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

/** A saved search as the panel shows it: its criteria (a listing search's or a project search's) named in the visitor's language. */
export type SavedSearchItem = SavedSearchView & {
  criteria: SearchCriteria | null
  projectCriteria: ProjectSearchCriteria | null
}

export async function listSavedSearchesWithCriteria(ctx: ServiceContext): Promise<SavedSearchItem[]> {
  const searches = await listSavedSearches(ctx)
  return Promise.all(
    searches.map(async (s) => ({
      ...s,
      criteria: s.kind === 'listings' ? await searchCriteriaOf(ctx, s.query) : null,
      projectCriteria: s.kind === 'projects' ? await projectSearchCriteriaOf(ctx, s.query) : null,
    })),
  )
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
  const kind = SEARCH_KINDS[data.kind]
  const query = kind.query(data.query)
  try {
    kind.parse(new URLSearchParams(query))
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError('VALIDATION', { key: 'errors.form_invalid' }, { query: [{ key: 'validation.invalid' }] })
    throw error
  }
  return ctx.db.transaction(async (tx) => {
    const same = (await listSavedSearchRows(tx, userId)).find(
      (r) => r.kind === data.kind && criteriaOf(r.query) === criteriaOf(query),
    )
    if (same) return { ...view(same), alreadySaved: true }
    if ((await countSavedSearches(tx, userId)) >= SAVED_SEARCH_LIMIT) {
      const ref: MessageRef = { key: 'validation.limit_reached', params: { limit: SAVED_SEARCH_LIMIT } }
      throw new AppError('VALIDATION', ref, { name: [ref] })
    }
    const row = await insertSavedSearch(tx, {
      userId,
      name: data.name,
      query,
      kind: data.kind,
      frequency: data.frequency,
    })
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

const UNSUBSCRIBE = 'saved-search-unsubscribe'

/** "{opaque id}.{signature}": enough to stop one search's alerts, nothing else. */
export function unsubscribeToken(searchId: number): string {
  return recordLinkToken('savedSearch', UNSUBSCRIBE, searchId)
}

function verifyUnsubscribeToken(token: string | null | undefined): number | null {
  return readRecordLinkToken('savedSearch', UNSUBSCRIBE, token)
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

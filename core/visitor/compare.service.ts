/**
 * The comparison list (spec §2, §7): at most COMPARE_LIMIT public listings per account.
 * Anonymous visitors keep theirs in the browser (a cookie of opaque ids) and it is merged
 * here when they sign in, up to the limit.
 */
import { type ServiceContext, AppError, notFound, unauthenticated } from '#core/shared/browser'
import { decodeId } from '#core/shared'
import { rentalRequirementsJson, type RentalRequirementsJson } from '#core/listings/browser'
import { toSummary, type ListingSummary } from './listing-summary.view'
import {
  listIds,
  countCompare,
  deleteListItem,
  featuresFor,
  findPublicSummaries,
  insertCompare,
  isPublicListing,
  listCompare,
  pruneCompare,
  rentalFor,
} from './visitor.queries'
import { bestValues, type CompareRowKey } from './compare-best.rules'
import type { MergeComparisonInput, PropertyRef } from './visitor.schemas'
import { recordListingEvent } from './views.service'
import { COMPARE_LIMIT } from './compare.constants'

const NOT_FOUND_KEY = 'errors.property_not_found'

export function requireUser(ctx: ServiceContext): number {
  if (!ctx.actor) throw unauthenticated()
  return ctx.actor.userId
}

export function compareLimitError(field = 'property_id') {
  return new AppError(
    'VALIDATION',
    { key: 'validation.limit_reached', params: { limit: COMPARE_LIMIT } },
    {
      [field]: [{ key: 'validation.limit_reached', params: { limit: COMPARE_LIMIT } }],
    },
  )
}

export async function listComparison(ctx: ServiceContext): Promise<ListingSummary[]> {
  const userId = requireUser(ctx)
  const rows = await listCompare(ctx.db, userId)
  return rows.map((r) => toSummary(r, ctx.locale))
}

export async function comparisonCount(ctx: ServiceContext): Promise<number> {
  return countCompare(ctx.db, requireUser(ctx))
}

/** Adds a listing; 404 when it is not public, 422 "Límite alcanzado (máximo 4 elementos)" past the limit. */
export async function addToComparison(ctx: ServiceContext, { property_id: id }: PropertyRef): Promise<number> {
  const userId = requireUser(ctx)
  if (!(await isPublicListing(ctx.db, id))) throw notFound(NOT_FOUND_KEY)
  return ctx.db.transaction(async (tx) => {
    await pruneCompare(tx, userId)
    const ids = await listIds(tx, 'compare', userId)
    if (ids.includes(id)) return ids.length
    if (ids.length >= COMPARE_LIMIT) throw compareLimitError()
    if (await insertCompare(tx, userId, id)) await recordListingEvent(tx, id, 'comparison', `user:${userId}`)
    return ids.length + 1
  })
}

/** Removes a listing; 404 when it was not in the list. Returns the new count. */
export async function removeFromComparison(ctx: ServiceContext, { property_id: id }: PropertyRef): Promise<number> {
  const userId = requireUser(ctx)
  const removed = await deleteListItem(ctx.db, 'compare', userId, id)
  if (!removed) throw notFound(NOT_FOUND_KEY)
  return countCompare(ctx.db, userId)
}

/**
 * Joins the browser's comparison (opaque ids) into the account, keeping the account's
 * items first and stopping at the limit. Unknown (null: they did not decode) or unpublished
 * ids are skipped.
 */
export async function mergeComparison(
  ctx: ServiceContext,
  { property_ids: list }: MergeComparisonInput,
): Promise<{ added: number; count: number; skipped: number }> {
  const userId = requireUser(ctx)
  const wanted = [...new Set(list.filter((v): v is number => v != null))]
  return ctx.db.transaction(async (tx) => {
    await pruneCompare(tx, userId)
    const current = await listIds(tx, 'compare', userId)
    const publicRows = await findPublicSummaries(tx, wanted)
    const publicSet = new Set(publicRows.map((r) => r.id))
    let added = 0
    let count = current.length
    for (const id of wanted) {
      if (current.includes(id) || !publicSet.has(id)) continue
      if (count >= COMPARE_LIMIT) break
      if (await insertCompare(tx, userId, id)) await recordListingEvent(tx, id, 'comparison', `user:${userId}`)
      added++
      count++
    }
    return { added, count, skipped: list.length - added }
  })
}

/** Public summaries for a browser-kept comparison (anonymous visitors), in the given order. */
export async function summariesFor(ctx: ServiceContext, publicIds: string[]): Promise<ListingSummary[]> {
  const ids = [...new Set(publicIds.map((v) => decodeId('property', v)).filter((v): v is number => v != null))].slice(
    0,
    COMPARE_LIMIT,
  )
  const rows = await findPublicSummaries(ctx.db, ids)
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toSummary(row, ctx.locale)] : []
  })
}

export interface ComparisonItem extends ListingSummary {
  features: string[]
  /** Área privada in m². */
  privateArea: number | null
  /** What a tenant must bring; null for a listing only for sale. */
  rentalRequirements: RentalRequirementsJson | null
}

/**
 * The listings with their feature names (the comparison's last row), private area and rental
 * requirements, and the best value of each row.
 */
export async function comparisonOf(
  ctx: ServiceContext,
  items: ListingSummary[],
): Promise<{ items: ComparisonItem[]; best: Partial<Record<CompareRowKey, number>> }> {
  // The summaries carry public ids; decode each once, and group the feature names by listing.
  const ids = new Map(items.map((item) => [item.id, decodeId('property', item.id)]))
  const rowIds = [...ids.values()].filter((v): v is number => v != null)
  const [featureRows, rentalRows] = await Promise.all([featuresFor(ctx.db, rowIds), rentalFor(ctx.db, rowIds)])
  const featuresOf = new Map<number, { names: string[]; slugs: string[] }>()
  for (const r of featureRows) {
    const entry = featuresOf.get(r.propertyId) ?? { names: [], slugs: [] }
    entry.names.push(ctx.locale === 'en' ? r.nameEn : r.nameEs)
    entry.slugs.push(r.slug)
    featuresOf.set(r.propertyId, entry)
  }
  const rentalOf = new Map(rentalRows.map((r) => [r.id, r]))
  const complete = items.map((item): ComparisonItem => {
    const id = ids.get(item.id) ?? -1
    const found = featuresOf.get(id) ?? { names: [], slugs: [] }
    const rental = rentalOf.get(id)
    return {
      ...item,
      features: found.names,
      privateArea: rental?.privateArea ?? null,
      rentalRequirements: rental ? rentalRequirementsJson(rental, found.slugs) : null,
    }
  })
  return { items: complete, best: bestValues(complete) }
}

/**
 * What the comparison page shows: the account's list when signed in, otherwise the
 * browser-kept ids (the wi_compare cookie); each with its feature names, private area and
 * rental requirements.
 */
export async function comparisonPage(
  ctx: ServiceContext,
  browserIds: string[],
): Promise<{ items: ComparisonItem[]; local: boolean; best: Partial<Record<CompareRowKey, number>> }> {
  const local = !ctx.actor
  const items = ctx.actor ? await listComparison(ctx) : await summariesFor(ctx, browserIds)
  return { local, ...(await comparisonOf(ctx, items)) }
}

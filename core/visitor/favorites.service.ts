/**
 * Favourites (the heart): a signed-in visitor's saved listings. Each keeps the prices it
 * had when saved, so the list can say when one has dropped since (with the date of the
 * change from property_price_changes).
 */
import { type ServiceContext, notFound } from '#core/shared/browser'
import { requireUser } from './compare.service'
import { toSummary, type ListingSummary } from './listing-summary.view'
import {
  deleteListItem,
  favoriteRows,
  insertFavorite,
  isPublicListing,
  listFavorites,
  priceChangesOf,
} from './visitor.queries'
import type { Operation } from '#core/shared'
import type { PropertyRef } from './visitor.schemas'
import { recordListingEvent } from './views.service'

export interface PriceDrop {
  operation: Operation
  from: number
  to: number
  /** ISO date of the latest change, when the change table knows it. */
  changedAt: string | null
}

export interface FavoriteItem extends ListingSummary {
  savedAt: string
  priceDrop: PriceDrop | null
}

export async function listFavoriteItems(ctx: ServiceContext): Promise<FavoriteItem[]> {
  const userId = requireUser(ctx)
  const [rows, saved] = await Promise.all([listFavorites(ctx.db, userId), favoriteRows(ctx.db, userId)])
  const savedBy = new Map(saved.map((f) => [f.propertyId, f]))
  const ids = rows.map((r) => r.id)
  const changes = await priceChangesOf(ctx.db, ids, new Date(Date.now() - 3650 * 86_400_000))
  return rows.map((row) => {
    const fav = savedBy.get(row.id)
    const summary = toSummary(row, ctx.locale)
    let priceDrop: PriceDrop | null = null
    if (fav) {
      const latest = changes.find((c) => c.propertyId === row.id && c.changedAt > fav.createdAt)
      const candidates: Array<[Operation, number | null, number | null]> = [
        ['rent', fav.savedRentPrice, row.rentPrice],
        ['sale', fav.savedSalePrice, row.salePrice],
      ]
      for (const [operation, before, now] of candidates) {
        if (operation !== summary.operation) continue
        if (before != null && now != null && now < before) {
          priceDrop = { operation, from: before, to: now, changedAt: latest ? latest.changedAt.toISOString() : null }
        }
      }
    }
    return { ...summary, savedAt: (fav?.createdAt ?? new Date()).toISOString(), priceDrop }
  })
}

export async function addFavorite(ctx: ServiceContext, { property_id: id }: PropertyRef): Promise<void> {
  const userId = requireUser(ctx)
  if (!(await isPublicListing(ctx.db, id))) throw notFound('errors.property_not_found')
  if (await insertFavorite(ctx.db, userId, id)) await recordListingEvent(ctx.db, id, 'favorite', `user:${userId}`)
}

export async function removeFavorite(ctx: ServiceContext, { property_id: id }: PropertyRef): Promise<void> {
  const userId = requireUser(ctx)
  if (!(await deleteListItem(ctx.db, 'favorites', userId, id))) throw notFound('errors.property_not_found')
}

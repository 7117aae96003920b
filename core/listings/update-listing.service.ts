import { recordListingAudit } from '#core/audit'
import type { Executor } from '#db/client'
import { type Actor, type ServiceContext, AppError } from '#core/shared'
import type { ListingDraft } from './listing-admin.schemas'
import {
  countPhotos,
  insertPriceChange,
  replaceFeatures,
  updateListingRecord,
  type ListingRecord,
} from './listing-admin.queries'
import { assertListingPermitted } from './listing.policy'
import { canEdit } from './listing-status.rules'
import { resolveDraft, searchDocumentOf } from './listing-draft.service'
import { applyTransition, assertPublishable, loadListingForAction } from './listing-status.service'
import { holdIfFlagged } from './listing-review.service'
import { holdGroupLock, regroupListing } from './same-property.service'

/**
 * Saves changes (the draft is ListingDraftSchema's output). A draft stays a draft; a
 * published listing must still meet the publish rules, and its fraud signals run again.
 */
export async function updateListing(
  ctx: ServiceContext,
  listingId: number,
  draft: ListingDraft,
  options: { auditData?: Record<string, unknown> } = {},
) {
  return ctx.db.transaction(async (tx) => {
    await holdGroupLock(tx)
    // Who may touch the listing before anything about it is checked: another agency gets its 404 (or 403).
    const listing = await loadListingForAction(tx, ctx.actor, listingId, 'update', true)
    if (!canEdit(listing.status)) throw new AppError('CONFLICT', { key: 'admin.properties.transition_not_allowed' })
    if (draft.publish)
      assertListingPermitted(ctx.actor, listing.status === 'inactive' ? 'republish' : 'publish', listing.customerId)
    let row = await saveListingChanges(tx, ctx.actor!, listing, draft, options.auditData)
    if (row.status === 'published') {
      assertPublishable(row, await countPhotos(tx, row.id))
      // A public listing changed: its fraud signals run again, and one that now fires goes to staff.
      row = await holdIfFlagged(tx, ctx.actor!, row)
    } else if (draft.publish)
      row = await applyTransition(tx, ctx.actor!, row, row.status === 'inactive' ? 'republish' : 'publish')
    await regroupListing(tx, row.id)
    return row
  })
}

/**
 * Writes a draft over a loaded listing: its fields, search document, features, a price change
 * and the audit record (inside the caller's transaction, which holds the group lock). The part
 * of an edit that the back-office and an owner share; publishing rules are the caller's.
 */
export async function saveListingChanges(
  tx: Executor,
  actor: Actor,
  listing: ListingRecord,
  draft: ListingDraft,
  auditData: Record<string, unknown> = {},
): Promise<ListingRecord> {
  const resolved = await resolveDraft(tx, draft, listing.customerId, listing)
  const code = resolved.values.code ?? listing.code
  const row = await updateListingRecord(tx, listing.id, {
    ...resolved.values,
    searchDocument: searchDocumentOf(resolved.values, code, resolved.names),
  })
  if (resolved.featureIds) await replaceFeatures(tx, row.id, resolved.featureIds)

  const priceChanged = row.rentPrice !== listing.rentPrice || row.salePrice !== listing.salePrice
  if (priceChanged) {
    await insertPriceChange(tx, {
      propertyId: row.id,
      oldRentPrice: listing.rentPrice,
      newRentPrice: row.rentPrice,
      oldSalePrice: listing.salePrice,
      newSalePrice: row.salePrice,
    })
  }
  await recordListingAudit(tx, actor, 'property.update', row, {
    ...auditData,
    ...(priceChanged
      ? { rent_price: [listing.rentPrice, row.rentPrice], sale_price: [listing.salePrice, row.salePrice] }
      : {}),
  })
  return row
}

/**
 * An owner publishes their own home (issue 33): the use cases of `/api/account/listings` and the
 * owner's panel. The listing itself is written by the same parts as an agency's (insertListing,
 * saveListingChanges, the photo pipeline), under the owner's gate (owner-listing.policy.ts): a
 * listing of the account record of kind 'owner' bound to the signed-in person. Publishing needs a
 * confirmed mobile number and room under OWNER_MAX_PUBLISHED, and goes to the staff queue first.
 */
import { env } from '#config/env'
import { recordListingAudit } from '#core/audit'
import { type ServiceContext, AppError, slugify, validationError } from '#core/shared'
import type { Executor } from '#db/client'
import type { ListingDraft } from './listing-admin.schemas'
import { countPhotos, updateListingRecord, type ListingRecord } from './listing-admin.queries'
import { insertListing } from './create-listing.service'
import { saveListingChanges } from './update-listing.service'
import { applyTransition, assertPublishable } from './listing-status.service'
import { holdGroupLock, regroupListing } from './same-property.service'
import { assertOwnerActor, loadOwnListing } from './owner-listing.policy'
import {
  countLiveListings,
  findOwnerAccount,
  findOwnerPerson,
  insertOwnerAccount,
  updateOwnerContact,
  type OwnerAccount,
} from './owner-account.queries'
import { listOwnerListingRows } from './owner-listing.queries'
import { ownerMay } from './owner-listing.rules'
import type { CloseListingInput, OwnerListingDraft, OwnerListingPatch } from './owner-listing.schemas'
import { reviewListing } from './listing-review.service'
import { listPhotoRecords } from './photo.queries'
import { withUrls } from './photo.service'

const notAllowed = () => new AppError('CONFLICT', { key: 'admin.properties.transition_not_allowed' })

/** The statuses from which an owner may (re)publish. */
/** The account record of the actor, made on their first listing from their name and e-mail. */
async function ownerAccount(tx: Executor, userId: number): Promise<OwnerAccount> {
  const found = await findOwnerAccount(tx, userId)
  if (found) return found
  const person = (await findOwnerPerson(tx, userId))!
  const name = `${person.firstName} ${person.lastName}`.trim()
  return insertOwnerAccount(tx, { userId, name, slug: slugify(name) || 'propietario', email: person.email })
}

/** Who may reach the owner: their mobile for calls and WhatsApp, as they chose (kept on the account record). */
async function applyContactChoice(tx: Executor, account: OwnerAccount, userId: number, draft: OwnerListingPatch) {
  if (draft.contact_phone === undefined && draft.contact_whatsapp === undefined) return
  const person = (await findOwnerPerson(tx, userId))!
  const phone = person.phone ?? null
  const showPhone = draft.contact_phone ?? account.phones.length > 0
  const showWhatsapp = draft.contact_whatsapp ?? account.whatsapp !== null
  await updateOwnerContact(tx, account.id, {
    phones: showPhone && phone ? [phone] : [],
    whatsapp: showWhatsapp && phone ? phone : null,
  })
}

const asListingDraft = (draft: OwnerListingPatch, existing: ListingRecord | null): ListingDraft =>
  ({
    ...draft,
    property_type_id: draft.property_type_id ?? existing?.propertyTypeId,
    business_type: draft.business_type ?? existing?.businessType,
    title: draft.title ?? existing?.title ?? '',
    description: draft.description ?? existing?.description ?? '',
  }) as ListingDraft

/** A new draft listing of the actor (their account record is made on the first one). */
export async function createOwnListing(ctx: ServiceContext, draft: OwnerListingDraft): Promise<ListingRecord> {
  const actor = ctx.actor
  assertOwnerActor(actor)
  return ctx.db.transaction(async (tx) => {
    await holdGroupLock(tx)
    const account = await ownerAccount(tx, actor.userId)
    await applyContactChoice(tx, account, actor.userId, {
      contact_phone: draft.contact_phone ?? true,
      contact_whatsapp: draft.contact_whatsapp ?? true,
    })
    const row = await insertListing(tx, actor, asListingDraft(draft, null), account.id)
    await regroupListing(tx, row.id)
    return row
  })
}

/**
 * Saves changes to the actor's listing. A public listing must still meet the publish rules, and
 * its fraud signals are checked again: one that now raises a signal goes back to staff.
 */
export async function updateOwnListing(
  ctx: ServiceContext,
  listingId: number,
  patch: OwnerListingPatch,
): Promise<ListingRecord> {
  return ctx.db.transaction(async (tx) => {
    await holdGroupLock(tx)
    const listing = await loadOwnListing(tx, ctx.actor, listingId, true)
    const account = (await findOwnerAccount(tx, ctx.actor!.userId))!
    await applyContactChoice(tx, account, ctx.actor!.userId, patch)
    let row = await saveListingChanges(tx, ctx.actor!, listing, asListingDraft(patch, listing))
    if (row.status === 'published') {
      assertPublishable(row, await countPhotos(tx, row.id))
      row = await reviewListing(tx, ctx.actor!, row, { always: false })
    }
    await regroupListing(tx, row.id)
    return row
  })
}

/**
 * Publishes the actor's listing: 422 without a confirmed mobile or a required field, 409 beyond
 * the limit of live listings. A listing that was never public, or that raises a fraud signal,
 * waits for staff (`in_review`); one staff approved before, paused and republished clean, is
 * public at once (`published`).
 */
export async function publishOwnListing(ctx: ServiceContext, listingId: number): Promise<ListingRecord> {
  return ctx.db.transaction(async (tx) => {
    await holdGroupLock(tx)
    const listing = await loadOwnListing(tx, ctx.actor, listingId, true)
    if (!ownerMay(listing, 'publish') && !ownerMay(listing, 'republish')) throw notAllowed()
    const person = (await findOwnerPerson(tx, ctx.actor!.userId))!
    if (!person.phoneConfirmedAt || !person.phone)
      throw validationError({ phone: [{ key: 'owner.phone_required' }] }, 'owner.phone_required')
    const limit = env().OWNER_MAX_PUBLISHED
    if ((await countLiveListings(tx, listing.customerId, listing.id)) >= limit)
      throw new AppError('CONFLICT', { key: 'owner.limit_reached', params: { limit } })
    assertPublishable(listing, await countPhotos(tx, listing.id))
    const account = (await findOwnerAccount(tx, ctx.actor!.userId))!
    await applyContactChoice(tx, account, ctx.actor!.userId, {})
    const reopened = await updateListingRecord(tx, listing.id, { closedAs: null })
    const row = await reviewListing(tx, ctx.actor!, reopened, { always: listing.publishedAt === null })
    await regroupListing(tx, row.id)
    return row
  })
}

/** Hides the actor's public listing for a while (republish brings it back). */
export async function pauseOwnListing(ctx: ServiceContext, listingId: number): Promise<ListingRecord> {
  return ctx.db.transaction(async (tx) => {
    const listing = await loadOwnListing(tx, ctx.actor, listingId, true)
    if (!ownerMay(listing, 'pause')) throw notAllowed()
    return applyTransition(tx, ctx.actor!, listing, 'unpublish')
  })
}

/** Marks the actor's listing rented or sold: it leaves the public and stops counting against the limit. */
export async function closeOwnListing(
  ctx: ServiceContext,
  listingId: number,
  input: CloseListingInput,
): Promise<ListingRecord> {
  return ctx.db.transaction(async (tx) => {
    const listing = await loadOwnListing(tx, ctx.actor, listingId, true)
    if (!ownerMay(listing, 'close')) throw notAllowed()
    const row = await updateListingRecord(tx, listing.id, {
      status: 'inactive',
      closedAs: input.as,
      unpublishedAt: new Date(),
    })
    await recordListingAudit(tx, ctx.actor!, 'property.close', listing, { from: listing.status, as: input.as })
    return row
  })
}

/** The actor's listings, newest first (none before their first one). */
export async function listOwnListings(ctx: ServiceContext) {
  assertOwnerActor(ctx.actor)
  const account = await findOwnerAccount(ctx.db, ctx.actor.userId)
  return account ? listOwnerListingRows(ctx.db, account.id) : []
}

/** One of the actor's listings (404 otherwise). */
export async function getOwnListing(ctx: ServiceContext, listingId: number): Promise<ListingRecord> {
  return loadOwnListing(ctx.db, ctx.actor, listingId)
}

/** The photos of one of the actor's listings, in order, with their addresses. */
export async function listOwnListingPhotos(ctx: ServiceContext, listingId: number) {
  const listing = await loadOwnListing(ctx.db, ctx.actor, listingId)
  return (await listPhotoRecords(ctx.db, listing.id)).map(withUrls)
}

/**
 * The id of the actor's owner account record, or null before their first listing: 401 signed
 * out, 403 for an integration key. What other modules scope an owner's records by (their leads).
 */
export async function findOwnAccountId(ctx: ServiceContext): Promise<number | null> {
  assertOwnerActor(ctx.actor)
  return (await findOwnerAccount(ctx.db, ctx.actor.userId))?.id ?? null
}

/** How the actor chose to be reached (calls, WhatsApp); both until they choose. */
export async function ownerContactChoice(ctx: ServiceContext): Promise<{ phone: boolean; whatsapp: boolean }> {
  assertOwnerActor(ctx.actor)
  const account = await findOwnerAccount(ctx.db, ctx.actor.userId)
  return account
    ? { phone: account.phones.length > 0, whatsapp: account.whatsapp !== null }
    : { phone: true, whatsapp: true }
}

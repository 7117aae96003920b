import { randomBytes } from 'node:crypto'
import type { Executor } from '#db/client'
import { recordListingAudit } from '#core/audit'
import { type Actor, type ServiceContext, validationError } from '#core/shared'
import type { ListingDraft } from './listing-admin.schemas'
import {
  codeExists,
  findCustomerRef,
  insertListingRecord,
  replaceFeatures,
  updateListingRecord,
} from './listing-admin.queries'
import {
  assertCanCreateListingIn,
  assertCanCreateListings,
  assertListingBackOffice,
  assertListingPermitted,
} from './listing.policy'
import { resolveDraft, searchDocumentOf } from './listing-draft.service'
import { applyTransition } from './listing-status.service'
import { holdGroupLock, regroupListing } from './same-property.service'

/** The agency a new listing belongs to: the member's own, or the one a SuperAdmin names. */
export async function customerForNewListing(
  db: Executor,
  actor: Actor,
  requested: number | null | undefined,
  fallback: number | null,
): Promise<number> {
  const scope = assertCanCreateListings(actor)
  let id: number | null
  if (requested != null) {
    id = requested
    if (!(await findCustomerRef(db, id))) throw validationError({ customer_id: [{ key: 'validation.invalid_option' }] })
  } else if (scope !== 'all' && scope.length === 1) id = scope[0]
  else id = fallback
  if (id === null) throw validationError({ customer_id: [{ key: 'validation.required' }] }, 'admin.agency.choose_first')
  assertCanCreateListingIn(actor, id)
  return id
}

async function generateCode(db: Executor, id: number): Promise<string> {
  const base = `WI-${String(id).padStart(6, '0')}`
  if (!(await codeExists(db, base, id))) return base
  return `${base}-${randomBytes(2).toString('hex').toUpperCase()}`
}

/**
 * Creates a listing as a draft ("save draft"), or publishes it at once ("save and publish").
 * The draft is ListingDraftSchema's output: the adapter parsed it.
 */
export async function createListing(
  ctx: ServiceContext,
  draft: ListingDraft,
  options: { chosenCustomerId?: number | null } = {},
) {
  const actor = ctx.actor
  assertListingBackOffice(actor, 'create')
  const customerId = await customerForNewListing(ctx.db, actor, draft.customer_id, options.chosenCustomerId ?? null)
  if (draft.publish) assertListingPermitted(actor, 'publish', customerId)

  return ctx.db.transaction(async (tx) => {
    await holdGroupLock(tx)
    let row = await insertListing(tx, actor, draft, customerId)
    if (draft.publish) row = await applyTransition(tx, actor, row, 'publish')
    await regroupListing(tx, row.id)
    return row
  })
}

/**
 * Inserts a draft listing of `customerId` with its code, search document and features, and its
 * audit record (inside the caller's transaction, which holds the group lock): the part of a new
 * listing that the back-office and an owner share.
 */
export async function insertListing(tx: Executor, actor: Actor, draft: ListingDraft, customerId: number) {
  const resolved = await resolveDraft(tx, draft, customerId, null)
  const provisional = resolved.values.code ?? `TMP-${randomBytes(6).toString('hex')}`
  let row = await insertListingRecord(tx, {
    ...resolved.values,
    propertyTypeId: resolved.values.propertyTypeId!,
    businessType: resolved.values.businessType!,
    code: provisional,
    customerId,
    status: 'draft',
    createdById: actor.userId,
    searchDocument: '',
  })
  const code = resolved.values.code ?? (await generateCode(tx, row.id))
  row = await updateListingRecord(tx, row.id, {
    code,
    searchDocument: searchDocumentOf(resolved.values, code, resolved.names),
  })
  if (resolved.featureIds?.length) await replaceFeatures(tx, row.id, resolved.featureIds)
  await recordListingAudit(tx, actor, 'property.create', row, { code })
  return row
}

/**
 * Back-office listing management: every use case checks the actor's permission in the
 * listing's agency first (`listing.policy.ts`, DESIGN §4), runs in one transaction and
 * writes the audit record with the change.
 */
import { randomBytes } from 'node:crypto'
import { env } from '#config/env'
import type { Executor } from '#db/client'
import { recordAudit } from '#core/audit'
import { type Actor, type ServiceContext, AppError, notFound, validationError, type FieldErrors } from '#core/shared'
import { LIST_PER_PAGE } from './listing-admin.constants'
import type { ListingDraft, ListingFilter } from './listing-admin.schemas'
import {
  agencyCodeExists,
  codeExists,
  countExistingFeatures,
  countPhotos,
  findAdviserRef,
  findFeatureIdsBySlug,
  findCustomerRef,
  findDepartmentRef,
  findListingRecord,
  findMunicipalityRef,
  findSectorRef,
  findTypeName,
  insertListingRecord,
  insertPriceChange,
  listAdviserChoices,
  listCustomerChoices,
  listFeatureIds,
  listFeatureSlugs,
  listListingAudit,
  listListingRows,
  lockListingRecord,
  replaceFeatures,
  updateListingRecord,
  type ListingRecord,
  type ListingValues,
} from './listing-admin.queries'
import {
  allowedListingActions,
  assertCanCreateListingIn,
  assertCanCreateListings,
  assertListingAccess,
  assertListingBackOffice,
  assertListingPermitted,
  listingPermitted,
  NOT_FOUND_KEY,
  readableListingScope,
} from './listing.policy'
import {
  canEdit,
  publishProblems,
  transitionTarget,
  type ListingAction,
  type PublishField,
  type TransitionAction,
} from './listing-status.rules'
import { buildSearchDocument } from './search-document.rules'
import { holdGroupLock, regroupListing } from './same-property.service'
import { FURNISHED_FEATURE, PETS_FEATURE, RENTAL_DOCUMENTS, RENTAL_GUARANTEES } from './rental-requirements.constants'

export { allowedListingActions }

async function loadForAction(
  db: Executor,
  actor: Actor | null,
  id: number,
  action: ListingAction,
  lock = false,
): Promise<ListingRecord> {
  assertListingBackOffice(actor, 'read')
  const listing = lock ? await lockListingRecord(db, id) : await findListingRecord(db, id)
  if (!listing) throw notFound(NOT_FOUND_KEY)
  assertListingAccess(actor, action, listing.customerId)
  return listing
}

interface ResolvedDraft {
  values: ListingValues
  featureIds: number[] | undefined
  publish: boolean
  names: { type: string; municipality: string | null; sector: string | null }
}

/**
 * The draft's features with its requirement flags applied: `pets_allowed` and `furnished` add
 * or remove the features 'pets-allowed' and 'furnished' (to the listing's own features when the
 * draft names none). Undefined when the draft changes no feature.
 */
async function withRequirementFeatures(
  db: Executor,
  draft: ListingDraft,
  existing: ListingRecord | null,
): Promise<number[] | undefined> {
  const flags = [
    [PETS_FEATURE, draft.rental_requirements?.pets_allowed],
    [FURNISHED_FEATURE, draft.rental_requirements?.furnished],
  ] as const
  if (flags.every(([, on]) => on === undefined)) return draft.feature_ids
  const ids = await findFeatureIdsBySlug(
    db,
    flags.map(([slug]) => slug),
  )
  const set = new Set(draft.feature_ids ?? (existing ? await listFeatureIds(db, existing.id) : []))
  for (const [slug, on] of flags) {
    const id = ids.get(slug)
    if (id === undefined || on === undefined) continue
    if (on) set.add(id)
    else set.delete(id)
  }
  return [...set]
}

/** The rental requirements' columns: kept when left out, cleared for a listing that is only for sale. */
function rentalValues(draft: ListingDraft, existing: ListingRecord | null): Partial<ListingValues> {
  if (draft.business_type === 'sale') return { rentalGuarantees: [], rentalDocuments: [], rentalMinTermMonths: null }
  const r = draft.rental_requirements
  // In the catalogue's order, once each: the same choices always compare equal.
  const ordered = <T extends string>(all: readonly T[], chosen: readonly T[] | undefined) =>
    chosen && all.filter((v) => chosen.includes(v))
  return {
    rentalGuarantees: ordered(RENTAL_GUARANTEES, r?.guarantees) ?? existing?.rentalGuarantees ?? [],
    rentalDocuments: ordered(RENTAL_DOCUMENTS, r?.documents) ?? existing?.rentalDocuments ?? [],
    rentalMinTermMonths: r?.min_term_months === undefined ? (existing?.rentalMinTermMonths ?? null) : r.min_term_months,
  }
}

/** Checks that the draft's ids name rows that exist and agree with each other, or a 422. */
async function resolveDraft(
  db: Executor,
  draft: ListingDraft,
  customerId: number,
  existing: ListingRecord | null,
): Promise<ResolvedDraft> {
  const errors: FieldErrors = {}
  // An id left out keeps the listing's own; null (an empty field) clears it.
  const typeId = draft.property_type_id
  const departmentId = draft.department_id === undefined ? (existing?.departmentId ?? null) : draft.department_id
  const municipalityId =
    draft.municipality_id === undefined ? (existing?.municipalityId ?? null) : draft.municipality_id
  const sectorId = draft.sector_id === undefined ? (existing?.sectorId ?? null) : draft.sector_id
  const adviserId = draft.adviser_id === undefined ? (existing?.adviserId ?? null) : draft.adviser_id
  const featureIds = await withRequirementFeatures(db, draft, existing)

  const type = await findTypeName(db, typeId)
  if (!type) (errors.property_type_id ??= []).push({ key: 'validation.invalid_option' })
  if (departmentId && !(await findDepartmentRef(db, departmentId)))
    (errors.department_id ??= []).push({ key: 'validation.invalid_option' })
  const municipality = municipalityId ? await findMunicipalityRef(db, municipalityId) : null
  if (municipalityId && !municipality) (errors.municipality_id ??= []).push({ key: 'validation.invalid_option' })
  if (municipality && departmentId && municipality.departmentId !== departmentId)
    (errors.municipality_id ??= []).push({ key: 'admin.properties.municipality_mismatch' })
  const sector = sectorId ? await findSectorRef(db, sectorId) : null
  if (sectorId && !sector) (errors.sector_id ??= []).push({ key: 'validation.invalid_option' })
  if (sector && sector.municipalityId !== municipalityId)
    (errors.sector_id ??= []).push({ key: 'admin.properties.sector_mismatch' })
  if (adviserId) {
    const adviser = await findAdviserRef(db, adviserId)
    if (!adviser || adviser.customerId !== customerId)
      (errors.adviser_id ??= []).push({ key: 'admin.properties.adviser_other_agency' })
  }
  if (featureIds?.length && (await countExistingFeatures(db, [...new Set(featureIds)])) !== new Set(featureIds).size)
    (errors.feature_ids ??= []).push({ key: 'validation.invalid_option' })
  if (draft.code && (await codeExists(db, draft.code, existing?.id)))
    (errors.code ??= []).push({ key: 'admin.properties.code_taken' })
  if (draft.agency_code && (await agencyCodeExists(db, customerId, draft.agency_code, existing?.id)))
    (errors.agency_code ??= []).push({ key: 'admin.properties.agency_code_taken' })
  if (Object.keys(errors).length) throw validationError(errors)

  const keep = <K extends keyof ListingDraft, V>(key: K, fallback: V) =>
    draft[key] === undefined ? fallback : draft[key]
  const values: ListingValues = {
    propertyTypeId: typeId,
    businessType: draft.business_type,
    title: draft.title,
    description: draft.description,
    agencyCode: keep('agency_code', existing?.agencyCode ?? null) as string | null,
    rentPrice:
      draft.business_type === 'sale' ? null : (keep('rent_price', existing?.rentPrice ?? null) as number | null),
    salePrice:
      draft.business_type === 'rent' ? null : (keep('sale_price', existing?.salePrice ?? null) as number | null),
    adminPrice: keep('admin_price', existing?.adminPrice ?? null) as number | null,
    buildArea: keep('build_area', existing?.buildArea ?? null) as number | null,
    lotArea: keep('lot_area', existing?.lotArea ?? null) as number | null,
    stratum: keep('stratum', existing?.stratum ?? null) as number | null,
    bedrooms: keep('bedrooms', existing?.bedrooms ?? null) as number | null,
    bathrooms: keep('bathrooms', existing?.bathrooms ?? null) as number | null,
    parking: keep('parking', existing?.parking ?? null) as number | null,
    floor: keep('floor', existing?.floor ?? null) as number | null,
    age: keep('age', existing?.age ?? null) as number | null,
    privateArea: keep('private_area', existing?.privateArea ?? null) as number | null,
    ...rentalValues(draft, existing),
    departmentId: departmentId ?? municipality?.departmentId ?? null,
    municipalityId,
    sectorId,
    address: keep('address', existing?.address ?? null) as string | null,
    lat: keep('lat', existing?.lat ?? null) as number | null,
    lon: keep('lon', existing?.lon ?? null) as number | null,
    adviserId,
  }
  if (draft.code) values.code = draft.code.toUpperCase()
  return {
    values,
    featureIds: featureIds ? [...new Set(featureIds)] : undefined,
    publish: !!draft.publish,
    names: { type: type!.nameEs, municipality: municipality?.name ?? null, sector: sector?.name ?? null },
  }
}

function searchDocumentOf(values: ListingValues, code: string, names: ResolvedDraft['names']): string {
  return buildSearchDocument({
    title: values.title ?? '',
    description: values.description,
    typeName: names.type,
    municipalityName: names.municipality,
    sectorName: names.sector,
    code,
  })
}

async function generateCode(db: Executor, id: number): Promise<string> {
  const base = `WI-${String(id).padStart(6, '0')}`
  if (!(await codeExists(db, base, id))) return base
  return `${base}-${randomBytes(2).toString('hex').toUpperCase()}`
}

function assertPublishable(listing: ListingRecord, photoCount: number) {
  const problems = publishProblems({ ...listing, photoCount })
  const missing = (Object.keys(problems) as PublishField[]).map((field) => ({
    key: `admin.properties.field.${field}` as const,
  }))
  if (missing.length)
    throw validationError(problems, { key: 'admin.properties.publish_missing', params: { fields: missing } })
}

/** Why the listing, as saved, cannot be published (the 422 publishing would answer), or null. */
export async function publishRefusal(db: Executor, listing: ListingRecord): Promise<AppError | null> {
  try {
    assertPublishable(listing, await countPhotos(db, listing.id))
    return null
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
}

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
    await recordAudit(tx, actor, {
      action: 'property.create',
      entityType: 'property',
      entityId: row.id,
      customerId,
      data: { code },
    })
    if (resolved.publish) row = await applyTransition(tx, actor, row, 'publish')
    await regroupListing(tx, row.id)
    return row
  })
}

/**
 * The saved values (ListingValues names, and `features`) that saving `draft` would change on
 * a listing, checked as saving would check them (a 422 likewise); empty when nothing would.
 */
export async function listingDraftChanges(
  db: Executor,
  draft: ListingDraft,
  existing: ListingRecord,
  featureIds: number[],
): Promise<string[]> {
  const resolved = await resolveDraft(db, draft, existing.customerId, existing)
  // Lists (the guarantees, the documents) compare by content.
  const same = (a: unknown, b: unknown) => (Array.isArray(a) ? JSON.stringify(a) === JSON.stringify(b) : a === b)
  const changed = (Object.keys(resolved.values) as (keyof ListingValues)[]).filter(
    (key) => !same(resolved.values[key] ?? null, existing[key as keyof ListingRecord] ?? null),
  )
  const wanted = resolved.featureIds
  if (wanted && (wanted.length !== featureIds.length || wanted.some((id) => !featureIds.includes(id))))
    changed.push('features' as keyof ListingValues)
  return changed
}

/**
 * Saves changes (the draft is ListingDraftSchema's output). A draft stays a draft; a
 * published listing must still meet the publish rules.
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
    const listing = await loadForAction(tx, ctx.actor, listingId, 'update', true)
    if (!canEdit(listing.status)) throw new AppError('CONFLICT', { key: 'admin.properties.transition_not_allowed' })
    if (draft.publish)
      assertListingPermitted(ctx.actor, listing.status === 'inactive' ? 'republish' : 'publish', listing.customerId)
    const resolved = await resolveDraft(tx, draft, listing.customerId, listing)
    const code = resolved.values.code ?? listing.code
    let row = await updateListingRecord(tx, listing.id, {
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
    await recordAudit(tx, ctx.actor, {
      action: 'property.update',
      entityType: 'property',
      entityId: row.id,
      customerId: row.customerId,
      data: {
        ...options.auditData,
        ...(priceChanged
          ? { rent_price: [listing.rentPrice, row.rentPrice], sale_price: [listing.salePrice, row.salePrice] }
          : {}),
      },
    })
    if (row.status === 'published') assertPublishable(row, await countPhotos(tx, row.id))
    else if (draft.publish)
      row = await applyTransition(tx, ctx.actor!, row, row.status === 'inactive' ? 'republish' : 'publish')
    await regroupListing(tx, row.id)
    return row
  })
}

async function applyTransition(
  tx: Executor,
  actor: Actor,
  listing: ListingRecord,
  action: TransitionAction,
): Promise<ListingRecord> {
  let target = transitionTarget(action, listing.status, listing.statusBeforeDelete)
  if (target === null) throw new AppError('CONFLICT', { key: 'admin.properties.transition_not_allowed' })
  const now = new Date()
  if (target === 'published') {
    const photos = await countPhotos(tx, listing.id)
    if (action === 'restore') {
      // Back to public only through the publish rules and with the right to publish.
      const ok =
        Object.keys(publishProblems({ ...listing, photoCount: photos })).length === 0 &&
        listingPermitted(actor, 'publish', listing.customerId)
      if (!ok) target = 'inactive'
    } else assertPublishable(listing, photos)
  }
  const values: ListingValues = { status: target }
  if (target === 'published') values.publishedAt = now
  if (target === 'inactive' && action === 'unpublish') values.unpublishedAt = now
  if (target === 'deleted') {
    values.deletedAt = now
    values.statusBeforeDelete = listing.status
  }
  if (action === 'restore') {
    values.deletedAt = null
    values.statusBeforeDelete = null
  }
  const row = await updateListingRecord(tx, listing.id, values)
  await recordAudit(tx, actor, {
    action: `property.${action}`,
    entityType: 'property',
    entityId: listing.id,
    customerId: listing.customerId,
    data: { from: listing.status, to: target },
  })
  return row
}

async function transition(ctx: ServiceContext, listingId: number, action: TransitionAction) {
  return ctx.db.transaction(async (tx) => {
    const regroups = action === 'delete' || action === 'restore'
    if (regroups) await holdGroupLock(tx)
    const listing = await loadForAction(tx, ctx.actor, listingId, action, true)
    const row = await applyTransition(tx, ctx.actor!, listing, action)
    // A deleted listing leaves its group; a restored one joins its partners again.
    if (regroups) await regroupListing(tx, row.id)
    return row
  })
}

/** draft → published, when the required fields and at least one photo are there. */
export const publishListing = (ctx: ServiceContext, input: { listingId: number }) =>
  transition(ctx, input.listingId, 'publish')
/** published → inactive (hidden from the public). */
export const unpublishListing = (ctx: ServiceContext, input: { listingId: number }) =>
  transition(ctx, input.listingId, 'unpublish')
/** inactive → published, under the publish rules. */
export const republishListing = (ctx: ServiceContext, input: { listingId: number }) =>
  transition(ctx, input.listingId, 'republish')
/** Soft delete: any status → deleted, remembering the status before. */
export const deleteListing = (ctx: ServiceContext, input: { listingId: number }) =>
  transition(ctx, input.listingId, 'delete')
/** deleted → the status before (published only if it still meets the publish rules). */
export const restoreListing = (ctx: ServiceContext, input: { listingId: number }) =>
  transition(ctx, input.listingId, 'restore')

/** One listing for the back-office form: the record, features, photo count, trail and allowed actions. */
export async function getListingForAdmin(ctx: ServiceContext, listingId: number) {
  const listing = await loadForAction(ctx.db, ctx.actor, listingId, 'read')
  const [featureIds, featureSlugs, photoCount, audit] = await Promise.all([
    listFeatureIds(ctx.db, listing.id),
    listFeatureSlugs(ctx.db, listing.id),
    countPhotos(ctx.db, listing.id),
    listListingAudit(ctx.db, listing.id),
  ])
  return { listing, featureIds, featureSlugs, photoCount, audit, actions: allowedListingActions(ctx.actor, listing) }
}

/** The slugs of a listing's features (its requirement flags), for a use case's answer. */
export function listingFeatureSlugs(ctx: ServiceContext, listingId: number): Promise<string[]> {
  return listFeatureSlugs(ctx.db, listingId)
}

/**
 * The back-office list (the filter is ListingFilterSchema's output), limited to the agencies
 * the actor may read (and the switcher's choice).
 */
export async function listListingsForAdmin(
  ctx: ServiceContext,
  f: ListingFilter,
  options: { chosenCustomerId?: number | null } = {},
) {
  assertListingBackOffice(ctx.actor, 'read')
  let scope = readableListingScope(ctx.actor)
  const narrowTo = f.customer_id ?? options.chosenCustomerId ?? null
  if (narrowTo !== null) scope = scope === 'all' || scope.includes(narrowTo) ? [narrowTo] : []
  const page = f.page ?? 1
  const perPage = f.per_page ?? LIST_PER_PAGE
  const { rows, total } = await listListingRows(ctx.db, {
    scope,
    status: f.status,
    propertyTypeId: f.property_type_id ?? null,
    municipalityId: f.municipality_id ?? null,
    adviserId: f.adviser_id ?? null,
    code: f.code,
    page,
    perPage,
  })
  return { rows, total, page, perPage, scope }
}

/** Advisers and agencies the actor may pick in the form and filters. */
export async function listingFormChoices(ctx: ServiceContext, options: { chosenCustomerId?: number | null } = {}) {
  assertListingBackOffice(ctx.actor, 'read')
  let scope = readableListingScope(ctx.actor)
  if (options.chosenCustomerId)
    scope = scope === 'all' || scope.includes(options.chosenCustomerId) ? [options.chosenCustomerId] : scope
  const [advisers, customers] = await Promise.all([
    listAdviserChoices(ctx.db, scope),
    listCustomerChoices(ctx.db, scope),
  ])
  return { advisers, customers, maxPhotos: env().MAX_PHOTOS_PER_PROPERTY }
}

/**
 * A back-office listing draft turned into the values saving it would write: its ids checked
 * against the rows they name (a 422 otherwise), the requirement flags applied to its features,
 * and what it leaves out kept from the listing. Shared by createListing, updateListing and the
 * bulk import.
 */
import type { Executor } from '#db/client'
import { validationError, type FieldErrors } from '#core/shared'
import type { ListingDraft } from './listing-admin.schemas'
import {
  agencyCodeExists,
  codeExists,
  countExistingFeatures,
  findDraftReferences,
  findFeatureIdsBySlug,
  listFeatureIds,
  type ListingRecord,
  type ListingValues,
} from './listing-admin.queries'
import { buildSearchDocument } from './search-document.rules'
import { FURNISHED_FEATURE, PETS_FEATURE, RENTAL_DOCUMENTS, RENTAL_GUARANTEES } from './rental-requirements.constants'

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
export async function resolveDraft(
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

  const refs = await findDraftReferences(db, { typeId, departmentId, municipalityId, sectorId, adviserId })
  if (refs.typeName == null) (errors.property_type_id ??= []).push({ key: 'validation.invalid_option' })
  if (departmentId && !refs.departmentExists) (errors.department_id ??= []).push({ key: 'validation.invalid_option' })
  const municipalityDepartment = refs.municipalityDepartmentId
  if (municipalityId && municipalityDepartment == null)
    (errors.municipality_id ??= []).push({ key: 'validation.invalid_option' })
  if (municipalityDepartment != null && departmentId && municipalityDepartment !== departmentId)
    (errors.municipality_id ??= []).push({ key: 'admin.properties.municipality_mismatch' })
  if (sectorId && refs.sectorMunicipalityId == null)
    (errors.sector_id ??= []).push({ key: 'validation.invalid_option' })
  if (refs.sectorMunicipalityId != null && refs.sectorMunicipalityId !== municipalityId)
    (errors.sector_id ??= []).push({ key: 'admin.properties.sector_mismatch' })
  if (adviserId && refs.adviserCustomerId !== customerId)
    (errors.adviser_id ??= []).push({ key: 'admin.properties.adviser_other_agency' })
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
    departmentId: departmentId ?? refs.municipalityDepartmentId ?? null,
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
    names: { type: refs.typeName!, municipality: refs.municipalityName, sector: refs.sectorName },
  }
}

export function searchDocumentOf(values: ListingValues, code: string, names: ResolvedDraft['names']): string {
  return buildSearchDocument({
    title: values.title ?? '',
    description: values.description,
    typeName: names.type,
    municipalityName: names.municipality,
    sectorName: names.sector,
    code,
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

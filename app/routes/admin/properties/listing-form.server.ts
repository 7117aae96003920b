/**
 * The listing form's server side, for /admin/properties/new and /admin/properties/{id}: its
 * choices, and the submitted form parsed by the use case's own schema (ListingDraftSchema,
 * the one /api/admin/properties and its OpenAPI document use).
 */
import { listDepartments, listMunicipalities, listSectors } from '#core/places'
import { ListingDraftSchema, MAX_FEATURES, type ListingDraft, type AdminListingView } from '#core/listings'
import { encodeId, runtime } from '#core/shared'
import type { ServiceContext } from '#core/shared/browser'
import { parseInput } from '#core/shared'
import { formFields, type FormFields } from '#web/input'
import { listingOptions } from './listing-options.server'

export async function formContext(
  ctx: ServiceContext,
  chosenCustomerId: number | null,
  place: { departmentId: number | null; municipalityId: number | null },
) {
  const [options, { departments, places, map }] = await Promise.all([
    listingOptions(ctx, chosenCustomerId),
    placeChoices(ctx, place),
  ])
  return { options: { ...options, departments }, places, map, maxFeatures: MAX_FEATURES }
}

/**
 * The location fieldset's choices (the listing and project forms'): the departments, the
 * municipalities and barrios of the chosen ones, and the map's tiles and starting point.
 */
export async function placeChoices(
  ctx: ServiceContext,
  place: { departmentId: number | null; municipalityId: number | null },
) {
  const [departments, municipalities, sectors] = await Promise.all([
    listDepartments(ctx.db),
    place.departmentId ? listMunicipalities(ctx.db, { departmentId: place.departmentId }) : [],
    place.municipalityId ? listSectors(ctx.db, place.municipalityId) : [],
  ])
  const env = runtime().env
  return {
    departments: departments.map((d) => ({ id: encodeId('department', d.id), name: d.name })),
    places: {
      municipalities: municipalities.map((m) => ({ id: encodeId('municipality', m.id), name: m.displayName })),
      sectors: sectors.map((s) => ({ id: encodeId('sector', s.id), name: s.name })),
    },
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION, lat: 6.2442, lon: -75.5812 },
  }
}

/** A submitted listing form: every field as typed, the amenities as a list. */
export type FormValues = FormFields

/** The form's fields that repeat (check boxes). */
const LISTS = ['feature_ids', 'rental_guarantees', 'rental_documents'] as const

/** What was typed, to show again after a refusal (every field but the button's intent). */
export function typedValues(form: FormData): FormValues {
  const { intent: _intent, ...fields } = formFields(form, LISTS)
  return fields
}

/**
 * The form's fields as the API takes them: the rental requirements' fields (rental_guarantees,
 * rental_documents, rental_min_term_months) gathered into the API's `rental_requirements`, whose
 * errors come back under `rental_requirements.<member>`. The back-office form and the owner's
 * step-by-step form both read their submissions here.
 */
export function listingFormInput(form: FormData) {
  const { rental_guarantees, rental_documents, rental_min_term_months, ...fields } = formFields(form, LISTS)
  return {
    fields,
    rental_requirements: {
      guarantees: rental_guarantees,
      documents: rental_documents,
      min_term_months: rental_min_term_months,
    },
  }
}

/** The submitted form parsed by ListingDraftSchema, or a 422 with field messages. */
export function listingDraft(form: FormData): ListingDraft {
  const { fields, rental_requirements } = listingFormInput(form)
  return parseInput(ListingDraftSchema, { ...fields, rental_requirements })
}

/** A listing as the form shows it: the API's view with its rental requirements as the form's own fields. */
export function listingFormValues(view: AdminListingView) {
  const { rental_requirements: r, ...rest } = view
  return {
    ...rest,
    rental_guarantees: r?.guarantees ?? [],
    rental_documents: r?.documents ?? [],
    rental_min_term_months: r?.min_term_months ?? null,
  }
}

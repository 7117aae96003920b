/** Loader and action helpers of the listing form pages (new and edit). */
import { redirect } from 'react-router'
import { formFields, type FormFields } from '#web/input'
import { pageLocale, runForm } from '#web/page'
import { listDepartments, listMunicipalities, listSectors } from '#core/places'
import { MAX_FEATURES } from '#core/listings/browser'
import { encodeId, runtime } from '#core/shared'
import type { Actor } from '#core/shared/browser'
import { listingOptions } from './listing-options.server'

export async function formContext(
  actor: Actor,
  chosenCustomerId: number | null,
  place: { departmentId: number | null; municipalityId: number | null },
) {
  const db = runtime().db
  const [options, departments, municipalities, sectors] = await Promise.all([
    listingOptions(actor, chosenCustomerId),
    listDepartments(db),
    place.departmentId ? listMunicipalities(db, { departmentId: place.departmentId }) : [],
    place.municipalityId ? listSectors(db, place.municipalityId) : [],
  ])
  const env = runtime().env
  return {
    options: { ...options, departments: departments.map((d) => ({ id: encodeId('department', d.id), name: d.name })) },
    places: {
      municipalities: municipalities.map((m) => ({ id: encodeId('municipality', m.id), name: m.displayName })),
      sectors: sectors.map((s) => ({ id: encodeId('sector', s.id), name: s.name })),
    },
    maxFeatures: MAX_FEATURES,
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION, lat: 6.2442, lon: -75.5812 },
  }
}

/** A submitted listing form: every field as typed, the amenities as a list. */
export type FormValues = FormFields

/** The form's fields as the schema expects them (feature_ids as a list, without the button's intent). */
export function formInput(form: FormData): FormValues {
  const { intent: _intent, ...fields } = formFields(form, ['feature_ids'])
  return fields
}

/**
 * Runs a use case; a success redirects, a refusal comes back as the form's errors in the
 * page's language together with everything that was submitted, so the form shows what the
 * person typed (never the saved record, never blanks).
 */
export function runFormAction(
  request: Request,
  run: () => Promise<unknown>,
  success: () => string,
  values: FormValues,
) {
  return runForm(pageLocale(request), run, () => redirect(success()), { values, missing: 'page' })
}

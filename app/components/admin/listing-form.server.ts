/** Loader and action helpers of the listing form pages (new and edit). */
import { data, redirect } from 'react-router'
import { localeFromPath, translate } from '~/i18n'
import { listDepartments, listMunicipalities, listSectors } from '#core/places/places.service'
import { MAX_FEATURES } from '#core/listings/listing-admin.schemas'
import { isAppError } from '#core/shared/errors'
import { encodeId } from '#core/shared/ids'
import { runtime } from '#core/shared/runtime'
import type { Actor } from '#core/shared/actor'
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
export type FormValues = Record<string, string | string[]>

/** The form's fields as the schema expects them (feature_ids as a list). */
export function formInput(form: FormData): FormValues {
  const out: FormValues = {}
  for (const [k, v] of form.entries()) if (typeof v === 'string' && k !== 'feature_ids' && k !== 'intent') out[k] = v
  out.feature_ids = form.getAll('feature_ids').filter((v): v is string => typeof v === 'string')
  return out
}

/** What a failed submit gives the page: the message, each field's errors, and the values as typed. */
export interface ListingFormFailure {
  message: string
  errors: Record<string, string[]>
  values: FormValues
}

/**
 * Runs a use case; a success redirects, a rule violation comes back as the form's errors in
 * the request's language together with everything that was submitted, so the form shows
 * what the person typed (never the saved record, never blanks).
 */
export async function runFormAction(
  request: Request,
  run: () => Promise<unknown>,
  success: () => string,
  values: FormValues,
) {
  try {
    await run()
  } catch (error) {
    if (isAppError(error) && (error.code === 'VALIDATION' || error.code === 'CONFLICT')) {
      const locale = localeFromPath(new URL(request.url).pathname)
      const errors = Object.fromEntries(
        Object.entries(error.fields).map(([f, refs]) => [f, refs.map((r) => translate(locale, r.key, r.params))]),
      )
      return data<ListingFormFailure>(
        { message: translate(locale, error.messageRef.key, error.messageRef.params), errors, values },
        { status: error.status },
      )
    }
    throw error
  }
  return redirect(success())
}

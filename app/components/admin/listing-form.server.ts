/** Loader and action helpers of the listing form pages (new and edit). */
import { data, redirect } from 'react-router'
import { translate } from '~/i18n'
import { listDepartments, listMunicipalities, listSectors } from '../../../core/places/places.queries'
import { MAX_FEATURES } from '../../../core/listings/listing-admin.schemas'
import { isAppError } from '../../../core/shared/errors'
import { encodeId } from '../../../core/shared/ids'
import { runtime } from '../../../core/shared/runtime'
import type { Actor } from '../../../core/shared/actor'
import { listingOptions } from './listing-options.server'

export async function formContext(actor: Actor, chosenCustomerId: number | null, place: { departmentId: number | null; municipalityId: number | null }) {
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

/** The form's fields as the schema expects them (feature_ids as a list). */
export function formInput(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of form.entries()) if (typeof v === 'string' && k !== 'feature_ids' && k !== 'intent') out[k] = v
  out.feature_ids = form.getAll('feature_ids').filter((v): v is string => typeof v === 'string')
  return out
}

/** Runs a use case; a rule violation comes back as the form's errors, a success redirects. */
export async function runFormAction(run: () => Promise<unknown>, success: () => string, values: Record<string, unknown>) {
  try {
    await run()
  } catch (error) {
    if (isAppError(error) && (error.code === 'VALIDATION' || error.code === 'CONFLICT')) {
      const errors = Object.fromEntries(Object.entries(error.fields).map(([f, refs]) => [f, refs.map((r) => translate('es-CO', r.key, r.params))]))
      return data({ message: translate('es-CO', error.messageRef.key, error.messageRef.params), errors, values }, { status: error.status })
    }
    throw error
  }
  return redirect(success())
}

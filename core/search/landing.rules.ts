/**
 * Landing addresses (ADR 0021): the searches people type, as readable paths.
 * `/{operation}/{type?}/{municipality?}/{barrio?}` in Spanish (`/arriendo/apartamentos/medellin`),
 * under /en with English words (`/en/rent/apartments/medellin`). Pure: the slugs of places
 * come from the caller (landing.service.ts on the server, the loader's data in the browser).
 */
import { slugify } from '#core/shared/browser'
import {
  LANDING_OPERATION_WORDS,
  LANDING_TYPE_WORDS,
  type LandingLocale,
  type LandingOperation,
} from './landing.constants'
import { LANDING_PARAMS } from './search-address.rules'

/** What a landing names: an operation, at most one type, a municipality and one of its barrios. */
export interface LandingParts {
  operation: LandingOperation
  /** The catalogue's type slug ("apartment"). */
  type?: string | null
  /** The municipality's landing slug ("medellin", "granada-antioquia"). */
  municipality?: string | null
  /** The barrio's slug within its municipality ("laureles"); only with a municipality. */
  sector?: string | null
}

/** The slugs of a search's chosen values by opaque id (what its links need to name landings). */
export interface LandingSlugs {
  operations: Record<string, LandingOperation>
  types: Record<string, string>
  municipalities: Record<string, { slug: string; department: string }>
  sectors: Record<string, string>
}

/** The address of a landing in a language. */
export function landingPath(locale: LandingLocale, parts: LandingParts): string {
  const segments = [LANDING_OPERATION_WORDS[locale][parts.operation]]
  if (parts.type) segments.push(LANDING_TYPE_WORDS[parts.type]?.[locale] ?? parts.type)
  if (parts.municipality) {
    segments.push(parts.municipality)
    if (parts.sector) segments.push(parts.sector)
  }
  return (locale === 'en' ? '/en/' : '/') + segments.join('/')
}

/** The crumbs above a search or a listing: each level of the landing, widest first. */
export function landingTrail(
  locale: LandingLocale,
  parts: LandingParts,
): Array<{ level: keyof LandingParts; path: string }> {
  const trail: Array<{ level: keyof LandingParts; path: string }> = [
    { level: 'operation', path: landingPath(locale, { operation: parts.operation }) },
  ]
  if (parts.type)
    trail.push({ level: 'type', path: landingPath(locale, { operation: parts.operation, type: parts.type }) })
  if (parts.municipality) {
    const place = { operation: parts.operation, type: parts.type, municipality: parts.municipality }
    trail.push({ level: 'municipality', path: landingPath(locale, place) })
    if (parts.sector) trail.push({ level: 'sector', path: landingPath(locale, { ...place, sector: parts.sector }) })
  }
  return trail
}

/** A municipality's slug in landing addresses: its own, or with its department's when another shares it. */
export function municipalityLandingSlug(slug: string, departmentSlug: string, isShared: boolean): string {
  return isShared ? `${slug}-${departmentSlug}` : slug
}

/** A path segment as a slug: lower case, no accents ("Medellín" → "medellin"). */
export function segmentSlug(segment: string): string {
  let text = segment
  try {
    text = decodeURIComponent(segment)
  } catch {
    // A malformed escape stays as it is and matches nothing.
  }
  return slugify(text)
}

/** The operation a first segment names, in either language ("arriendo", "rent"). */
export function operationOfWord(word: string): LandingOperation | null {
  for (const words of Object.values(LANDING_OPERATION_WORDS))
    for (const [operation, w] of Object.entries(words)) if (w === word) return operation as LandingOperation
  return null
}

/** The catalogue type slug a segment names, in either language ("apartamentos", "apartments"). */
export function typeOfWord(word: string): string | null {
  for (const [type, words] of Object.entries(LANDING_TYPE_WORDS))
    if (words['es-CO'] === word || words.en === word) return type
  return null
}

/** The segments after the language prefix of a landing path, or null for any other path. */
export function landingSegments(pathname: string): string[] | null {
  const segments = pathname
    .replace(/^\/en(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
  if (segments.length === 0) return null
  return operationOfWord(segmentSlug(segments[0])) ? segments : null
}

/** A search's address: its landing with the rest as a query when it has one, else /properties/search. */
export function searchPath(locale: LandingLocale, params: URLSearchParams, slugs?: LandingSlugs | null): string {
  const landing = slugs ? landingOfParams(params, slugs) : null
  const path = landing ? landingPath(locale, landing.parts) : `${locale === 'en' ? '/en' : ''}/properties/search`
  const query = (landing ? landing.rest : params).toString()
  return query ? `${path}?${query}` : path
}

/**
 * The landing a search's parameters name, and what is left for its query string: one
 * operation, at most one type, a municipality (its department implied) and one of its
 * barrios. A department without a municipality, or an operation missing, has no landing.
 */
export function landingOfParams(
  params: URLSearchParams,
  slugs: LandingSlugs,
): { parts: LandingParts; rest: URLSearchParams } | null {
  const {
    operation: OPERATION,
    type: TYPE,
    department: DEPARTMENT,
    municipality: MUNICIPALITY,
    sector: SECTOR,
  } = LANDING_PARAMS
  const ops = params.getAll(OPERATION)
  const operation = ops.length === 1 ? slugs.operations[ops[0]] : undefined
  if (!operation) return null
  const rest = new URLSearchParams(params)
  rest.delete(OPERATION)
  const parts: LandingParts = { operation }
  const types = params.getAll(TYPE)
  if (types.length === 1 && slugs.types[types[0]]) {
    parts.type = slugs.types[types[0]]
    rest.delete(TYPE)
  }
  const municipalities = params.getAll(MUNICIPALITY)
  const departments = params.getAll(DEPARTMENT)
  const place = municipalities.length === 1 ? slugs.municipalities[municipalities[0]] : undefined
  if (place && departments.every((d) => d === place.department)) {
    parts.municipality = place.slug
    rest.delete(MUNICIPALITY)
    rest.delete(DEPARTMENT)
    const sectors = params.getAll(SECTOR)
    if (sectors.length === 1 && slugs.sectors[sectors[0]]) {
      parts.sector = slugs.sectors[sectors[0]]
      rest.delete(SECTOR)
    }
  } else if (departments.length || municipalities.length) return null
  return { parts, rest }
}

/**
 * The /proyectos pages (issue 32 point 4): a search address, or a landing (/proyectos/medellin,
 * /proyectos/envigado/vis), read into the project search's filter; a filter at fault is left
 * out and named (the page answers 422 with the rest searched, never a 500). With the results
 * come the form's choices (departments, the chosen department's municipalities, the chosen
 * municipality's barrios, the amenities) and the names of what is chosen.
 */
import {
  departmentsOf,
  featureOption,
  featuresOf,
  landingCatalogue,
  municipalitiesOf,
  municipalityNames,
  sectorsOf,
  segmentSlug,
} from '#core/search'
import { encodeId, isAppError, type FieldErrors, type ServiceContext } from '#core/shared'
import { AMENITY_CATEGORIES } from './project.constants'
import { PROJECT_LANDING_SUBSETS, type ProjectLandingSlugs, type ProjectLandingSubset } from './project-landing.rules'
import { tidyProjectSearchAddress, type ProjectSearchFilter } from './project-search.rules'
import { parseProjectSearchParams } from './project-search.schemas'
import type { ProjectSearchView } from './project-search.view'
import { listProjectSectors } from './project-search.queries'
import { searchProjects } from './search-projects.service'

/** What a landing address names. */
export interface ProjectLanding {
  municipalityId: number
  departmentId: number
  /** The municipality's canonical landing slug. */
  slug: string
  subset: ProjectLandingSubset | null
}

/**
 * The landing of a path's segments after /proyectos (a known municipality slug, then `vis` or
 * `vip`), or null when they name none. An older spelling of the slug is found too: the caller
 * redirects to the canonical one.
 */
export async function resolveProjectLanding(ctx: ServiceContext, segments: string[]): Promise<ProjectLanding | null> {
  const [place = '', subset, ...rest] = segments.map(segmentSlug)
  if (rest.length || (subset !== undefined && !(PROJECT_LANDING_SUBSETS as readonly string[]).includes(subset)))
    return null
  const catalogue = await landingCatalogue(ctx.db)
  const m = catalogue.municipalityBySlug.get(place) ?? catalogue.municipalityAliases.get(place)
  if (!m) return null
  return {
    municipalityId: m.id,
    departmentId: m.departmentId,
    slug: m.slug,
    subset: (subset as ProjectLandingSubset | undefined) ?? null,
  }
}

interface Option {
  value: string
  label: string
}

export interface ProjectSearchPageData {
  filter: ProjectSearchFilter
  /** The clean query string of what was searched (the fields at fault left out). */
  query: string
  errors: FieldErrors
  answer: ProjectSearchView
  options: { departments: Option[]; municipalities: Option[]; sectors: Option[]; amenities: Option[] }
  chosen: { municipality: string | null }
  slugs: ProjectLandingSlugs
}

/** The filter of `params`, each field at fault dropped (from `params`) and named. */
export function readProjectFilter(params: URLSearchParams): { filter: ProjectSearchFilter; errors: FieldErrors } {
  const errors: FieldErrors = {}
  for (let tries = 0; ; tries++) {
    try {
      return { filter: parseProjectSearchParams(params), errors }
    } catch (error) {
      if (!isAppError(error) || error.status !== 422 || tries > 3) throw error
      // A field is named by its parameter, or with the index of a repeated value ("stage.0").
      const fields = Object.keys(error.fields).map((key) => [key, key.split('.')[0]] as const)
      if (!fields.length) throw error
      for (const [key, field] of fields) {
        errors[field] ??= error.fields[key]
        params.delete(field)
        // A range at fault names one end: both go (price_min above price_max).
        if (field.startsWith('price_')) ['price_min', 'price_max'].forEach((k) => params.delete(k))
      }
    }
  }
}

/**
 * The barrios the form offers: those of the municipality with public projects, and any chosen
 * (Medellín has hundreds of barrios: all of them weighed more than the rest of the page).
 */
async function sectorChoices(ctx: ServiceContext, municipalityId: number, chosen: number[]) {
  const withProjects = await listProjectSectors(ctx.db, municipalityId)
  const missing = chosen.filter((id) => !withProjects.some((s) => s.id === id))
  if (!missing.length) return withProjects
  const all = await sectorsOf(ctx, municipalityId)
  return [...withProjects, ...all.filter((s) => missing.includes(s.id))]
}

export async function getProjectSearchPage(
  ctx: ServiceContext,
  search: URLSearchParams,
  landing: ProjectLanding | null,
): Promise<ProjectSearchPageData> {
  const params = new URLSearchParams(search)
  if (landing) {
    params.set('department_id', encodeId('department', landing.departmentId))
    params.set('municipality_id', encodeId('municipality', landing.municipalityId))
    if (landing.subset) params.set(landing.subset, '1')
  }
  const { filter, errors } = readProjectFilter(params)
  const english = ctx.locale === 'en'
  const [answer, departments, features, municipality, catalogue] = await Promise.all([
    searchProjects(ctx, filter),
    departmentsOf(ctx),
    featuresOf(ctx),
    municipalityNames(ctx, filter.municipalityId ? [filter.municipalityId] : []),
    landingCatalogue(ctx.db),
  ])
  const departmentId = filter.departmentId ?? municipality[0]?.departmentId ?? null
  const [municipalities, sectors] = await Promise.all([
    departmentId ? municipalitiesOf(ctx, departmentId) : [],
    filter.municipalityId ? sectorChoices(ctx, filter.municipalityId, filter.sectorIds) : [],
  ])
  // The landing slug of every municipality the form offers: choosing one goes to its landing.
  const slugs: ProjectLandingSlugs = { municipalities: {} }
  const offered = new Set([...municipalities.map((m) => m.id), filter.municipalityId])
  for (const id of offered) {
    const place = id ? catalogue.municipalities.get(id) : undefined
    if (place) slugs.municipalities[encodeId('municipality', place.id)] = place.slug
  }
  // A municipality chosen without its department brings its own (the form's lists follow it).
  const tidy = tidyProjectSearchAddress(params)
  if (departmentId && !tidy.has('department_id')) tidy.set('department_id', encodeId('department', departmentId))
  return {
    filter: { ...filter, departmentId },
    query: tidyProjectSearchAddress(tidy).toString(),
    errors,
    answer,
    options: {
      departments: departments.map((d) => ({ value: encodeId('department', d.id), label: d.name })),
      municipalities: municipalities.map((m) => ({ value: encodeId('municipality', m.id), label: m.name })),
      sectors: sectors.map((s) => ({ value: encodeId('sector', s.id), label: s.name })),
      amenities: features
        .filter((f) => (AMENITY_CATEGORIES as readonly string[]).includes(f.category))
        .map((f) => featureOption(f, english))
        .map(({ value, label }) => ({ value, label })),
    },
    chosen: { municipality: municipality[0]?.name ?? null },
    slugs,
  }
}

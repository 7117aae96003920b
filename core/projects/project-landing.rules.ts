/**
 * The project search's addresses (issue 32 point 4): /proyectos (/en/projects) with a query
 * string, and its readable landings, a municipality and optionally its VIS or VIP projects
 * (/proyectos/medellin, /proyectos/envigado/vis). A search that chooses exactly what a landing
 * names (the municipality, its department, at most one of vis and vip) has that landing as
 * its address; anything more goes in the query string of /proyectos.
 */
export const PROJECT_LANDING_SUBSETS = ['vis', 'vip'] as const
export type ProjectLandingSubset = (typeof PROJECT_LANDING_SUBSETS)[number]

/** What a landing names: the municipality's landing slug and opaque ids, and the subset. */
export interface ProjectLandingSlugs {
  /** Opaque municipality id → its landing slug (the chosen one's and those the form offers). */
  municipalities: Record<string, string>
}

export function projectsBasePath(locale: 'es-CO' | 'en'): string {
  return locale === 'en' ? '/en/projects' : '/proyectos'
}

export function projectLandingPath(
  locale: 'es-CO' | 'en',
  municipalitySlug: string,
  subset: ProjectLandingSubset | null,
): string {
  return [projectsBasePath(locale), municipalitySlug, subset].filter(Boolean).join('/')
}

const LANDING_KEYS = new Set(['department_id', 'municipality_id', 'vis', 'vip'])

/** The address of a tidy project search: its landing when it names exactly one, else /proyectos?… */
export function projectSearchPath(
  locale: 'es-CO' | 'en',
  tidy: URLSearchParams,
  slugs: ProjectLandingSlugs | null,
): string {
  const municipality = tidy.get('municipality_id')
  const slug = municipality ? slugs?.municipalities[municipality] : undefined
  const landing = slug && [...tidy.keys()].every((k) => LANDING_KEYS.has(k)) && !(tidy.has('vis') && tidy.has('vip'))
  if (landing) return projectLandingPath(locale, slug, tidy.has('vis') ? 'vis' : tidy.has('vip') ? 'vip' : null)
  const query = tidy.toString()
  return projectsBasePath(locale) + (query ? `?${query}` : '')
}

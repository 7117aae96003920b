/**
 * The /proyectos pages' loader work (issue 32 point 4), kept out of the browser bundle: the
 * address read (the other language's word or an older municipality spelling answers 301 to
 * this page's; an unknown landing 404), one use case, and its answer as the page's words:
 * heading, title, description, canonical paths, and only what the page shows.
 */
import { data, redirect } from 'react-router'
import {
  getProjectSearchPage,
  projectLandingPath,
  projectSearchPath,
  resolveProjectLanding,
  type ProjectLanding,
} from '#core/projects'
import { MAP_POINT_LIMIT } from '#core/search'
import { runtime } from '#core/shared'
import { translate, translateFields, type KeysUnder, type Locale } from '#i18n'
import { anonymousContext, publicReadContext } from '#web/context'
import { notFoundPage } from '#web/page'
import { pageLocale, pageUrl } from '#web/page-address'
import { projectCardData } from './project-card.server'

type Texts = KeysUnder<'project_search'>

function describe(locale: Locale, landing: ProjectLanding | null, place: string | null, total: number, page: number) {
  const t = (key: Texts, params?: Record<string, string | number>) => translate(locale, `project_search.${key}`, params)
  const subset = landing?.subset
  const heading = place
    ? t(subset === 'vis' ? 'heading_vis' : subset === 'vip' ? 'heading_vip' : 'heading_place', { place })
    : t('heading')
  const brand = runtime().env.BRAND_NAME
  return {
    heading,
    title: page > 1 ? t('title_page', { heading, page, brand }) : t('title', { heading, brand }),
    description: t('description', { count: total, place: place ?? t('colombia') }),
  }
}

/**
 * The page of /proyectos (landing null) or of a landing's segments: a landing that names no
 * known municipality (or a subset other than vis/vip) is the 404 page.
 */
async function projectSearchData(request: Request, segments: string[] | null) {
  const url = pageUrl(request)
  const locale = pageLocale(request)
  const base = locale === 'en' ? '/en/projects' : '/proyectos'
  const ctx = publicReadContext(request, locale)
  const landing = segments ? await resolveProjectLanding(ctx, segments) : null
  if (segments && !landing) throw notFoundPage()
  // The other language's word (/en/proyectos, /projects) or an older spelling: this page's own.
  const own = landing ? projectLandingPath(locale, landing.slug, landing.subset) : base
  if (url.pathname !== own) throw redirect(own + url.search, 301)

  const page = await getProjectSearchPage(ctx, url.searchParams, landing)
  const { answer, filter } = page
  const tidy = new URLSearchParams(page.query)
  const canonical = new URLSearchParams(tidy)
  canonical.delete('sort')
  const errors = Object.fromEntries(
    Object.entries(translateFields(locale, page.errors)).map(([field, [first]]) => [field, first]),
  )
  const perPage = answer.meta.per_page
  // The map view (view=map) is the same search drawn on a map; the address keeps it, the canonical not.
  const isMap = url.searchParams.get('view') === 'map'
  const query = new URLSearchParams(page.query)
  if (isMap) query.set('view', 'map')
  const env = runtime().env
  const result = {
    ...describe(locale, landing, page.chosen.municipality, answer.meta.total, filter.page),
    total: answer.meta.total,
    page: filter.page,
    perPage,
    pageCount: Math.ceil(answer.meta.total / perPage),
    cards: answer.data.map((card) => projectCardData(locale, card)),
    facets: answer.facets,
    options: page.options,
    filter: {
      departmentId: tidy.get('department_id'),
      municipalityId: tidy.get('municipality_id'),
    },
    query: query.toString(),
    slugs: page.slugs,
    map: isMap ? { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION, limit: MAP_POINT_LIMIT } : null,
    errors,
    /** The search's canonical address (its landing when it names one), in each language. */
    canonicalPath: projectSearchPath('es-CO', canonical, page.slugs),
    canonicalPathEn: projectSearchPath('en', canonical, page.slugs),
    noindex: answer.meta.total === 0 || Object.keys(errors).length > 0 || tidy.has('sort') || isMap,
  }
  return result
}

export type ProjectSearchData = Awaited<ReturnType<typeof projectSearchData>>

/** Whether a project address's one segment is a landing instead (/proyectos/medellin). */
export async function isProjectLanding(request: Request, segment: string): Promise<boolean> {
  return (await resolveProjectLanding(anonymousContext(pageLocale(request)), [segment])) != null
}

/** The page's data; a filter at fault is a 422 (the platform's rule), answered with the page and the rest searched. */
export async function loadProjectSearch(request: Request, segments: string[] | null) {
  const result = await projectSearchData(request, segments)
  const { canonicalPath, canonicalPathEn } = result
  return data(
    { search: result, canonicalPath, canonicalPathEn },
    { status: Object.keys(result.errors).length ? 422 : 200 },
  )
}

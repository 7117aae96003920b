/**
 * The search page's loader work, kept out of the browser bundle: parses the address (a
 * malformed id or value is a 422 page), redirects untidy addresses (empty form fields,
 * lists in another order) to their clean form, runs the search and names it for the
 * heading, the title, the description and the canonical link.
 */
import { redirect } from 'react-router'
import { anonymousContext } from '#web/context'
import { parsedOr422 } from '#web/page'
import { parseSearchParams, type SearchFilter, getSearchPage, MAP_POINT_LIMIT, type SearchPageData } from '#core/search'
import { encodeOperation, runtime } from '#core/shared'
import { localeFromPath, translate, type KeysUnder, type Locale } from '~/i18n'
import { cleanParams, isUntidy } from '../../components/search/search-url'

export interface SearchHeading {
  heading: string
  title: string
  description: string
}

export function describeSearch(
  locale: Locale,
  filter: SearchFilter,
  page: SearchPageData,
  brand: string,
): SearchHeading {
  const t = (key: KeysUnder<'search'>, params?: Record<string, string | number>) =>
    translate(locale, `search.${key}`, params)
  const type = page.chosen.types.length === 1 ? page.chosen.types[0].plural : t('heading.all')
  let heading = filter.operation ? t(`heading.${filter.operation}`, { type }) : t('heading.any', { type })
  const sectorName = page.chosen.sectors.length === 1 ? page.chosen.sectors[0].label : null
  const municipality = page.chosen.municipality?.label ?? null
  const place = [sectorName, municipality].filter(Boolean).join(', ') || page.chosen.department?.label || null
  heading = t('heading.place', { heading, place: place ?? t('heading.colombia') })
  const title =
    filter.page > 1 ? t('meta.title_page', { heading, page: filter.page, brand }) : t('meta.title', { heading, brand })
  const description = t('meta.description', {
    count: new Intl.NumberFormat('es-CO').format(page.total),
    type: type.toLocaleLowerCase(locale),
    operation: filter.operation ? t(`meta.description_${filter.operation}`) : '',
    place: place ?? t('heading.colombia'),
    brand,
  })
  return { heading, title, description }
}

export async function loadSearchPage(request: Request) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const clean = cleanParams(url.searchParams)
  const view = url.searchParams.get('view') === 'map' ? 'map' : 'list'
  if (view === 'map') clean.set('view', 'map')
  if (isUntidy(url.searchParams)) {
    const qs = clean.toString()
    throw redirect(url.pathname + (qs ? `?${qs}` : ''), 302)
  }

  const filter = parsedOr422(() => parseSearchParams(clean), translate(locale, 'search.invalid'))

  const { env } = runtime()
  const page = await getSearchPage(anonymousContext(locale), filter)
  const described = describeSearch(locale, filter, page, env.BRAND_NAME)
  const canonical = new URLSearchParams(clean)
  canonical.delete('view')
  canonical.delete('idx')
  const qs = canonical.toString()
  return {
    ...page,
    options: { ...page.options, operations: { rent: encodeOperation('rent'), sale: encodeOperation('sale') } },
    ...described,
    filter: {
      operation: filter.operation,
      sort: filter.sort,
      bedrooms: filter.bedrooms,
      bathrooms: filter.bathrooms,
      parking: filter.parking,
      strata: filter.strata,
    },
    query: clean.toString(),
    view,
    /** Spanish canonical path with the filters (HeadLinks). */
    canonicalPath: '/properties/search' + (qs ? `?${qs}` : ''),
    noindex: page.total === 0 || !!clean.get('q') || clean.has('sort') || clean.has('idx'),
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION, limit: MAP_POINT_LIMIT },
  }
}

export type SearchLoaderData = Awaited<ReturnType<typeof loadSearchPage>>

/**
 * The search page's loader work, kept out of the browser bundle: parses the address (a
 * malformed id or value is a 422 page), redirects untidy addresses (empty form fields,
 * lists in another order) to their clean form, runs the search and names it for the
 * heading, the title, the description and the canonical link. Returns only what the page
 * shows, since React Router writes it into the page again for hydration: the municipalities,
 * barrios and features are fetched by the browser (or listed with ?more=municipalities,
 * sectors or features).
 */
import { redirect } from 'react-router'
import { anonymousContext } from '#web/context'
import { parsedOr422 } from '#web/page'
import { parseSearchParams, type SearchFilter, getSearchPage, MAP_POINT_LIMIT, type SearchPageData } from '#core/search'
import { encodeOperation, runtime } from '#core/shared'
import { localeFromPath, translate, type KeysUnder, type Locale } from '~/i18n'
import { packCard } from '../../components/search/card-row'
import { cleanParams, isUntidy } from '../../components/search/search-url'

export interface SearchHeading {
  heading: string
  title: string
  description: string
}

const counts = new Intl.NumberFormat('es-CO')

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
    count: counts.format(page.total),
    type: type.toLocaleLowerCase(locale),
    operation: filter.operation ? t(`meta.description_${filter.operation}`) : '',
    place: place ?? t('heading.colombia'),
    brand,
  })
  return { heading, title, description }
}

const option = ({ value, label }: { value: string; label: string }) => ({ value, label })

export async function loadSearchPage(request: Request) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const clean = cleanParams(url.searchParams)
  const view = url.searchParams.get('view') === 'map' ? 'map' : 'list'
  if (view === 'map') clean.set('view', 'map')
  // The lists to render in full (the filter form's more=… buttons, for visitors without JavaScript).
  const more = new Set(url.searchParams.getAll('more').filter((v) => v))
  if (isUntidy(url.searchParams)) {
    const tidy = new URLSearchParams(clean)
    for (const list of more) tidy.append('more', list)
    const qs = tidy.toString()
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
  const { facets, options, chosen } = page
  // Only what the page shows travels in the hydration payload: the long lists come from the
  // API once the page's scripts run (GET /api/search/municipalities, /api/places/sectors,
  // /api/features), or are rendered here when asked for with ?more= (no JavaScript).
  return {
    results: page.results.map(packCard),
    total: page.total,
    page: page.page,
    perPage: page.perPage,
    pageCount: page.pageCount,
    facets: {
      property_types: facets.property_types.map(({ value, count }) => ({ value, count })),
      municipalities: facets.municipalities.map(({ value, label, count, selected }) => ({
        value,
        label,
        count,
        selected,
      })),
      stratum: facets.stratum.map(({ value, count, selected }) => ({ value, count, selected })),
      bedrooms: facets.bedrooms.map(({ value, count }) => ({ value, count })),
    },
    options: {
      operations: { rent: encodeOperation('rent'), sale: encodeOperation('sale') },
      types: options.types.map(option),
      departments: options.departments.map(option),
      municipalities: more.has('municipalities') ? options.municipalities.map(option) : null,
      /** How many barrios the chosen municipality has (the list itself comes on demand). */
      sectorCount: options.sectors.length,
      sectors: more.has('sectors') ? options.sectors.map(option) : null,
      features: more.has('features') ? options.features.map(option) : null,
    },
    chosen: {
      types: chosen.types.map(({ value, name }) => ({ value, name })),
      department: chosen.department && option(chosen.department),
      municipality: chosen.municipality && option(chosen.municipality),
      sectors: chosen.sectors.map(option),
      features: chosen.features.map(option),
    },
    ...described,
    filter: {
      operation: filter.operation,
      sort: filter.sort,
      bedrooms: filter.bedrooms,
      bathrooms: filter.bathrooms,
      parking: filter.parking,
      strata: filter.strata,
      adminMax: filter.adminMax,
      ageMax: filter.ageMax,
      newConstruction: filter.newConstruction,
      privateAreaMin: filter.privateAreaMin,
      floorMin: filter.floorMin,
      elevator: filter.elevator,
      furnished: filter.furnished,
      pets: filter.pets,
      guarantees: filter.guarantees,
    },
    query: clean.toString(),
    view,
    /** Spanish canonical path with the filters (HeadLinks). */
    canonicalPath: '/properties/search' + (qs ? `?${qs}` : ''),
    noindex: page.total === 0 || !!clean.get('q') || clean.has('sort') || clean.has('idx') || more.size > 0,
    map:
      view === 'map' ? { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION, limit: MAP_POINT_LIMIT } : null,
  }
}

export type SearchLoaderData = Awaited<ReturnType<typeof loadSearchPage>>

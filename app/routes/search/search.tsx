/**
 * The search page: /properties/search (and /en/properties/search), and the landings
 * (/arriendo/apartamentos/medellin). Server-rendered from the address alone: the heading and
 * count, a GET form of filters (side panel on desktop, drawer on mobile; the HTML holds it
 * once), removable chips, facet counts, 24 results a page with numbered links, and a map view
 * whose script loads only when opened. Title, description and canonical name the search.
 *
 * The loader calls one use case (core/search/search-page.service.ts: the address read once,
 * an untidy or misspelt one answered with its clean spelling) and turns its answer into the
 * page's words and its hydration payload: only what the page shows, since React Router writes
 * it into the page again for hydration (the municipalities, barrios and features are fetched by
 * the browser, or listed with ?more=municipalities, sectors or features). The parts live in
 * app/components/search; this module composes them.
 */
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from 'react-router'
import { SearchMap } from '~/components/map/search-map'
import { searchMetaTags } from '~/components/search/search-meta'
import { SearchChips, useChips } from '~/components/search/search-chips'
import { SearchFiltersPanel } from '~/components/search/search-filters-panel'
import { SearchResults } from '~/components/search/search-results'
import { SearchSort } from '~/components/search/search-sort'
import { SearchSummary } from '~/components/search/search-summary'
import { SearchViewToggle } from '~/components/search/search-view-toggle'
import { toHref } from '~/components/search/search-url'
import { GuardedErrorPage } from '~/components/shell/error-page'
import { deferredPart } from '~/components/ui/deferred-part'
import { useHydrated, useT } from '~/lib/i18n'
import type { Route } from './+types/search'
import { publicReadContext } from '#web/context'
import { loadOr404 } from '#web/page'
import {
  criteriaFilter,
  getSearchPage,
  landingTrail,
  MAP_POINT_LIMIT,
  type SearchFilter,
  type SearchPageData,
} from '#core/search'
import { landingOfParams, searchPath as searchHref, type LandingSlugs } from '#core/search/browser'
import { breadcrumbListJsonLd, serializeJsonLd } from '#core/seo'
import { encodeOperation, formatCop, runtime, siteOrigin } from '#core/shared'
import { pageUrl, pageLocale } from '#web/page-address'
import { localizePath, translate, translateFields, type KeysUnder, type Locale } from '#i18n'
import type { Crumb } from '~/components/shell/breadcrumbs'
import { packCard } from '~/components/search/card-row'

/** No results: the advice's code reaches only a browser that shows it. */
const SearchEmpty = deferredPart(
  import.meta.env.SSR ? (await import('~/components/search/search-empty')).default : null,
  () => import('~/components/search/search-empty'),
)

/** The first view is photos: the scripts come after the first paint (ADR 0022). */
export const handle = { scriptsAfterPaint: true }

interface SearchHeading {
  heading: string
  title: string
  description: string
}

const counts = new Intl.NumberFormat('es-CO')

function describeSearch(locale: Locale, filter: SearchFilter, page: SearchPageData, brand: string): SearchHeading {
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

/**
 * A landing's introduction (ADR 0021): how many listings it shows and their price range
 * ("26 apartamentos en arriendo en Envigado, desde $ 2.000.000 hasta $ 2.250.000 al mes.").
 */
function introduceSearch(
  locale: Locale,
  filter: SearchFilter,
  page: SearchPageData,
  range: { min: number; max: number } | null,
): string | null {
  if (!filter.operation || page.total === 0) return null
  const t = (key: KeysUnder<'search'>, params?: Record<string, string | number>) =>
    translate(locale, `search.${key}`, params)
  const type = page.chosen.types.length === 1 ? page.chosen.types[0].plural : t('heading.all')
  const sector = page.chosen.sectors.length === 1 ? page.chosen.sectors[0].label : null
  const place =
    [sector, page.chosen.municipality?.label].filter(Boolean).join(', ') ||
    page.chosen.department?.label ||
    t('heading.colombia')
  const single = page.chosen.types.length === 1 ? page.chosen.types[0].name : t('intro.property')
  const what = {
    count: counts.format(page.total),
    type: (page.total === 1 ? single : type).toLocaleLowerCase(locale),
    operation: t(`meta.description_${filter.operation}`).trim(),
    place,
  }
  const head = t('intro.head', what)
  if (!range) return t('intro.plain', { head })
  const per = filter.operation === 'rent' ? t('intro.per_month') : ''
  if (range.min === range.max) return t('intro.price', { head, price: formatCop(range.min), per })
  return t('intro.range', { head, min: formatCop(range.min), max: formatCop(range.max), per })
}

/** Inicio › Arriendo › Apartamentos › Medellín › Laureles: the landings above a search (ADR 0021). */
function searchCrumbs(
  locale: Locale,
  params: URLSearchParams,
  slugs: LandingSlugs,
  page: Pick<SearchPageData, 'chosen'>,
): Crumb[] {
  const landing = landingOfParams(params, slugs)
  if (!landing) return []
  const labels = {
    operation: translate(locale, `search.filters.${landing.parts.operation}`),
    type: page.chosen.types[0]?.plural ?? '',
    municipality: page.chosen.municipality?.label ?? '',
    sector: page.chosen.sectors[0]?.label ?? '',
  }
  const trail = landingTrail(locale, landing.parts)
  const exact = landing.rest.size === 0
  return [
    { label: translate(locale, 'search.crumbs.home'), href: localizePath('/', locale) },
    ...trail.map(({ level, path }, i) => ({
      label: labels[level as keyof typeof labels],
      href: exact && i === trail.length - 1 ? null : path,
    })),
  ]
}

const option = ({ value, label }: { value: string; label: string }) => ({ value, label })

async function loadSearchPage(request: Request) {
  // The page's own address (a client-side navigation asks for {path}.data?_routes=…).
  const locale = pageLocale(request)
  const found = await loadOr404(() => getSearchPage(publicReadContext(request, locale), pageUrl(request)))
  if (found.redirect !== undefined) throw redirect(found.redirect, found.status)
  const { filter, query: clean, slugs, page, range, errors, dropped, view, more } = found
  const { env } = runtime()
  const described = describeSearch(locale, filter, page, env.BRAND_NAME)
  const canonical = new URLSearchParams(clean)
  canonical.delete('view')
  canonical.delete('idx')
  const { facets, options, chosen } = page
  const crumbs = searchCrumbs(locale, canonical, slugs, page)
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
    intro: introduceSearch(locale, filter, page, range),
    crumbs,
    crumbsJsonLd: serializeJsonLd(
      breadcrumbListJsonLd(crumbs.map((c) => ({ name: c.label, url: c.href && siteOrigin() + c.href }))),
    ),
    /** Slugs of the chosen values: links that keep them go to landing addresses. */
    slugs,
    filter: criteriaFilter(filter),
    query: clean.toString(),
    /** Each filter at fault with its message (shown beside its field), and what the search left out. */
    errors: Object.fromEntries(
      Object.entries(translateFields(locale, errors)).map(([field, [first]]) => [field, first]),
    ),
    dropped,
    view,
    /** Canonical path with the filters (HeadLinks): its landing when it has one, in each language. */
    canonicalPath: searchHref('es-CO', canonical, slugs),
    canonicalPathEn: searchHref('en', canonical, slugs),
    noindex:
      page.total === 0 ||
      dropped.length > 0 ||
      !!clean.get('q') ||
      clean.has('sort') ||
      clean.has('idx') ||
      more.size > 0,
    map:
      view === 'map' ? { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION, limit: MAP_POINT_LIMIT } : null,
  }
}

export type SearchLoaderData = Awaited<ReturnType<typeof loadSearchPage>>

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadSearchPage(request)
  // A filter at fault is still a 422 (the platform's rule), answered with the page and its results.
  return Object.keys(page.errors).length ? data(page, { status: 422 }) : page
}

export function meta({ loaderData }: Route.MetaArgs) {
  return searchMetaTags(loaderData)
}

export default function SearchPage({ loaderData: data }: Route.ComponentProps) {
  const chips = useChips(data)
  const { t, href } = useT()
  const isMap = data.view === 'map'
  // Before the scripts run, the panel doubles as the phone's filters (after, a drawer does)
  // and the cards draw their buttons' look only.
  const hydrated = useHydrated()

  return (
    <div className="sp">
      <SearchSummary data={data} />
      <SearchFiltersPanel data={data} hydrated={hydrated} filterCount={chips.length} />

      <div className="sp-col">
        <SearchChips chips={chips} />

        <div className="sp-bar">
          <SearchSort data={data} />
          <SearchViewToggle
            query={data.query}
            isMap={isMap}
            hrefOf={(params) => toHref(href('/properties/search'), params)}
          />
        </div>

        <div className="mt-5">
          {data.map && (
            <SearchMap
              endpoint="/api/properties/search/map"
              openLabel={t('search.map.open')}
              query={data.query}
              tileUrl={data.map.tileUrl}
              attribution={data.map.attribution}
              limit={data.map.limit}
            />
          )}
          {data.total === 0 ? (
            <SearchEmpty data={data} chips={chips} />
          ) : (
            <SearchResults data={data} hydrated={hydrated} />
          )}
        </div>
      </div>
    </div>
  )
}

/** A failure other than a filter (those are shown beside their fields): the usual error page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useT()
  return (
    <GuardedErrorPage error={error}>
      {isRouteErrorResponse(error) && error.status === 422 && (
        <p className="mx-auto max-w-xl px-4 pb-10 text-center">
          <Link to="/properties/search" className="font-bold underline">
            {t('search.empty.clear')}
          </Link>
        </p>
      )}
    </GuardedErrorPage>
  )
}

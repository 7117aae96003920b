/**
 * The search page: /properties/search (and /en/properties/search). Server-rendered from
 * the address alone: the heading and count, a GET form of filters (side panel on desktop,
 * drawer on mobile; the HTML holds it once), removable chips, facet counts, 24 results a
 * page with numbered links, and a map view whose script loads only when opened. Title,
 * description and canonical name the search. The parts live in app/components/search;
 * this module composes them.
 */
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { SearchMap } from '~/components/map/search-map'
import { SearchChips, useChips } from '~/components/search/search-chips'
import { SearchEmpty } from '~/components/search/search-empty'
import { SearchFiltersPanel } from '~/components/search/search-filters-panel'
import { SearchResults } from '~/components/search/search-results'
import { SearchSort } from '~/components/search/search-sort'
import { SearchSummary } from '~/components/search/search-summary'
import { SearchViewToggle } from '~/components/search/search-view-toggle'
import { loadSearchPage } from '~/routes/search/search.server'
import { ErrorPage, ErrorPageGuard } from '~/components/shell/error-page'
import { useHydrated, useT } from '~/lib/i18n'
import type { Route } from './+types/search'

/** The first view is photos: the scripts come after the first paint (ADR 0022). */
export const handle = { scriptsAfterPaint: true }

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadSearchPage(request)
  // A filter at fault is still a 422 (the platform's rule), answered with the page and its results.
  return Object.keys(page.errors).length ? data(page, { status: 422 }) : page
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ name: 'robots', content: 'noindex' }]
  const tags = [
    { title: loaderData.title },
    { name: 'description', content: loaderData.description },
    { property: 'og:title', content: loaderData.heading },
    { property: 'og:description', content: loaderData.description },
    { property: 'og:type', content: 'website' },
  ]
  if (loaderData.noindex) tags.push({ name: 'robots', content: 'noindex, follow' })
  return tags
}

export default function SearchPage({ loaderData: data }: Route.ComponentProps) {
  const chips = useChips(data)
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
          <SearchViewToggle query={data.query} isMap={isMap} />
        </div>

        <div className="mt-5">
          {data.map && (
            <SearchMap
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
    <ErrorPageGuard>
      <ErrorPage error={error} />
      {isRouteErrorResponse(error) && error.status === 422 && (
        <p className="mx-auto max-w-xl px-4 pb-10 text-center">
          <Link to="/properties/search" className="font-bold underline">
            {t('search.empty.clear')}
          </Link>
        </p>
      )}
    </ErrorPageGuard>
  )
}

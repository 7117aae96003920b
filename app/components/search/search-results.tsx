/**
 * One page of results: the cards in a grid (the first three load their photo eagerly, the
 * very first before anything else) and the numbered pages below.
 */
import { unpackCard } from '~/components/search/card-row'
import { ResultCard } from '~/components/search/result-card'
import { SearchPagination } from '~/components/search/search-pagination'
import { searchHref } from '~/components/search/search-url'
import { useT } from '~/lib/i18n'
import type { SearchLoaderData } from '~/routes/search/search'
import { TitledSection } from '~/components/ui/titled-section'

export function SearchResults({
  data,
  hydrated,
}: {
  data: Pick<SearchLoaderData, 'results' | 'page' | 'pageCount' | 'query' | 'slugs'>
  /** Whether the page's scripts run (the cards' buttons need them). */
  hydrated: boolean
}) {
  const { t, locale } = useT()
  const params = new URLSearchParams(data.query)
  const hrefOf = (p: URLSearchParams) => searchHref(locale, p, data.slugs)
  return (
    <TitledSection id="results-title" title={t('search.results')} titleClassName="sr-only">
      <ul className="grid grid-cols-1 gap-5 xs:grid-cols-2 lg:grid-cols-3" data-testid="results">
        {data.results.map(unpackCard).map((card, i) => (
          <li key={card.id}>
            <ResultCard result={card} loading={i === 0 ? 'first' : 'lazy'} hydrated={hydrated} />
          </li>
        ))}
      </ul>
      <SearchPagination page={data.page} count={data.pageCount} params={params} hrefOf={hrefOf} />
    </TitledSection>
  )
}

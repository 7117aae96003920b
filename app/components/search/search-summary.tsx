/**
 * The results header: the search's heading, how many listings match (and which of them this
 * page shows when there is more than one page), and the button that saves the search.
 */
import { useT } from '~/lib/i18n'
import { Breadcrumbs } from '~/components/shell/breadcrumbs'
import { SaveSearchButton } from '~/components/visitor/save-search'
import type { SearchLoaderData } from '~/routes/search/search'

const esNumbers = new Intl.NumberFormat('es-CO')
const enNumbers = new Intl.NumberFormat('en-US')

export function SearchSummary({
  data,
}: {
  data: Pick<SearchLoaderData, 'heading' | 'total' | 'page' | 'perPage' | 'query' | 'crumbs' | 'crumbsJsonLd' | 'intro'>
}) {
  const { t, locale } = useT()
  const nf = locale === 'en' ? enNumbers : esNumbers
  const from = (data.page - 1) * data.perPage + 1
  const to = Math.min(data.total, data.page * data.perPage)
  return (
    <header className="sp-col">
      <Breadcrumbs crumbs={data.crumbs} jsonLd={data.crumbsJsonLd} className="mb-2" />
      <h1 className="text-2xl leading-tight font-extrabold text-ink-900 sm:text-3xl">{data.heading}</h1>
      <p className="mt-1 font-semibold text-ink" role="status" data-testid="result-count">
        {t('search.count', { count: data.total })}
        {data.total > data.perPage && (
          <span className="hidden font-normal xs:inline">
            {' '}
            · {t('search.showing', { from: nf.format(from), to: nf.format(to), total: nf.format(data.total) })}
          </span>
        )}
      </p>
      {data.intro && (
        <p className="mt-1 max-w-3xl text-ink" data-testid="search-intro">
          {data.intro}
        </p>
      )}
      <SaveSearchButton query={data.query} defaultName={data.heading} className="mt-3" />
    </header>
  )
}

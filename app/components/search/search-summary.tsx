/**
 * The results header: the search's heading, how many listings match (and which of them this
 * page shows when there is more than one page), and the button that saves the search.
 */
import { Link } from 'react-router'
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
  const { t, href } = useT()
  return (
    <header className="sp-col">
      <Breadcrumbs crumbs={data.crumbs} jsonLd={data.crumbsJsonLd} className="mb-2" />
      <h1 className="text-2xl leading-tight font-extrabold text-ink-900 sm:text-3xl">{data.heading}</h1>
      <ResultCount texts="search" testId="result-count" {...data} />
      {data.intro && (
        <p className="mt-1 max-w-3xl text-ink" data-testid="search-intro">
          {data.intro}
        </p>
      )}
      {/* One above the other on a phone, whatever the font: side by side they just fit in Nunito
          Sans and not in its fallback, so the row wrapped when the font came and moved the
          results down by a line (a layout shift of 0.23 on a 412 px screen). */}
      <div className="mt-3 flex flex-col items-start gap-x-4 gap-y-2 xs:flex-row xs:flex-wrap xs:items-center">
        <SaveSearchButton query={data.query} defaultName={data.heading} />
        {/* The new-homes section's entry point (issue 32 point 4). */}
        <Link
          to={href('/proyectos')}
          title={t('project_search.entry_text')}
          className="text-sm font-bold text-ink-900 underline underline-offset-2"
          data-testid="projects-entry"
        >
          {t('project_search.entry')}
        </Link>
      </div>
    </header>
  )
}

/**
 * How many results match, and which of them this page shows when there is more than one page
 * (the listing search's and the project search's, from their own texts).
 */
export function ResultCount({
  texts,
  testId,
  total,
  page,
  perPage,
}: {
  texts: 'search' | 'project_search'
  testId: string
  total: number
  page: number
  perPage: number
}) {
  const { t, locale } = useT()
  const nf = locale === 'en' ? enNumbers : esNumbers
  const from = (page - 1) * perPage + 1
  const to = Math.min(total, page * perPage)
  return (
    <p className="mt-1 font-semibold text-ink" role="status" data-testid={testId}>
      {t(`${texts}.count`, { count: total })}
      {total > perPage && (
        <span className="hidden font-normal xs:inline">
          {' '}
          · {t(`${texts}.showing`, { from: nf.format(from), to: nf.format(to), total: nf.format(total) })}
        </span>
      )}
    </p>
  )
}

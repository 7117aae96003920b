/**
 * The numbered pages under the results: previous/next and a window of page links around the
 * current one (gaps shown as an ellipsis), capped at 400 pages; nothing for a single page.
 */
import { Link } from 'react-router'
import { pageParams, pageWindow } from '~/components/search/search-url'
import { useT } from '~/lib/i18n'

export function SearchPagination({
  page,
  count,
  params,
  hrefOf,
}: {
  page: number
  count: number
  params: URLSearchParams
  /** The address of a search's parameters (its landing when it has one). */
  hrefOf: (params: URLSearchParams) => string
}) {
  const { t } = useT()
  if (count <= 1) return null
  const link = (n: number) => hrefOf(pageParams(params, n))
  return (
    <nav aria-label={t('search.pagination.label')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {page > 1 && (
          <li>
            <Link to={link(page - 1)} rel="prev" className="pg">
              {t('search.pagination.previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, Math.min(count, 400)).map((n, i) =>
          n === 0 ? (
            <li key={`gap${i}`} aria-hidden="true" className="px-1 text-ink">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={link(n)}
                aria-label={t('search.pagination.page', { n })}
                aria-current={n === page ? 'page' : undefined}
                className="pg"
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < count && (
          <li>
            <Link to={link(page + 1)} rel="next" className="pg">
              {t('search.pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

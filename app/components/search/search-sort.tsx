/**
 * The sort control: a GET form carrying the other filters as hidden fields, so it works
 * without JavaScript (a noscript button applies it); with JavaScript a change navigates to
 * the same search sorted (relevance, the default, leaves the address without a sort). The
 * project search's sort is the same form (SortForm).
 */
import { useLocation, useNavigate } from 'react-router'
import { SEARCH_SORTS } from '#core/search/browser'
import { formSlugs, searchHref, setParam } from '~/components/search/search-url'
import { buttonClass } from '~/components/ui/button'
import { LabeledSelect } from '~/components/ui/labeled'
import { useT } from '~/lib/i18n'
import type { SearchLoaderData } from '~/routes/search/search'

const LISTING_SORT = { id: 'search-sort', texts: 'search', sorts: SEARCH_SORTS, byDefault: 'relevance' } as const

export function SearchSort({ data }: { data: Pick<SearchLoaderData, 'query' | 'filter' | 'slugs'> }) {
  const { href, locale } = useT()
  const { pathname } = useLocation()
  const hrefOf = (params: URLSearchParams) => searchHref(locale, params, formSlugs(pathname, data.slugs))
  return <SortForm {...LISTING_SORT} action={href('/properties/search')} query={data.query} hrefOf={hrefOf} />
}

/**
 * A search's sort control: a GET form to `action` carrying the other parameters (less the
 * page) as hidden fields; a change navigates to `hrefOf` the same search sorted (`byDefault`
 * leaves the address without a sort), and without scripts a noscript button applies it.
 */
export function SortForm<S extends string>({
  id,
  action,
  query,
  sorts,
  byDefault,
  texts,
  hrefOf,
}: {
  id: string
  action: string
  query: string
  sorts: readonly S[]
  byDefault: S
  /** Whose texts: `${texts}.sort.label`, `.apply` and one per sort. */
  texts: 'search' | 'project_search'
  hrefOf: (params: URLSearchParams) => string
}) {
  const { t } = useT()
  const navigate = useNavigate()
  const params = new URLSearchParams(query)
  const asked = params.get('sort') as S | null
  const current = asked && sorts.includes(asked) ? asked : byDefault
  const text = (key: string) => t(`${texts}.sort.${key}` as 'search.sort.label')
  const onSort = (sort: S) => void navigate(hrefOf(setParam(params, 'sort', sort === byDefault ? null : sort)))
  return (
    <form
      method="get"
      action={action}
      className="flex items-center gap-2"
      onChange={(e) => e.currentTarget.requestSubmit()}
      onSubmit={(e) => {
        e.preventDefault()
        onSort(new FormData(e.currentTarget).get('sort') as S)
      }}
    >
      {[...params]
        .filter(([k]) => k !== 'sort' && k !== 'page')
        .map(([k, v], i) => (
          <input key={`${k}${i}`} type="hidden" name={k} value={v} />
        ))}
      {/* A set height: a select's own follows the font (36 px in the fallback face, 39 in Nunito Sans). */}
      <LabeledSelect
        id={id}
        label={text('label')}
        labelClassName="sr-only text-sm font-bold text-ink-900 xs:not-sr-only"
        name="sort"
        defaultValue={current}
        key={current}
        className={`h-10 rounded-xl border border-ink/30 bg-white pr-8 pl-3 text-sm font-semibold text-ink-900 focus-visible:outline-3 focus-visible:outline-brand-600 max-w-44 xs:max-w-none`}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {text(s)}
          </option>
        ))}
      </LabeledSelect>
      <noscript>
        <button type="submit" className={buttonClass('ghost', 'sm')}>
          {text('apply')}
        </button>
      </noscript>
    </form>
  )
}

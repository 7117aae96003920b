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

export function SearchSort({ data }: { data: Pick<SearchLoaderData, 'query' | 'filter' | 'slugs'> }) {
  const { t, href, locale } = useT()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const params = new URLSearchParams(data.query)
  return (
    <SortForm
      id="search-sort"
      action={href('/properties/search')}
      params={params}
      sorts={SEARCH_SORTS}
      current={data.filter.sort}
      text={(key) => t(`search.sort.${key}`)}
      labelClassName="sr-only text-sm font-bold text-ink-900 xs:not-sr-only"
      selectClassName="max-w-44 xs:max-w-none"
      onSort={(sort) =>
        void navigate(
          searchHref(
            locale,
            setParam(params, 'sort', sort === 'relevance' ? null : sort),
            formSlugs(pathname, data.slugs),
          ),
        )
      }
    />
  )
}

/**
 * A search's sort control: a GET form to `action` carrying the other parameters (less the
 * page) as hidden fields; a change calls `onSort`, and without scripts a noscript button applies it.
 */
export function SortForm<S extends string>({
  id,
  action,
  params,
  sorts,
  current,
  text,
  labelClassName,
  selectClassName = '',
  onSort,
}: {
  id: string
  action: string
  params: URLSearchParams
  sorts: readonly S[]
  current: S
  /** The label ('label'), each option (its value) and the noscript button ('apply'). */
  text: (key: 'label' | 'apply' | S) => string
  labelClassName: string
  selectClassName?: string
  onSort: (sort: S) => void
}) {
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
      <LabeledSelect
        id={id}
        label={text('label')}
        labelClassName={labelClassName}
        name="sort"
        defaultValue={current}
        key={current}
        className={`rounded-xl border border-ink/30 bg-white py-2 pr-8 pl-3 text-sm font-semibold text-ink-900 focus-visible:outline-3 focus-visible:outline-brand-600 ${selectClassName}`}
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

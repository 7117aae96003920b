/**
 * The sort control: a GET form carrying the other filters as hidden fields, so it works
 * without JavaScript (a noscript button applies it); with JavaScript a change navigates to
 * the same search sorted (relevance, the default, leaves the address without a sort).
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
  const base = href('/properties/search')
  return (
    <form
      method="get"
      action={base}
      className="flex items-center gap-2"
      onChange={(e) => e.currentTarget.requestSubmit()}
      onSubmit={(e) => {
        e.preventDefault()
        const sort = new FormData(e.currentTarget).get('sort') as string
        const next = setParam(params, 'sort', sort === 'relevance' ? null : sort)
        void navigate(searchHref(locale, next, formSlugs(pathname, data.slugs)))
      }}
    >
      {[...params]
        .filter(([k]) => k !== 'sort' && k !== 'page')
        .map(([k, v], i) => (
          <input key={`${k}${i}`} type="hidden" name={k} value={v} />
        ))}
      <LabeledSelect
        id="search-sort"
        label={t('search.sort.label')}
        labelClassName="sr-only text-sm font-bold text-ink-900 xs:not-sr-only"
        name="sort"
        defaultValue={data.filter.sort}
        key={data.filter.sort}
        className="max-w-44 rounded-xl border border-ink/30 bg-white py-2 pr-8 pl-3 text-sm font-semibold xs:max-w-none text-ink-900 focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        {SEARCH_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`search.sort.${s}`)}
          </option>
        ))}
      </LabeledSelect>
      <noscript>
        <button type="submit" className={buttonClass('ghost', 'sm')}>
          {t('search.sort.apply')}
        </button>
      </noscript>
    </form>
  )
}

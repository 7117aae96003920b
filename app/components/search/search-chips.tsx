/**
 * The removable chips above the results: one per chosen filter (its words from
 * search-criteria.ts), each a link to the same search without it, and a link that clears them
 * all. useChips builds them from the loader data (the empty state offers the same ones as ways
 * to widen the search).
 */
import { Link } from 'react-router'
import { searchCriteria } from '~/components/search/search-criteria'
import { searchHref, setParam, toggleValue } from '~/components/search/search-url'
import { useT } from '~/lib/i18n'
import type { SearchLoaderData } from '~/routes/search/search'

export interface ChipView {
  key: string
  label: string
  href: string
}

export function useChips(data: SearchLoaderData): ChipView[] {
  const { t, locale } = useT()
  const params = new URLSearchParams(data.query)
  // Each chip leads to the search without it: the landing of what remains when it has one.
  return searchCriteria(t, data).map(({ key, label, param, value }) => ({
    key,
    label,
    href: searchHref(
      locale,
      value === undefined ? setParam(params, param, null) : toggleValue(params, param, value),
      data.slugs,
    ),
  }))
}

/** The chips as a list of links (nothing when no filter is chosen). */
export function SearchChips({ chips }: { chips: ChipView[] }) {
  const { t, href } = useT()
  const base = href('/properties/search')
  if (chips.length === 0) return null
  return (
    <nav aria-label={t('search.chips.label')} className="mt-3">
      <ul className="flex flex-wrap gap-2" data-testid="chips">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.href} aria-label={t('search.chips.remove', { label: chip.label })} className="chip">
              {chip.label}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={base}
            className="inline-flex min-h-9 items-center px-2 text-sm font-bold text-ink-900 underline underline-offset-2"
          >
            {t('search.filters.clear')}
          </Link>
        </li>
      </ul>
    </nav>
  )
}

/**
 * No results: says so and offers ways out: a wider place (the municipality without its
 * sector, or the department without its municipality), all property types, removing one of
 * the first six chosen filters, or clearing them all. Its code reaches only a browser that shows
 * it (search.tsx draws it as a `deferredPart`).
 */
import { Link } from 'react-router'
import type { ChipView } from '~/components/search/search-chips'
import { setParam, toHref } from '~/components/search/search-url'
import { buttonClass } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import type { SearchLoaderData } from '~/routes/search/search'

export default function SearchEmpty({
  data,
  chips,
}: {
  data: Pick<SearchLoaderData, 'query' | 'chosen'>
  chips: ChipView[]
}) {
  const { t, href } = useT()
  const params = new URLSearchParams(data.query)
  const base = href('/properties/search')
  const wider: ChipView[] = []
  if (data.chosen.sectors.length && data.chosen.municipality)
    wider.push({
      key: 'w-mun',
      label: t('search.empty.wider_place', { place: data.chosen.municipality.label }),
      href: toHref(base, setParam(params, 'sector_id', null)),
    })
  else if (data.chosen.municipality && data.chosen.department)
    wider.push({
      key: 'w-dep',
      label: t('search.empty.wider_place', { place: data.chosen.department.label }),
      href: toHref(base, setParam(params, 'municipality_id', null)),
    })
  if (data.chosen.types.length)
    wider.push({
      key: 'w-types',
      label: t('search.empty.all_types'),
      href: toHref(base, setParam(params, 'property_types', null)),
    })
  return (
    <section
      className="rounded-2xl border border-dashed border-ink/30 bg-brand-50 p-6 text-center sm:p-10"
      data-testid="empty-state"
    >
      <h2 className="text-xl font-extrabold text-ink-900">{t('search.empty.title')}</h2>
      <p className="mx-auto mt-2 max-w-xl text-ink-900">{t('search.empty.text')}</p>
      <ul className="mt-5 flex flex-wrap justify-center gap-2">
        {[
          ...wider,
          // One message names a chip's removal: the text query's chip carries its own quotes.
          ...chips.slice(0, 6).map((c) => ({ ...c, label: t('search.chips.remove', { label: c.label }) })),
        ].map((c) => (
          <li key={c.key}>
            <Link to={c.href} className={buttonClass('ghost', 'sm')}>
              {c.label}
            </Link>
          </li>
        ))}
        <li>
          <Link to={base} className={buttonClass('primary', 'sm')}>
            {t('search.empty.clear')}
          </Link>
        </li>
      </ul>
    </section>
  )
}

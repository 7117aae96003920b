/**
 * The removable chips above the results: one per chosen filter, each a link to the same
 * search without it, and a link that clears them all. useChips builds them from the loader
 * data (the empty state offers the same ones as ways to widen the search).
 */
import { Link } from 'react-router'
import { formatCop } from '#core/shared/browser'
import { searchHref, setParam, toggleValue } from '~/components/search/search-url'
import { useT } from '~/lib/i18n'
import type { SearchLoaderData } from '~/routes/search/search.server'

export interface ChipView {
  key: string
  label: string
  href: string
}

export function useChips(data: SearchLoaderData): ChipView[] {
  const { t, locale } = useT()
  const params = new URLSearchParams(data.query)
  // Each chip leads to the search without it: the landing of what remains when it has one.
  const without = (key: string) => searchHref(locale, setParam(params, key, null), data.slugs)
  const drop = (key: string, value: string) => searchHref(locale, toggleValue(params, key, value), data.slugs)
  const chips: ChipView[] = []
  const q = data.dropped.includes('q') ? null : params.get('q')
  if (q) chips.push({ key: 'q', label: t('search.chips.q', { q }), href: without('q') })
  const op = data.filter.operation
  if (op) chips.push({ key: 'op', label: t(`search.filters.${op}`), href: without('operation_type_id') })
  for (const type of data.chosen.types)
    chips.push({ key: `t${type.value}`, label: type.name, href: drop('property_types', type.value) })
  if (data.chosen.department && !data.chosen.municipality)
    chips.push({ key: 'dep', label: data.chosen.department.label, href: without('department_id') })
  if (data.chosen.municipality)
    chips.push({ key: 'mun', label: data.chosen.municipality.label, href: without('municipality_id') })
  for (const s of data.chosen.sectors)
    chips.push({ key: `s${s.value}`, label: s.label, href: drop('sector_id', s.value) })
  const money = (key: 'price_min' | 'price_max') => {
    const v = data.dropped.includes(key) ? null : params.get(key)
    if (v && Number.isFinite(Number(v)))
      chips.push({ key, label: t(`search.chips.${key}`, { amount: formatCop(Number(v)) }), href: without(key) })
  }
  money('price_min')
  money('price_max')
  for (const key of ['area_min', 'area_max'] as const) {
    const v = data.dropped.includes(key) ? null : params.get(key)
    if (v) chips.push({ key, label: t(`search.chips.${key}`, { n: v }), href: without(key) })
  }
  for (const key of ['bedrooms', 'bathrooms', 'parking'] as const) {
    const v = data.filter[key]
    if (v) chips.push({ key, label: t(`search.chips.${key}`, { n: v }), href: without(key) })
  }
  for (const s of data.filter.strata)
    chips.push({ key: `e${s}`, label: t('search.filters.stratum_value', { n: s }), href: drop('stratum', String(s)) })
  for (const f of data.chosen.features)
    chips.push({ key: `f${f.value}`, label: f.label, href: drop('features', f.value) })
  const d = data.filter
  if (d.adminMax != null)
    chips.push({
      key: 'admin_max',
      label: t('search.chips.admin_max', { amount: formatCop(d.adminMax) }),
      href: without('admin_max'),
    })
  if (d.newConstruction)
    chips.push({ key: 'new', label: t('search.filters.age_new'), href: without('new_construction') })
  else if (d.ageMax === 0) chips.push({ key: 'age', label: t('search.filters.age_new'), href: without('age_max') })
  else if (d.ageMax != null)
    chips.push({
      key: 'age',
      label: d.ageMax === 1 ? t('search.chips.age_max_one') : t('search.chips.age_max', { n: d.ageMax }),
      href: without('age_max'),
    })
  if (d.privateAreaMin != null)
    chips.push({
      key: 'pa',
      label: t('search.chips.private_area_min', { n: d.privateAreaMin }),
      href: without('private_area_min'),
    })
  if (d.floorMin != null)
    chips.push({ key: 'floor', label: t('search.chips.floor_min', { n: d.floorMin }), href: without('floor_min') })
  for (const flag of ['elevator', 'furnished', 'pets'] as const)
    if (d[flag]) chips.push({ key: flag, label: t(`search.filters.${flag}`), href: without(flag) })
  for (const g of d.guarantees)
    chips.push({ key: `g${g}`, label: t(`search.filters.guarantee_${g}`), href: drop('guarantee', g) })
  return chips
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

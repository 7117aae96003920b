/** Bedrooms (with facet counts), bathrooms and parking: "at least N" choices, one group each. */
import { useT } from '~/lib/i18n'
import { countOf, type FacetCounts, FilterGroup, type FilterGroupProps } from './filter-controls'

export function RoomsFilters({ data }: Pick<FilterGroupProps, 'data'>) {
  const { t } = useT()
  return (
    <>
      <FilterGroup title={t('search.filters.bedrooms')}>
        <MinChoice name="bedrooms" current={data.filter.bedrooms} facets={data.facets.bedrooms} />
      </FilterGroup>
      <FilterGroup title={t('search.filters.bathrooms')}>
        <MinChoice name="bathrooms" current={data.filter.bathrooms} />
      </FilterGroup>
      <FilterGroup title={t('search.filters.parking')}>
        <MinChoice name="parking" current={data.filter.parking} />
      </FilterGroup>
    </>
  )
}

const CHOICES = ['', '1', '2', '3', '4', '5']

/** Buttons in a row for "at least N" choices (bedrooms, bathrooms, parking). */
function MinChoice({ name, current, facets }: { name: string; current: number | null; facets?: FacetCounts }) {
  const { t } = useT()
  return (
    <div className="flex flex-wrap gap-1.5">
      {CHOICES.map((value) => {
        const checked = value === '' ? current == null : current === Number(value)
        const count = facets && value ? countOf(facets, value) : null
        const label = value ? t('search.filters.at_least', { n: value }) : t('search.filters.any')
        return (
          <label key={value || 'any'} className="f-mc">
            <input type="radio" name={name} value={value} defaultChecked={checked} />
            <span title={count != null ? String(count) : undefined}>
              {label}
              {count != null && <span className="sr-only">{` (${count})`}</span>}
            </span>
          </label>
        )
      })}
    </div>
  )
}

/** Estrato (1 to 6): one checkbox per value the facet lists, with its count. */
import { useT } from '~/lib/i18n'
import { FilterChecks, FilterGroup, type FilterGroupProps } from './filter-controls'

export function StratumFilter({ data }: Pick<FilterGroupProps, 'data'>) {
  const { t } = useT()
  return (
    <FilterGroup title={t('search.filters.stratum')}>
      <FilterChecks
        name="stratum"
        className="grid grid-cols-3 gap-x-2 gap-y-0.5"
        items={data.facets.stratum.map((s) => ({
          value: s.value,
          label: s.value,
          checked: s.selected,
          count: s.count,
        }))}
      />
    </FilterGroup>
  )
}

/** Property types: one checkbox each, with its facet count. */
import { useT } from '~/lib/i18n'
import { countOf, FilterChecks, FilterGroup, type FilterGroupProps } from './filter-controls'

export function TypeFilter({ data, params }: Pick<FilterGroupProps, 'data' | 'params'>) {
  const { t } = useT()
  const chosen = params.getAll('property_types')
  return (
    <FilterGroup title={t('search.filters.types')}>
      <FilterChecks
        name="property_types"
        className="grid grid-cols-1 gap-0.5"
        items={data.options.types.map((type) => ({
          value: type.value,
          label: type.label,
          checked: chosen.includes(type.value),
          count: countOf(data.facets.property_types, type.value),
        }))}
      />
    </FilterGroup>
  )
}

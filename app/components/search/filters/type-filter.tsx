/** Property types: one checkbox each, with its facet count. */
import { useT } from '~/lib/i18n'
import { countOf, FilterCheck, FilterGroup, type FilterGroupProps } from './filter-controls'

export function TypeFilter({ data, params }: Pick<FilterGroupProps, 'data' | 'params'>) {
  const { t } = useT()
  return (
    <FilterGroup title={t('search.filters.types')}>
      <div className="grid grid-cols-1 gap-0.5">
        {data.options.types.map((type) => (
          <FilterCheck
            key={type.value}
            name="property_types"
            value={type.value}
            label={type.label}
            checked={params.getAll('property_types').includes(type.value)}
            count={countOf(data.facets.property_types, type.value)}
          />
        ))}
      </div>
    </FilterGroup>
  )
}

/** Rent, sale or either: three radio buttons styled as a segmented choice. */
import { useT } from '~/lib/i18n'
import { FilterGroup, type FilterGroupProps } from './filter-controls'

export function OperationFilter({ data, params }: Pick<FilterGroupProps, 'data' | 'params'>) {
  const { t } = useT()
  return (
    <FilterGroup title={t('search.filters.operation')}>
      <div className="grid grid-cols-3 gap-1.5">
        {[
          ['', t('search.filters.operation_any')],
          [data.options.operations.rent, t('search.filters.rent')],
          [data.options.operations.sale, t('search.filters.sale')],
        ].map(([value, label]) => (
          <label key={value || 'any'} className="f-sg">
            <input
              type="radio"
              name="operation_type_id"
              value={value}
              defaultChecked={(params.get('operation_type_id') ?? '') === value}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </FilterGroup>
  )
}

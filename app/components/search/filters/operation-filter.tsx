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
        ].map(([value, label]) => {
          const checked = (params.get('operation_type_id') ?? '') === value
          return (
            <label key={value || 'any'} className="cursor-pointer">
              <input
                type="radio"
                name="operation_type_id"
                value={value}
                defaultChecked={checked}
                className="peer sr-only"
              />
              <span className="flex min-h-11 items-center justify-center rounded-xl border border-ink/30 bg-white px-2 text-center text-sm leading-tight font-bold text-ink-900 peer-checked:border-ink-900 peer-checked:bg-brand peer-focus-visible:outline-3 peer-focus-visible:outline-ink hover:border-ink">
                {label}
              </span>
            </label>
          )
        })}
      </div>
    </FilterGroup>
  )
}

/** Built area range, in square metres. */
import { useT } from '~/lib/i18n'
import { FilterGroup, type FilterGroupProps, inputClass } from './filter-controls'

export function AreaFilter({ params, id }: Pick<FilterGroupProps, 'params' | 'id'>) {
  const { t } = useT()
  return (
    <FilterGroup title={t('search.filters.area')}>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={id('area-min')} className="mb-1 block text-sm font-bold text-ink-900">
            {t('search.filters.area_min')}
          </label>
          <input
            id={id('area-min')}
            name="area_min"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={params.get('area_min') ?? ''}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={id('area-max')} className="mb-1 block text-sm font-bold text-ink-900">
            {t('search.filters.area_max')}
          </label>
          <input
            id={id('area-max')}
            name="area_max"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={params.get('area_max') ?? ''}
            className={inputClass}
          />
        </div>
      </div>
    </FilterGroup>
  )
}

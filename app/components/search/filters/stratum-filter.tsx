/** Estrato (1 to 6): one checkbox per value the facet lists, with its count. */
import { useT } from '~/lib/i18n'
import { FilterCheck, FilterGroup, type FilterGroupProps } from './filter-controls'

export function StratumFilter({ data }: Pick<FilterGroupProps, 'data'>) {
  const { t } = useT()
  return (
    <FilterGroup title={t('search.filters.stratum')}>
      <div className="grid grid-cols-3 gap-x-2 gap-y-0.5">
        {data.facets.stratum.map((s) => (
          <FilterCheck
            key={s.value}
            name="stratum"
            value={s.value}
            label={s.value}
            checked={s.selected}
            count={s.count}
          />
        ))}
      </div>
    </FilterGroup>
  )
}

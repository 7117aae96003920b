/** Built area range, in square metres. */
import { useT } from '~/lib/i18n'
import { FilterGroup, type FilterGroupProps, RangeInputs } from './filter-controls'

export function AreaFilter({ data, params, id }: FilterGroupProps) {
  const { t } = useT()
  return (
    <FilterGroup title={t('search.filters.area')}>
      <RangeInputs id={id} name="area" texts="search.filters" params={params} errors={data.errors} />
    </FilterGroup>
  )
}

/** Price range (titled for rent or sale when the operation is chosen), in pesos. */
import { useT } from '~/lib/i18n'
import { FilterGroup, type FilterGroupProps, RangeInputs } from './filter-controls'

export function PriceFilter({ data, params, id }: FilterGroupProps) {
  const { t } = useT()
  const op = data.filter.operation
  const priceTitle =
    op === 'rent'
      ? t('search.filters.price_rent')
      : op === 'sale'
        ? t('search.filters.price_sale')
        : t('search.filters.price')
  return (
    <FilterGroup title={priceTitle}>
      <RangeInputs id={id} name="price" texts="search.filters" params={params} errors={data.errors} money />
      <p className="f-hint">{t('search.filters.price_hint')}</p>
    </FilterGroup>
  )
}

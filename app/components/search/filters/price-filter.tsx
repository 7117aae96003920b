/** Price range (titled for rent or sale when the operation is chosen), in pesos. */
import { useT } from '~/lib/i18n'
import { countFormat, FilterGroup, type FilterGroupProps, RangeInputs } from './filter-controls'

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
      <RangeInputs
        id={id}
        name="price"
        labels={[t('search.filters.price_min'), t('search.filters.price_max')]}
        values={[formatMoneyInput(params.get('price_min')), formatMoneyInput(params.get('price_max'))]}
        errors={data.errors}
        placeholder="$"
      />
      <p className="f-hint">{t('search.filters.price_hint')}</p>
    </FilterGroup>
  )
}

/** 3000000 → "3.000.000" in the price boxes; the server accepts both. */
function formatMoneyInput(value: string | null): string {
  if (!value) return ''
  const n = Number(value)
  return Number.isFinite(n) ? countFormat.format(n) : value
}

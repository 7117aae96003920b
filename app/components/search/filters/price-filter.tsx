/** Price range (titled for rent or sale when the operation is chosen), in pesos. */
import { useT } from '~/lib/i18n'
import { countFormat, FilterGroup, type FilterGroupProps, inputClass } from './filter-controls'

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
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={id('price-min')} className="mb-1 block text-sm font-bold text-ink-900">
            {t('search.filters.price_min')}
          </label>
          <input
            id={id('price-min')}
            name="price_min"
            inputMode="numeric"
            autoComplete="off"
            placeholder="$"
            defaultValue={formatMoneyInput(params.get('price_min'))}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={id('price-max')} className="mb-1 block text-sm font-bold text-ink-900">
            {t('search.filters.price_max')}
          </label>
          <input
            id={id('price-max')}
            name="price_max"
            inputMode="numeric"
            autoComplete="off"
            placeholder="$"
            defaultValue={formatMoneyInput(params.get('price_max'))}
            className={inputClass}
          />
        </div>
      </div>
      <p className="mt-1 text-xs text-ink">{t('search.filters.price_hint')}</p>
    </FilterGroup>
  )
}

/** 3000000 → "3.000.000" in the price boxes; the server accepts both. */
function formatMoneyInput(value: string | null): string {
  if (!value) return ''
  const n = Number(value)
  return Number.isFinite(n) ? countFormat.format(n) : value
}

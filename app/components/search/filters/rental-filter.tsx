/**
 * What a tenant can bring (issue 14): the guarantees a listing accepts (any of those ticked),
 * pets and furnished.
 */
import { RENTAL_GUARANTEES } from '#core/listings/browser'
import { useT } from '~/lib/i18n'
import { FilterCheck, FilterGroup, type FilterGroupProps } from './filter-controls'

/** The order a tenant reads them in: the most common guarantee first. */
const SHOWN = ['poliza', 'fiador', 'deposito', 'none'] as const satisfies readonly (typeof RENTAL_GUARANTEES)[number][]

export function RentalFilter({ data }: Pick<FilterGroupProps, 'data'>) {
  const { t } = useT()
  const f = data.filter
  return (
    <FilterGroup title={t('search.filters.rental')}>
      <p className="mb-1 text-sm text-ink">{t('search.filters.guarantee_hint')}</p>
      <div className="flex flex-col gap-0.5">
        {SHOWN.map((g) => (
          <FilterCheck
            key={g}
            name="guarantee"
            value={g}
            checked={f.guarantees.includes(g)}
            label={t(`search.filters.guarantee_${g}`)}
          />
        ))}
        <FilterCheck name="pets" value="1" checked={f.pets} label={t('search.filters.pets')} />
        <FilterCheck name="furnished" value="1" checked={f.furnished} label={t('search.filters.furnished')} />
      </div>
    </FilterGroup>
  )
}

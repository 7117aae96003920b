/**
 * The details Colombians filter by (issue 14): administración up to, antigüedad ("para
 * estrenar" or up to N years), área privada from, floor from, and an elevator.
 */
import { useT } from '~/lib/i18n'
import { FilterCheck, FilterGroup, type FilterGroupProps } from './filter-controls'

const AGES = ['5', '10', '20'] as const

export function DetailsFilter({ data, params, id }: FilterGroupProps) {
  const { t } = useT()
  const f = data.filter
  const age = f.newConstruction ? '0' : f.ageMax == null ? '' : String(f.ageMax)
  const box = (name: string, label: string, value: string) => (
    <div>
      <label htmlFor={id(name)} className="f-lb">
        {label}
      </label>
      <input id={id(name)} name={name} inputMode="numeric" autoComplete="off" defaultValue={value} className="f-in" />
    </div>
  )
  return (
    <FilterGroup title={t('search.filters.details')}>
      <div className="grid grid-cols-2 items-end gap-2">
        {box('admin_max', t('search.filters.admin_max'), params.get('admin_max') ?? '')}
        <div>
          <label htmlFor={id('age_max')} className="f-lb">
            {t('search.filters.age')}
          </label>
          <select id={id('age_max')} name="age_max" defaultValue={age} className="f-in">
            <option value="">{t('search.filters.any')}</option>
            <option value="0">{t('search.filters.age_new')}</option>
            {AGES.map((n) => (
              <option key={n} value={n}>
                {t('search.filters.age_upto', { n })}
              </option>
            ))}
          </select>
        </div>
        {box('private_area_min', t('search.filters.private_area_min'), params.get('private_area_min') ?? '')}
        {box('floor_min', t('search.filters.floor_min'), params.get('floor_min') ?? '')}
      </div>
      {/* "Para estrenar" asked as new_construction=1 (a shared link) shows as age 0 and is sent as such. */}
      <div className="mt-2">
        <FilterCheck name="elevator" value="1" checked={f.elevator} label={t('search.filters.elevator')} />
      </div>
    </FilterGroup>
  )
}

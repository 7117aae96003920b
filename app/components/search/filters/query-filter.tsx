/** The free-text box (q) at the top of the filter form. */
import { useT } from '~/lib/i18n'
import type { FilterGroupProps } from './filter-controls'

export function QueryFilter({ params, id }: Pick<FilterGroupProps, 'params' | 'id'>) {
  const { t } = useT()
  return (
    <div>
      <label htmlFor={id('q')} className="mb-1.5 block text-sm font-extrabold tracking-wide text-ink-900 uppercase">
        {t('search.filters.q')}
      </label>
      <input
        id={id('q')}
        type="search"
        name="q"
        defaultValue={params.get('q') ?? ''}
        placeholder={t('search.filters.q_placeholder')}
        className="f-in"
        maxLength={120}
      />
    </div>
  )
}

/**
 * Features (pool, lift…) behind a disclosure, open when any is ticked. The ticked ones are
 * always in the page; the whole list is fetched from /api/features when the disclosure opens.
 */
import { useT } from '~/lib/i18n'
import { FilterChecks, FilterGroup, type FilterGroupProps } from './filter-controls'
import { OnDemandDetails, useOnDemandOptions } from './on-demand'

export function FeaturesFilter({ data, params }: Pick<FilterGroupProps, 'data' | 'params'>) {
  const { t, locale } = useT()
  const state = useOnDemandOptions(`/api/features?lang=${locale === 'en' ? 'en' : 'es'}`, data.options.features)
  const checked = new Set(params.getAll('features'))
  const shown = state.options ?? data.chosen.features
  return (
    <FilterGroup title={t('search.filters.features')}>
      <OnDemandDetails
        state={state}
        initiallyOpen={checked.size > 0 || !!data.options.features}
        list="features"
        moreText={t('search.filters.features_list')}
        label={t('search.filters.more_features')}
      >
        {shown.length > 0 && (
          <FilterChecks
            name="features"
            className="grid grid-cols-1 gap-0.5"
            items={shown.map((f) => ({ value: f.value, label: f.label, checked: checked.has(f.value) }))}
          />
        )}
      </OnDemandDetails>
    </FilterGroup>
  )
}

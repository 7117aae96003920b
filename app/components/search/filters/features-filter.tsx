/** Features (pool, lift…) behind a disclosure, open when any is ticked. */
import { useT } from '~/lib/i18n'
import { FilterCheck, FilterGroup, type FilterGroupProps } from './filter-controls'

export function FeaturesFilter({ data, params }: Pick<FilterGroupProps, 'data' | 'params'>) {
  const { t } = useT()
  const featureGroups = data.options.features
  const checkedFeatures = new Set(params.getAll('features'))
  return (
    <FilterGroup title={t('search.filters.features')}>
      <details className="group" open={checkedFeatures.size > 0 || undefined}>
        <summary className="cursor-pointer list-none font-bold text-ink-900 underline underline-offset-2">
          {t('search.filters.more_features')}
        </summary>
        <div className="mt-2 grid grid-cols-1 gap-0.5">
          {featureGroups.map((f) => (
            <FilterCheck
              key={f.value}
              name="features"
              value={f.value}
              label={f.label}
              checked={checkedFeatures.has(f.value)}
            />
          ))}
        </div>
      </details>
    </FilterGroup>
  )
}

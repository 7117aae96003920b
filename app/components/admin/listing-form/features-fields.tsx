/** The listing form's amenities, with the multi-select limit (pets allowed and furnished sit with a rental's requirements). */
import { useT } from '~/lib/i18n'
import { Panel } from '../page-header'
import type { Option } from './form-values'

interface Props {
  amenities: Option[]
  /** The ticked amenities, the form's: the rental requirements tick two of them. */
  features: string[]
  onFeature: (id: string, on: boolean) => void
  featureLimitReached: boolean
  maxFeatures: number
  error: string | undefined
}

export function FeaturesFields({ amenities, features, onFeature, featureLimitReached, maxFeatures, error }: Props) {
  const { t } = useT()
  return (
    <Panel title={t('admin.properties.section.features')}>
      <fieldset>
        <legend className="mb-2 text-sm text-ink">{t('admin.properties.hint.features', { limit: maxFeatures })}</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3">
          <FeatureTicks
            items={amenities}
            {...{ features, onFeature, featureLimitReached }}
            labelClassName="flex min-h-7 items-center gap-2 text-sm"
            inputClassName="size-4 accent-ink"
          />
        </div>
        {(featureLimitReached || error) && (
          <p className="mt-2 text-sm font-semibold text-red-700" role="status">
            {error ?? t('validation.limit_reached', { limit: maxFeatures })}
          </p>
        )}
      </fieldset>
    </Panel>
  )
}

/** One check box per amenity; past the limit the unticked ones are disabled. */
export function FeatureTicks({
  items,
  features,
  onFeature,
  featureLimitReached,
  labelClassName,
  inputClassName,
  name = 'feature_ids',
}: Pick<Props, 'features' | 'onFeature' | 'featureLimitReached'> & {
  items: Option[]
  labelClassName: string
  inputClassName: string
  /** The form field the ticks send (a project's amenities are `amenity_ids`). */
  name?: string
}) {
  return items.map((f) => {
    const checked = features.includes(f.id)
    return (
      <label key={f.id} className={labelClassName}>
        <input
          type="checkbox"
          name={name}
          value={f.id}
          checked={checked}
          disabled={!checked && featureLimitReached}
          onChange={(e) => onFeature(f.id, e.currentTarget.checked)}
          className={inputClassName}
        />
        {f.name}
      </label>
    )
  })
}

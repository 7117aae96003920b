/** The listing form's details: areas, rooms, parking, floor, age and stratum. */
import { useT } from '~/lib/i18n'
import { Select, TextField } from '../../ui/field'
import { Panel } from '../page-header'
import { fieldReaders, type FieldsetProps } from './form-values'

export function DetailsFields(fieldset: FieldsetProps) {
  const { t } = useT()
  const { v, err } = fieldReaders(fieldset)
  return (
    <Panel title={t('admin.properties.section.details')}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(['build_area', 'private_area', 'lot_area', 'bedrooms', 'bathrooms', 'parking', 'floor', 'age'] as const).map(
          (f) => (
            <TextField
              key={f}
              label={t(`admin.properties.field.${f}`)}
              name={f}
              inputMode={f.endsWith('area') ? 'decimal' : 'numeric'}
              defaultValue={v(f)}
              error={err(f)}
            />
          ),
        )}
        <Select
          label={t('admin.properties.field.stratum')}
          name="stratum"
          defaultValue={v('stratum')}
          error={err('stratum')}
        >
          <option value="">—</option>
          {[1, 2, 3, 4, 5, 6].map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
    </Panel>
  )
}

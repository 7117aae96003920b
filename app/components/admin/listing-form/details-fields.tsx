/** The listing form's details: areas, rooms, parking, floor, age and stratum. */
import { Select, TextField } from '../../ui/field'
import { Panel } from '../page-header'
import { useFieldset, type FieldsetProps } from './form-values'

export function DetailsFields(fieldset: FieldsetProps) {
  const { t, field } = useFieldset(fieldset)
  return (
    <Panel title={t('admin.properties.section.details')}>
      <div className="field-row grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(['build_area', 'private_area', 'lot_area', 'bedrooms', 'bathrooms', 'parking', 'floor', 'age'] as const).map(
          (f) => (
            <TextField key={f} {...field(f)} inputMode={f.endsWith('area') ? 'decimal' : 'numeric'} />
          ),
        )}
        <Select
          {...field('stratum')}
          placeholder="—"
          options={[1, 2, 3, 4, 5, 6].map((s) => ({ value: s, label: s }))}
        />
      </div>
    </Panel>
  )
}

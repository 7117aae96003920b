/** The listing form's prices: rent and sale as the operation asks, and the administration fee. */
import { TextField } from '../../ui/field'
import { Panel } from '../page-header'
import { useFieldset, type FieldsetProps } from './form-values'

export function PricesFields({ business, ...fieldset }: FieldsetProps & { business: string }) {
  const { t, field } = useFieldset(fieldset)
  return (
    <Panel title={t('admin.properties.section.prices')}>
      <div className="field-row grid gap-3 sm:grid-cols-3">
        {business !== 'sale' && <TextField {...field('rent_price')} inputMode="numeric" />}
        {business !== 'rent' && <TextField {...field('sale_price')} inputMode="numeric" />}
        <TextField {...field('admin_price')} inputMode="numeric" />
      </div>
    </Panel>
  )
}

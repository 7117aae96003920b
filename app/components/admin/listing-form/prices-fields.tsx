/** The listing form's prices: rent and sale as the operation asks, and the administration fee. */
import { useT } from '~/lib/i18n'
import { TextField } from '../../ui/field'
import { Panel } from '../page-header'
import { fieldReaders, type FieldsetProps } from './form-values'

export function PricesFields({ business, ...fieldset }: FieldsetProps & { business: string }) {
  const { t } = useT()
  const { v, err } = fieldReaders(fieldset)
  return (
    <Panel title={t('admin.properties.section.prices')}>
      <div className="grid gap-3 sm:grid-cols-3">
        {business !== 'sale' && (
          <TextField
            label={t('admin.properties.field.rent_price')}
            name="rent_price"
            inputMode="numeric"
            defaultValue={v('rent_price')}
            error={err('rent_price')}
          />
        )}
        {business !== 'rent' && (
          <TextField
            label={t('admin.properties.field.sale_price')}
            name="sale_price"
            inputMode="numeric"
            defaultValue={v('sale_price')}
            error={err('sale_price')}
          />
        )}
        <TextField
          label={t('admin.properties.field.admin_price')}
          name="admin_price"
          inputMode="numeric"
          defaultValue={v('admin_price')}
          error={err('admin_price')}
        />
      </div>
    </Panel>
  )
}

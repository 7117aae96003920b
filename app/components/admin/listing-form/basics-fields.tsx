/** The listing form's first fieldset: agency (a new listing, several to choose from), codes, type, operation, title, description and adviser. */
import { useT } from '~/lib/i18n'
import { Select, TextArea, TextField } from '../../ui/field'
import { Panel } from '../page-header'
import { BUSINESS_TYPES } from '#core/listings/browser'
import { fieldReaders, type FieldsetProps, type Option } from './form-values'

interface Props extends FieldsetProps {
  options: { types: Option[]; advisers: Option[]; customers: Option[] }
  isNew: boolean
  /** The type and the operation are the form's: other fieldsets follow them. */
  typeId: string
  onType: (id: string) => void
  business: string
  onBusiness: (business: string) => void
}

export function BasicsFields({ options, isNew, typeId, onType, business, onBusiness, ...fieldset }: Props) {
  const { t } = useT()
  const { v, err } = fieldReaders(fieldset)
  return (
    <Panel title={t('admin.properties.section.basics')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {isNew && options.customers.length > 1 && (
          <Select
            label={t('admin.properties.field.customer_id')}
            name="customer_id"
            defaultValue={v('customer_id')}
            error={err('customer_id')}
            required
          >
            <option value="">{t('admin.properties.choose')}</option>
            {options.customers.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
        )}
        <TextField
          label={t('admin.properties.field.code')}
          name="code"
          defaultValue={v('code')}
          error={err('code')}
          hint={isNew ? t('admin.properties.hint.code') : undefined}
        />
        <TextField
          label={t('admin.properties.field.agency_code')}
          name="agency_code"
          defaultValue={v('agency_code')}
          error={err('agency_code')}
        />
        <Select
          label={t('admin.properties.field.property_type_id')}
          name="property_type_id"
          value={typeId}
          onChange={(e) => onType(e.currentTarget.value)}
          error={err('property_type_id')}
          required
        >
          <option value="">{t('admin.properties.choose')}</option>
          {options.types.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
        <Select
          label={t('admin.properties.field.business_type')}
          name="business_type"
          value={business}
          onChange={(e) => onBusiness(e.currentTarget.value)}
          error={err('business_type')}
          required
        >
          {BUSINESS_TYPES.map((b) => (
            <option key={b} value={b}>
              {t(`admin.business.${b}`)}
            </option>
          ))}
        </Select>
        <TextField
          label={t('admin.properties.field.title')}
          name="title"
          defaultValue={v('title')}
          error={err('title')}
          containerClassName="sm:col-span-2"
          maxLength={160}
        />
        <TextArea
          label={t('admin.properties.field.description')}
          name="description"
          defaultValue={v('description')}
          error={err('description')}
          containerClassName="sm:col-span-2"
          rows={6}
        />
        <Select
          label={t('admin.properties.field.adviser_id')}
          name="adviser_id"
          defaultValue={v('adviser_id')}
          error={err('adviser_id')}
        >
          <option value="">{t('admin.properties.none')}</option>
          {options.advisers.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
      </div>
    </Panel>
  )
}

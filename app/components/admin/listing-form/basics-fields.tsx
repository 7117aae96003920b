/** The listing form's first fieldset: agency (a new listing, several to choose from), codes, type, operation, title, description and adviser. */
import { Select, TextArea, TextField } from '../../ui/field'
import { Panel } from '../page-header'
import { BUSINESS_TYPES } from '#core/listings/browser'
import { useFieldset, type FieldsetProps, type Option } from './form-values'

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
  const { t, field } = useFieldset(fieldset)
  const choose = t('admin.properties.choose')
  return (
    <Panel title={t('admin.properties.section.basics')}>
      <div className="field-row grid gap-3 sm:grid-cols-2">
        {isNew && options.customers.length > 1 && (
          <Select {...field('customer_id')} required placeholder={choose} options={options.customers} />
        )}
        <TextField {...field('code')} hint={isNew ? t('admin.properties.hint.code') : undefined} />
        <TextField {...field('agency_code')} />
        <Select
          {...field('property_type_id')}
          defaultValue={undefined}
          value={typeId}
          onChange={(e) => onType(e.currentTarget.value)}
          required
          placeholder={choose}
          options={options.types}
        />
        <Select
          {...field('business_type')}
          defaultValue={undefined}
          value={business}
          onChange={(e) => onBusiness(e.currentTarget.value)}
          required
          options={BUSINESS_TYPES.map((b) => ({ value: b, label: t(`admin.business.${b}`) }))}
        />
        <TextField {...field('title')} containerClassName="sm:col-span-2" maxLength={160} />
        <TextArea {...field('description')} containerClassName="sm:col-span-2" rows={6} />
        <Select {...field('adviser_id')} placeholder={t('admin.properties.none')} options={options.advisers} />
      </div>
    </Panel>
  )
}

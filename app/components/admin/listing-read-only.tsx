/**
 * A listing as a member who may read it but not change it sees it (the Analyst): the
 * form's sections with their values as text, the ids named, and no inputs or buttons.
 */
import type { ReactNode } from 'react'
import { useT } from '~/lib/i18n'
import type { MessageKey } from '#i18n'
import { Panel } from './page-header'
import type { ListingFormValues } from './listing-form/form-values'
import { formatCop } from '#core/shared/browser'

type Option = { id: string; name: string }

interface Props {
  values: ListingFormValues
  options: {
    types: Option[]
    features: Option[]
    advisers: Option[]
    customers: Option[]
    departments: Option[]
  }
  places: { municipalities: Option[]; sectors: Option[] }
}

const DETAILS = ['build_area', 'private_area', 'lot_area', 'bedrooms', 'bathrooms', 'parking', 'floor', 'age'] as const

export function ListingReadOnly({ values, options, places }: Props) {
  const { t, locale } = useT()
  const text = (k: string) => (values[k] == null || values[k] === '' ? null : String(values[k]))
  // Areas may have decimals: 157,6 in Spanish.
  const number = (k: string) =>
    text(k) == null ? null : new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-CO').format(Number(text(k)))
  const named = (list: Option[], k: string) => list.find((o) => o.id === text(k))?.name ?? null
  const money = (k: string) => (text(k) == null ? null : formatCop(Number(text(k))))
  const ids = (k: string) => {
    const value = values[k]
    return Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []
  }
  const business = text('business_type')
  const features = options.features.filter((f) => ids('feature_ids').includes(f.id)).map((f) => f.name)
  const field = (k: string) => t(`admin.properties.field.${k}` as MessageKey)

  return (
    <div className="flex flex-col gap-4" data-testid="listing-read-only">
      <p role="note" className="rounded-xl bg-ink/5 p-3 text-sm text-ink-900">
        {t('admin.properties.read_only')}
      </p>
      <Panel title={t('admin.properties.section.basics')}>
        <Facts
          rows={[
            [field('customer_id'), named(options.customers, 'customer_id')],
            [field('code'), text('code')],
            [field('agency_code'), text('agency_code')],
            [field('property_type_id'), named(options.types, 'property_type_id')],
            [field('business_type'), business ? t(`admin.business.${business}` as MessageKey) : null],
            [field('title'), text('title')],
            [field('adviser_id'), named(options.advisers, 'adviser_id')],
          ]}
        />
        {text('description') && (
          <div className="mt-3">
            <p className="text-sm font-bold text-ink-900">{field('description')}</p>
            <p className="mt-1 whitespace-pre-line text-ink-900">{text('description')}</p>
          </div>
        )}
      </Panel>
      <Panel title={t('admin.properties.section.prices')}>
        <Facts
          rows={[
            [field('rent_price'), money('rent_price')],
            [field('sale_price'), money('sale_price')],
            [field('admin_price'), money('admin_price')],
          ]}
        />
      </Panel>
      <Panel title={t('admin.properties.section.details')}>
        <Facts rows={[...DETAILS.map((k) => [field(k), number(k)] as const), [field('stratum'), text('stratum')]]} />
      </Panel>
      <Panel title={t('admin.properties.section.features')}>
        <p className="text-ink-900">{features.length > 0 ? features.join(', ') : t('admin.properties.none')}</p>
      </Panel>
      <Panel title={t('admin.properties.section.location')}>
        <Facts
          rows={[
            [field('department_id'), named(options.departments, 'department_id')],
            [field('municipality_id'), named(places.municipalities, 'municipality_id')],
            [field('sector_id'), named(places.sectors, 'sector_id')],
            [field('address'), text('address')],
          ]}
        />
      </Panel>
    </div>
  )
}

function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  const { t } = useT()
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm font-bold text-ink-900">{label}</dt>
          <dd className="break-words text-ink-900">{value ?? t('admin_org.common.none')}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The filters of the agency's listings (operation, property type): a plain GET form to the microsite. */
import { Form, Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import type { MicrositeView } from '#core/agencies'

export function MicrositeFilters({ base, filters }: { base: string; filters: MicrositeView['filters'] }) {
  const { t } = useT()
  return (
    <Form
      method="get"
      action={base}
      aria-label={t('microsite.filter.label')}
      className="flex flex-wrap items-end gap-2"
    >
      <label className="flex flex-col gap-1 text-sm font-bold text-ink-900">
        {t('microsite.filter.operation')}
        <select
          name="operation_type_id"
          defaultValue={filters.operations.find((o) => o.operation === filters.operation)?.id ?? ''}
          className="rounded-xl border border-ink/30 bg-white px-3 py-2 font-normal"
        >
          <option value="">{t('microsite.filter.any_operation')}</option>
          {filters.operations.map((o) => (
            <option key={o.id} value={o.id}>
              {t(`microsite.operation.${o.operation}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-bold text-ink-900">
        {t('microsite.filter.type')}
        <select
          name="property_types"
          defaultValue={filters.propertyType ?? ''}
          className="rounded-xl border border-ink/30 bg-white px-3 py-2 font-normal"
        >
          <option value="">{t('microsite.filter.any_type')}</option>
          {filters.types.map((ty) => (
            <option key={ty.id} value={ty.id}>
              {ty.name} ({ty.count})
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass('secondary', 'md')}>
        {t('microsite.filter.apply')}
      </button>
      {(filters.operation || filters.propertyType) && (
        <Link to={base} className={buttonClass('ghost', 'md')}>
          {t('microsite.filter.clear')}
        </Link>
      )}
    </Form>
  )
}

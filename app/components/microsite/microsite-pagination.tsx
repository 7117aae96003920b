/** The pages of the agency's listings: "page n of m" with previous and next links (filters kept). */
import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import type { MicrositeView } from '#core/agencies'

/** The address of one page of the listings, with the active filters. */
export function micrositePageLink(base: string, filters: MicrositeView['filters'], page: number) {
  const params = new URLSearchParams()
  if (filters.operation)
    params.set('operation_type_id', filters.operations.find((o) => o.operation === filters.operation)!.id)
  if (filters.propertyType) params.set('property_types', filters.propertyType)
  if (page > 1) params.set('page', String(page))
  const q = params.toString()
  return `${base}${q ? `?${q}` : ''}`
}

export function MicrositePagination({
  base,
  filters,
  meta,
}: {
  base: string
  filters: MicrositeView['filters']
  meta: MicrositeView['meta']
}) {
  const { t } = useT()
  if (meta.pages <= 1) return null
  return (
    <nav
      aria-label={t('microsite.pagination.label')}
      className="mt-6 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-ink">{t('microsite.pagination.page', { page: meta.page, pages: meta.pages })}</p>
      <div className="flex gap-2">
        {meta.page > 1 && (
          <Link to={micrositePageLink(base, filters, meta.page - 1)} rel="prev" className={buttonClass('ghost', 'sm')}>
            {t('microsite.pagination.previous')}
          </Link>
        )}
        {meta.page < meta.pages && (
          <Link to={micrositePageLink(base, filters, meta.page + 1)} rel="next" className={buttonClass('ghost', 'sm')}>
            {t('microsite.pagination.next')}
          </Link>
        )}
      </div>
    </nav>
  )
}

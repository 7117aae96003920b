/**
 * Where: department, municipality (once a department is chosen) and sector (once a
 * municipality is), then, when the results span several municipalities, a link to each
 * with its count.
 */
import { Link } from 'react-router'
import { cleanParams, setParam, toHref } from '~/components/search/search-url'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'
import { FacetCount, FilterGroup, type FilterGroupProps, inputClass } from './filter-controls'

export function PlaceFilter({ data, params, id, base }: FilterGroupProps & { base: string }) {
  const { t } = useT()
  return (
    <FilterGroup title={t('search.filters.place')}>
      <div className="flex flex-col gap-3">
        <div>
          <label htmlFor={id('department')} className="mb-1 block text-sm font-bold text-ink-900">
            {t('search.filters.department')}
          </label>
          <select
            id={id('department')}
            name="department_id"
            defaultValue={params.get('department_id') ?? ''}
            className={inputClass}
          >
            <option value="">{t('search.filters.department_any')}</option>
            {data.options.departments.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        {data.options.municipalities.length > 0 && (
          <div>
            <label htmlFor={id('municipality')} className="mb-1 block text-sm font-bold text-ink-900">
              {t('search.filters.municipality')}
            </label>
            <select
              id={id('municipality')}
              name="municipality_id"
              defaultValue={params.get('municipality_id') ?? ''}
              className={inputClass}
            >
              <option value="">{t('search.filters.municipality_any')}</option>
              {data.options.municipalities.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {data.options.sectors.length > 0 && (
          <div>
            <label htmlFor={id('sector')} className="mb-1 block text-sm font-bold text-ink-900">
              {t('search.filters.sector')}
            </label>
            <select
              id={id('sector')}
              name="sector_id"
              defaultValue={params.get('sector_id') ?? ''}
              className={inputClass}
            >
              <option value="">{t('search.filters.sector_any')}</option>
              {data.options.sectors.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {data.facets.municipalities.length > 1 && (
          <nav aria-label={t('search.filters.municipalities_facet')}>
            <p className="mb-1 text-sm font-bold text-ink-900">{t('search.filters.municipalities_facet')}</p>
            <ul className="flex flex-col">
              {data.facets.municipalities.map((m) => (
                <li key={m.value}>
                  <Link
                    to={toHref(base, setParamKeepDepartment(params, m.value))}
                    aria-current={m.selected ? 'true' : undefined}
                    className={cn(
                      'flex min-h-8 items-center rounded-lg px-1 text-ink-900 hover:bg-brand-50',
                      m.selected && 'font-extrabold underline',
                    )}
                  >
                    {m.label}
                    <FacetCount n={m.count} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </FilterGroup>
  )
}

function setParamKeepDepartment(params: URLSearchParams, municipality: string): URLSearchParams {
  const department = params.get('department_id')
  const next = setParam(params, 'municipality_id', municipality)
  if (department) next.set('department_id', department)
  return cleanParams(next)
}

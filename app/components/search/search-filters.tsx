/**
 * The filter form: a plain GET form (works without JavaScript), with facet counts beside
 * each choice. With JavaScript the side panel applies a choice as soon as it changes, and
 * both variants navigate to the clean address (no empty fields) instead of a raw submit.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { Form, Link, useNavigate } from 'react-router'
import type { FacetValue } from '#core/search'
import { buttonClass } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'
import type { SearchLoaderData } from '../../routes/search/search.server'
import { cleanParams, setParam, toHref } from './search-url'

type Data = Pick<SearchLoaderData, 'options' | 'chosen' | 'facets' | 'filter' | 'query' | 'total'>

const inputClass =
  'block w-full rounded-xl border border-ink/30 bg-white px-3 py-2 text-base text-ink-900 shadow-xs hover:border-ink/60 focus:border-ink focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600'

function Group({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn('border-t border-ink/10 pt-4', className)}>
      <legend className="float-left mb-2 w-full text-sm font-extrabold tracking-wide text-ink-900 uppercase">
        {title}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  )
}

function countOf(facets: FacetValue[], value: string): number | null {
  const f = facets.find((x) => x.value === value)
  return f ? f.count : facets.length ? 0 : null
}

const countFormat = new Intl.NumberFormat('es-CO')

function Count({ n }: { n: number | null }) {
  if (n == null) return null
  return <span className="ml-auto pl-2 text-sm text-ink tabular-nums">{countFormat.format(n)}</span>
}

function Check({
  name,
  value,
  checked,
  label,
  count,
  type = 'checkbox',
}: {
  name: string
  value: string
  checked: boolean
  label: string
  count?: number | null
  type?: 'checkbox' | 'radio'
}) {
  return (
    <label
      className={cn(
        'flex min-h-9 cursor-pointer items-center gap-2 rounded-lg px-1 text-ink-900 hover:bg-brand-50',
        count === 0 && !checked && 'text-ink',
      )}
    >
      <input type={type} name={name} value={value} defaultChecked={checked} className="size-5 shrink-0 accent-ink" />
      <span>{label}</span>
      <Count n={count ?? null} />
    </label>
  )
}

/** Buttons in a row for "at least N" choices (bedrooms, bathrooms, parking). */
function MinChoice({ name, current, facets }: { name: string; current: number | null; facets?: FacetValue[] }) {
  const { t } = useT()
  const choices = ['', '1', '2', '3', '4', '5']
  return (
    <div className="flex flex-wrap gap-1.5">
      {choices.map((value) => {
        const checked = value === '' ? current == null : current === Number(value)
        const count = facets && value ? countOf(facets, value) : null
        const label = value ? t('search.filters.at_least', { n: value }) : t('search.filters.any')
        return (
          <label key={value || 'any'} className="cursor-pointer">
            <input type="radio" name={name} value={value} defaultChecked={checked} className="peer sr-only" />
            <span
              className="inline-flex min-h-10 min-w-11 items-center justify-center rounded-xl border border-ink/30 bg-white px-3 text-sm font-bold text-ink-900 peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600 hover:border-ink"
              title={count != null ? String(count) : undefined}
            >
              {label}
              {count != null && <span className="sr-only"> ({count})</span>}
            </span>
          </label>
        )
      })}
    </div>
  )
}

/** Whether a field of the form holds something other than what the server rendered. */
function changedSinceRendered(form: HTMLFormElement): boolean {
  return [...form.elements].some((el) => {
    if (el instanceof HTMLInputElement)
      return el.type === 'checkbox' || el.type === 'radio'
        ? el.checked !== el.defaultChecked
        : el.value !== el.defaultValue
    if (el instanceof HTMLSelectElement) {
      // With no option marked selected, the browser shows the first one.
      const rendered = [...el.options].find((o) => o.defaultSelected) ?? el.options[0]
      return el.value !== (rendered?.value ?? '')
    }
    return false
  })
}

export function SearchFilters({
  data,
  variant,
  onApplied,
}: {
  data: Data
  variant: 'panel' | 'drawer'
  onApplied?: () => void
}) {
  const { t, href } = useT()
  const navigate = useNavigate()
  const uid = useId().replace(/:/g, '')
  const id = (name: string) => `${variant}-${uid}-${name}`
  const params = new URLSearchParams(data.query)
  const base = href('/properties/search')
  const op = data.filter.operation

  /** Navigates to the form's clean address; a place change keeps the drawer open (its lists depend on it). */
  const go = (form: HTMLFormElement, changed?: string) => {
    const entries = [...new FormData(form)].filter((e): e is [string, string] => typeof e[1] === 'string')
    let next = cleanParams(new URLSearchParams(entries))
    if (changed === 'department_id' || changed === 'municipality_id') next = setParam(next, changed, next.get(changed))
    const view = params.get('view')
    if (view) next.set('view', view)
    void navigate(toHref(base, next), { preventScrollReset: variant === 'drawer' })
    if (!changed) onApplied?.()
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    go(event.currentTarget)
  }
  // The panel is painted before the page's scripts run (ADR 0008), so a visitor may tick a
  // choice before it can apply itself: once the scripts run, a panel whose fields no longer
  // hold what the server rendered applies what was chosen instead of losing it.
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const form = formRef.current
    if (variant === 'panel' && form && changedSinceRendered(form)) go(form)
  }, [])

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement
    const isText = target instanceof HTMLInputElement && (target.type === 'text' || target.type === 'search')
    if (variant === 'panel' && !isText) go(event.currentTarget, target.name)
    else if (variant === 'drawer' && (target.name === 'department_id' || target.name === 'municipality_id'))
      go(event.currentTarget, target.name)
  }

  const priceTitle =
    op === 'rent'
      ? t('search.filters.price_rent')
      : op === 'sale'
        ? t('search.filters.price_sale')
        : t('search.filters.price')
  const featureGroups = data.options.features
  const checkedFeatures = new Set(params.getAll('features'))
  const sort = params.get('sort')

  return (
    <Form
      ref={formRef}
      method="get"
      action={base}
      onSubmit={onSubmit}
      onChange={onChange}
      className="flex flex-col gap-4"
      aria-label={t('search.filters.title')}
      data-testid={`filters-${variant}`}
    >
      {sort && <input type="hidden" name="sort" value={sort} />}
      {params.get('idx') && <input type="hidden" name="idx" value={params.get('idx')!} />}

      <div>
        <label htmlFor={id('q')} className="mb-1.5 block text-sm font-extrabold tracking-wide text-ink-900 uppercase">
          {t('search.filters.q')}
        </label>
        <div className="flex gap-2">
          <input
            id={id('q')}
            type="search"
            name="q"
            defaultValue={params.get('q') ?? ''}
            placeholder={t('search.filters.q_placeholder')}
            className={inputClass}
            maxLength={120}
          />
        </div>
      </div>

      <Group title={t('search.filters.operation')}>
        <div className="grid grid-cols-3 gap-1.5">
          {[
            ['', t('search.filters.operation_any')],
            [data.options.operations.rent, t('search.filters.rent')],
            [data.options.operations.sale, t('search.filters.sale')],
          ].map(([value, label]) => {
            const checked = (params.get('operation_type_id') ?? '') === value
            return (
              <label key={value || 'any'} className="cursor-pointer">
                <input
                  type="radio"
                  name="operation_type_id"
                  value={value}
                  defaultChecked={checked}
                  className="peer sr-only"
                />
                <span className="flex min-h-11 items-center justify-center rounded-xl border border-ink/30 bg-white px-2 text-center text-sm leading-tight font-bold text-ink-900 peer-checked:border-ink-900 peer-checked:bg-brand peer-focus-visible:outline-3 peer-focus-visible:outline-ink hover:border-ink">
                  {label}
                </span>
              </label>
            )
          })}
        </div>
      </Group>

      <Group title={t('search.filters.types')}>
        <div className="grid grid-cols-1 gap-0.5">
          {data.options.types.map((type) => (
            <Check
              key={type.value}
              name="property_types"
              value={type.value}
              label={type.label}
              checked={params.getAll('property_types').includes(type.value)}
              count={countOf(data.facets.property_types, type.value)}
            />
          ))}
        </div>
      </Group>

      <Group title={t('search.filters.place')}>
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
                      <Count n={m.count} />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </Group>

      <Group title={priceTitle}>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor={id('price-min')} className="mb-1 block text-sm font-bold text-ink-900">
              {t('search.filters.price_min')}
            </label>
            <input
              id={id('price-min')}
              name="price_min"
              inputMode="numeric"
              autoComplete="off"
              placeholder="$"
              defaultValue={formatMoneyInput(params.get('price_min'))}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={id('price-max')} className="mb-1 block text-sm font-bold text-ink-900">
              {t('search.filters.price_max')}
            </label>
            <input
              id={id('price-max')}
              name="price_max"
              inputMode="numeric"
              autoComplete="off"
              placeholder="$"
              defaultValue={formatMoneyInput(params.get('price_max'))}
              className={inputClass}
            />
          </div>
        </div>
        <p className="mt-1 text-xs text-ink">{t('search.filters.price_hint')}</p>
      </Group>

      <Group title={t('search.filters.bedrooms')}>
        <MinChoice name="bedrooms" current={data.filter.bedrooms} facets={data.facets.bedrooms} />
      </Group>
      <Group title={t('search.filters.bathrooms')}>
        <MinChoice name="bathrooms" current={data.filter.bathrooms} />
      </Group>
      <Group title={t('search.filters.parking')}>
        <MinChoice name="parking" current={data.filter.parking} />
      </Group>

      <Group title={t('search.filters.area')}>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor={id('area-min')} className="mb-1 block text-sm font-bold text-ink-900">
              {t('search.filters.area_min')}
            </label>
            <input
              id={id('area-min')}
              name="area_min"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={params.get('area_min') ?? ''}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={id('area-max')} className="mb-1 block text-sm font-bold text-ink-900">
              {t('search.filters.area_max')}
            </label>
            <input
              id={id('area-max')}
              name="area_max"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={params.get('area_max') ?? ''}
              className={inputClass}
            />
          </div>
        </div>
      </Group>

      <Group title={t('search.filters.stratum')}>
        <div className="grid grid-cols-3 gap-x-2 gap-y-0.5">
          {data.facets.stratum.map((s) => (
            <Check key={s.value} name="stratum" value={s.value} label={s.value} checked={s.selected} count={s.count} />
          ))}
        </div>
      </Group>

      <Group title={t('search.filters.features')}>
        <details className="group" open={checkedFeatures.size > 0 || undefined}>
          <summary className="cursor-pointer list-none font-bold text-ink-900 underline underline-offset-2">
            {t('search.filters.more_features')}
          </summary>
          <div className="mt-2 grid grid-cols-1 gap-0.5">
            {featureGroups.map((f) => (
              <Check
                key={f.value}
                name="features"
                value={f.value}
                label={f.label}
                checked={checkedFeatures.has(f.value)}
              />
            ))}
          </div>
        </details>
      </Group>

      <div
        className={cn(
          'flex flex-col gap-2 border-t border-ink/10 pt-4',
          variant === 'drawer' &&
            'sticky bottom-0 -mx-5 -mb-5 bg-white px-5 pb-5 shadow-[0_-8px_16px_-12px_rgba(0,0,0,0.3)]',
        )}
      >
        <button type="submit" className={buttonClass('primary', 'md', 'w-full')}>
          {variant === 'drawer' ? t('search.filters.apply') : t('search.filters.search')}
        </button>
        <Link to={base} className="text-center text-sm font-bold text-ink-900 underline underline-offset-2">
          {t('search.filters.clear')}
        </Link>
      </div>
    </Form>
  )
}

function setParamKeepDepartment(params: URLSearchParams, municipality: string): URLSearchParams {
  const department = params.get('department_id')
  const next = setParam(params, 'municipality_id', municipality)
  if (department) next.set('department_id', department)
  return cleanParams(next)
}

/** 3000000 → "3.000.000" in the price boxes; the server accepts both. */
function formatMoneyInput(value: string | null): string {
  if (!value) return ''
  const n = Number(value)
  return Number.isFinite(n) ? countFormat.format(n) : value
}

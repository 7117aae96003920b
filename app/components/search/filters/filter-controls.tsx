/**
 * The pieces the filter groups share: the data they read, a titled fieldset (FilterGroup),
 * a checkbox or radio with its facet count (FilterCheck), the count itself, and a pair of
 * minimum/maximum boxes. Styles are the f-* classes of ../search.css.
 */
import type { ReactNode } from 'react'
import type { FacetValue } from '#core/search'
import type { SearchLoaderData } from '~/routes/search/search'
import { useT } from '~/lib/i18n'

/** What the filter form reads from the loader data. */
export type FiltersData = Pick<
  SearchLoaderData,
  'options' | 'chosen' | 'facets' | 'filter' | 'query' | 'total' | 'errors' | 'dropped' | 'slugs'
>

/** What each filter group receives: the data, the current address's fields, and the form's id maker. */
export interface FilterGroupProps {
  data: FiltersData
  params: URLSearchParams
  id: (name: string) => string
}

export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="f-g">
      <legend>{title}</legend>
      {children}
    </fieldset>
  )
}

/** A facet as the page's data carries it: each value's count. */
export type FacetCounts = Array<Pick<FacetValue, 'value' | 'count'>>

/** A choice's facet count: its own, 0 when the facet has others but not it, null without a facet. */
export function countOf(facets: FacetCounts, value: string): number | null {
  const f = facets.find((x) => x.value === value)
  return f ? f.count : facets.length ? 0 : null
}

export const countFormat = new Intl.NumberFormat('es-CO')

export function FacetCount({ n }: { n: number | null }) {
  if (n == null) return null
  return <span className="f-n">{countFormat.format(n)}</span>
}

export function FilterCheck({
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
    <label className={count === 0 && !checked ? 'f-ck f-0' : 'f-ck'}>
      <input type={type} name={name} value={value} defaultChecked={checked} />
      <span>{label}</span>
      <FacetCount n={count ?? null} />
    </label>
  )
}

/** A list of choices of one field (`name`), each a FilterCheck, in a box laid out by `className`. */
export function FilterChecks({
  name,
  className,
  items,
}: {
  name: string
  className: string
  items: Array<{ value: string; label: string; checked: boolean; count?: number | null }>
}) {
  return (
    <div className={className}>
      {items.map((item) => (
        <FilterCheck key={item.value} name={name} {...item} />
      ))}
    </div>
  )
}

/** The message of a filter the search left out, tied to its field(s) by `id`. */
export function FilterError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="f-err" data-testid="filter-error">
      {message}
    </p>
  )
}

/**
 * A minimum and a maximum side by side (price, area): two numeric boxes named `<name>_min`
 * and `<name>_max`, filled from the address (`params`; pesos written the Colombian way when
 * `money`), labelled by the texts `<texts>.<name>_min` and `_max`, and below them the message of
 * the end at fault (`errors`: the page's messages by field), so a minimum above the maximum is
 * explained where it was typed.
 */
export function RangeInputs({
  id,
  name,
  texts,
  params,
  errors,
  money = false,
}: {
  id: (name: string) => string
  name: string
  texts: 'search.filters' | 'project_search.filters'
  params: URLSearchParams
  errors: Record<string, string>
  money?: boolean
}) {
  const { t } = useT()
  const value = (end: 'min' | 'max') => {
    const v = params.get(`${name}_${end}`)
    return money ? formatMoneyInput(v) : (v ?? '')
  }
  const errorId = id(`${name}-error`)
  const message = errors[`${name}_max`] ?? errors[`${name}_min`]
  return (
    <div>
      <div className="grid grid-cols-2 gap-2">
        {(['min', 'max'] as const).map((end) => {
          const invalid = !!errors[`${name}_${end}`]
          return (
            <div key={end}>
              <label htmlFor={id(`${name}-${end}`)} className="f-lb">
                {t(`${texts}.${name}_${end}` as 'search.filters.price_min')}
              </label>
              <input
                id={id(`${name}-${end}`)}
                name={`${name}_${end}`}
                inputMode="numeric"
                autoComplete="off"
                placeholder={money ? '$' : undefined}
                defaultValue={value(end)}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
                className="f-in"
              />
            </div>
          )
        })}
      </div>
      <FilterError id={errorId} message={message} />
    </div>
  )
}

/** 3000000 → "3.000.000" in a price box; the server accepts both. */
function formatMoneyInput(value: string | null): string {
  if (!value) return ''
  const n = Number(value)
  return Number.isFinite(n) ? countFormat.format(n) : value
}

/**
 * The pieces the filter groups share: the data they read, a titled fieldset (FilterGroup),
 * a checkbox or radio with its facet count (FilterCheck), the count itself, and the input style.
 */
import type { ReactNode } from 'react'
import type { FacetValue } from '#core/search'
import { cn } from '~/components/ui/cn'
import type { SearchLoaderData } from '~/routes/search/search.server'

/** What the filter form reads from the loader data. */
export type FiltersData = Pick<SearchLoaderData, 'options' | 'chosen' | 'facets' | 'filter' | 'query' | 'total'>

/** What each filter group receives: the data, the current address's fields, and the form's id maker. */
export interface FilterGroupProps {
  data: FiltersData
  params: URLSearchParams
  id: (name: string) => string
}

export const inputClass =
  'block w-full rounded-xl border border-ink/30 bg-white px-3 py-2 text-base text-ink-900 shadow-xs hover:border-ink/60 focus:border-ink focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600'

export function FilterGroup({
  title,
  children,
  className,
}: {
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <fieldset className={cn('border-t border-ink/10 pt-4', className)}>
      <legend className="float-left mb-2 w-full text-sm font-extrabold tracking-wide text-ink-900 uppercase">
        {title}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  )
}

/** A choice's facet count: its own, 0 when the facet has others but not it, null without a facet. */
export function countOf(facets: FacetValue[], value: string): number | null {
  const f = facets.find((x) => x.value === value)
  return f ? f.count : facets.length ? 0 : null
}

export const countFormat = new Intl.NumberFormat('es-CO')

export function FacetCount({ n }: { n: number | null }) {
  if (n == null) return null
  return <span className="ml-auto pl-2 text-sm text-ink tabular-nums">{countFormat.format(n)}</span>
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
    <label
      className={cn(
        'flex min-h-9 cursor-pointer items-center gap-2 rounded-lg px-1 text-ink-900 hover:bg-brand-50',
        count === 0 && !checked && 'text-ink',
      )}
    >
      <input type={type} name={name} value={value} defaultChecked={checked} className="size-5 shrink-0 accent-ink" />
      <span>{label}</span>
      <FacetCount n={count ?? null} />
    </label>
  )
}

/** A minimum and a maximum side by side (price, area): two numeric boxes named `<name>_min` and `<name>_max`. */
export function RangeInputs({
  id,
  name,
  labels,
  values,
  placeholder,
}: {
  id: (name: string) => string
  name: string
  labels: [min: string, max: string]
  values: [min: string, max: string]
  placeholder?: string
}) {
  return (
    <div className="grid grid-cols-2 gap-2">
      {(['min', 'max'] as const).map((end, i) => (
        <div key={end}>
          <label htmlFor={id(`${name}-${end}`)} className="mb-1 block text-sm font-bold text-ink-900">
            {labels[i]}
          </label>
          <input
            id={id(`${name}-${end}`)}
            name={`${name}_${end}`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            defaultValue={values[i]}
            className={inputClass}
          />
        </div>
      ))}
    </div>
  )
}

/**
 * The project search's filter form: a plain GET form to /proyectos (works without JavaScript;
 * a landing's municipality and VIS/VIP are fields like the others), with facet counts beside
 * the choices. With JavaScript it applies a choice as soon as it changes (typed prices on
 * Enter), navigating to the clean address (its landing when it names one), and its fields
 * follow each new address as the listing search's do, a field the visitor changed kept until the search carrying it arrives (../../search/form-sync.ts). Built of
 * the listing filters' pieces (filter-controls.tsx) and styles.
 */
import { type FormEvent, useRef } from 'react'
import { Form, useNavigate } from 'react-router'
import { PROJECT_STAGES, projectSearchPath, tidyProjectSearchAddress } from '#core/projects/browser'
import { useT } from '~/lib/i18n'
import {
  countFormat,
  FilterCheck,
  FilterChecks,
  FilterError,
  FilterGroup,
  RangeInputs,
} from '~/components/search/filters/filter-controls'
import { useFollowedForm } from '~/components/search/form-sync'
import { buttonClass } from '~/components/ui/button'
import type { ProjectSearchData } from '~/routes/projects/projects-search.server'

/** A choice's facet count (0 when the facet lists others but not it). */
const countIn = (facet: Array<{ value: string; count: number }>, value: string) =>
  facet.find((f) => f.value === value)?.count ?? 0

/** Changing the place empties what depended on it. */
const DEPENDANTS: Record<string, string[]> = {
  department_id: ['municipality_id', 'sector_id'],
  municipality_id: ['sector_id'],
}

export function ProjectFilters({ data }: { data: ProjectSearchData }) {
  const { t, href, locale } = useT()
  const navigate = useNavigate()
  const params = new URLSearchParams(data.query)
  const formRef = useRef<HTMLFormElement>(null)
  const fields = useFollowedForm(formRef, data.query)
  const f = data.facets
  const field = (name: string) => `pf-${name}`

  const go = (form: HTMLFormElement, changed?: string) => {
    fields.sent()
    const entries = [...new FormData(form)].filter((e): e is [string, string] => typeof e[1] === 'string' && !!e[1])
    const next = new URLSearchParams(entries)
    for (const name of (changed && DEPENDANTS[changed]) || []) next.delete(name)
    void navigate(projectSearchPath(locale, tidyProjectSearchAddress(next), data.slugs), { preventScrollReset: true })
  }

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement
    fields.changed(target.name)
    if (!(target instanceof HTMLInputElement && target.type === 'text')) go(event.currentTarget, target.name)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    go(event.currentTarget)
  }
  const unexplained = Object.keys(data.errors).filter((k) => !k.startsWith('price_'))

  return (
    <Form
      ref={formRef}
      method="get"
      action={href('/proyectos')}
      onChange={onChange}
      onSubmit={onSubmit}
      className="ff"
      aria-label={t('project_search.filters.title')}
      data-testid="project-filters"
    >
      {params.get('sort') && <input type="hidden" name="sort" value={params.get('sort')!} />}
      <FilterError id={field('errors')} message={unexplained.length ? t('project_search.invalid') : undefined} />

      <FilterGroup title={t('project_search.filters.place')}>
        <ChoiceSelect
          id={field('department')}
          name="department_id"
          label={t('project_search.filters.department')}
          value={data.filter.departmentId}
          any={t('project_search.filters.any_department')}
          options={data.options.departments}
        />
        {data.options.municipalities.length > 0 && (
          <ChoiceSelect
            id={field('municipality')}
            name="municipality_id"
            label={t('project_search.filters.municipality')}
            labelClassName="f-lb mt-2"
            value={data.filter.municipalityId}
            any={t('project_search.filters.any_municipality')}
            options={data.options.municipalities.map((o) => {
              const n = f.municipalities.find((m) => m.value === o.value)?.count
              return { value: o.value, label: n != null ? `${o.label} (${countFormat.format(n)})` : o.label }
            })}
          />
        )}
      </FilterGroup>

      {data.options.sectors.length > 0 && (
        // One barrio, from those with projects.
        <SelectGroup params={params} name="sector_id" label={t('project_search.filters.sectors')}>
          {t('project_search.filters.any_sector')}
          {data.options.sectors}
        </SelectGroup>
      )}

      <FilterGroup title={t('project_search.filters.social')}>
        {(['vis', 'vip'] as const).map((k) => (
          <FilterCheck
            key={k}
            name={k}
            value="1"
            checked={params.has(k)}
            label={t(`project_search.filters.${k}`)}
            count={f[k][0]?.count ?? null}
          />
        ))}
      </FilterGroup>

      <FilterGroup title={t('project_search.filters.stage')}>
        <FilterChecks
          name="stage"
          className="grid grid-cols-1 gap-0.5"
          items={PROJECT_STAGES.map((s) => ({
            value: s,
            label: t(`projects.stage.${s}`),
            checked: params.getAll('stage').includes(s),
            count: countIn(f.stage, s),
          }))}
        />
      </FilterGroup>

      <SelectGroup params={params} name="delivery_year_max" label={t('project_search.filters.delivery')}>
        {t('project_search.filters.any_year')}
        {f.delivery_year.map((y) => ({
          value: y.value,
          label: `${t('project_search.filters.year', { year: y.label })} (${countFormat.format(y.count)})`,
        }))}
      </SelectGroup>

      <FilterGroup title={t('project_search.filters.price')}>
        <RangeInputs
          id={field}
          name="price"
          texts="project_search.filters"
          params={params}
          errors={data.errors}
          money
        />
      </FilterGroup>

      <FilterGroup title={t('project_search.filters.bedrooms')}>
        <div className="grid grid-cols-1 gap-0.5">
          <FilterCheck
            type="radio"
            name="bedrooms"
            value=""
            checked={!params.has('bedrooms')}
            label={t('project_search.filters.any_bedrooms')}
          />
          {f.bedrooms.map((b) => (
            <FilterCheck
              key={b.value}
              type="radio"
              name="bedrooms"
              value={b.value}
              checked={b.selected}
              label={b.label}
              count={b.count}
            />
          ))}
        </div>
      </FilterGroup>

      {data.options.amenities.length > 0 && (
        <FilterGroup title={t('project_search.filters.amenities')}>
          <FilterChecks
            name="amenities"
            className="grid grid-cols-1 gap-0.5"
            items={data.options.amenities.map((o) => ({
              ...o,
              checked: params.getAll('amenities').includes(o.value),
            }))}
          />
        </FilterGroup>
      )}

      <button type="submit" className={buttonClass('primary', 'md', 'w-full')}>
        {t('project_search.filters.search')}
      </button>
    </Form>
  )
}

/** A filter group of one list of choices of the field `name`, titled by its label; children: the "any" text, the choices. */
function SelectGroup({
  params,
  name,
  label,
  children: [any, options],
}: {
  params: URLSearchParams
  name: string
  label: string
  children: [string, ChoiceSelectProps['options']]
}) {
  return (
    <FilterGroup title={label}>
      <ChoiceSelect
        id={`pf-${name}`}
        labelClassName="sr-only"
        value={params.get(name)}
        {...{ name, label, any, options }}
      />
    </FilterGroup>
  )
}

interface ChoiceSelectProps {
  id: string
  name: string
  label: string
  labelClassName?: string
  value: string | null
  any: string
  options: Array<{ value: string; label: string }>
}

/** A labelled list of choices of one field, the first choosing nothing (`any`). */
function ChoiceSelect({ id, name, label, labelClassName = 'f-lb', value, any, options }: ChoiceSelectProps) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className="f-in">
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  )
}

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
        <FilterGroup title={t('project_search.filters.sectors')}>
          {/* One barrio, from those with projects. */}
          <ChoiceSelect
            id={field('sector')}
            name="sector_id"
            label={t('project_search.filters.sectors')}
            labelClassName="sr-only"
            value={params.get('sector_id')}
            any={t('project_search.filters.any_sector')}
            options={data.options.sectors}
          />
        </FilterGroup>
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

      <FilterGroup title={t('project_search.filters.delivery')}>
        <ChoiceSelect
          id={field('delivery')}
          name="delivery_year_max"
          label={t('project_search.filters.delivery')}
          labelClassName="sr-only"
          value={params.get('delivery_year_max')}
          any={t('project_search.filters.any_year')}
          options={f.delivery_year.map((y) => ({
            value: y.value,
            label: `${t('project_search.filters.year', { year: y.label })} (${countFormat.format(y.count)})`,
          }))}
        />
      </FilterGroup>

      <FilterGroup title={t('project_search.filters.price')}>
        <RangeInputs
          id={field}
          name="price"
          labels={[t('project_search.filters.price_min'), t('project_search.filters.price_max')]}
          values={[params.get('price_min') ?? '', params.get('price_max') ?? '']}
          errors={data.errors}
          placeholder="$"
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

/** A labelled list of choices of one field, the first choosing nothing (`any`). */
function ChoiceSelect({
  id,
  name,
  label,
  labelClassName = 'f-lb',
  value,
  any,
  options,
}: {
  id: string
  name: string
  label: string
  labelClassName?: string
  value: string | null
  any: string
  options: Array<{ value: string; label: string }>
}) {
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

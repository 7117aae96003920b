/**
 * Where: department, municipality (once a department or a municipality is chosen; its list
 * fetched once the scripts run: MunicipalitySelect) and barrio (once a municipality is; its
 * list fetched when opened: SectorFilter), then, when the results span several
 * municipalities, a link to each with its count.
 */
import { useEffect } from 'react'
import { Link } from 'react-router'
import { cleanParams, setParam, toHref } from '~/components/search/search-url'
import { useT } from '~/lib/i18n'
import { FacetCount, FilterGroup, type FilterGroupProps } from './filter-controls'
import { MoreButton, OnDemandDetails, type Option, useOnDemandOptions } from './on-demand'

export function PlaceFilter({ data, params, id, base }: FilterGroupProps & { base: string }) {
  const { t } = useT()
  const municipality = params.get('municipality_id')
  return (
    <FilterGroup title={t('search.filters.place')}>
      <div className="flex flex-col gap-3">
        <PlaceSelect
          id={id('department')}
          name="department_id"
          label={t('search.filters.department')}
          any={t('search.filters.department_any')}
          options={data.options.departments}
          value={params.get('department_id')}
        />
        {(params.get('department_id') || municipality) && <MunicipalitySelect data={data} params={params} id={id} />}
        {municipality && data.options.sectorCount > 0 && (
          <SectorFilter key={municipality} municipality={municipality} data={data} params={params} id={id} />
        )}
        {data.facets.municipalities.length > 1 && (
          <nav aria-label={t('search.filters.municipalities_facet')}>
            <p className="f-lb">{t('search.filters.municipalities_facet')}</p>
            <ul className="flex flex-col">
              {data.facets.municipalities.map((m) => (
                <li key={m.value}>
                  <Link
                    to={toHref(base, setParamKeepDepartment(params, m.value))}
                    aria-current={m.selected ? 'true' : undefined}
                    className="f-pl"
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

function PlaceSelect(props: {
  id: string
  name: string
  label: string
  any: string
  options: Option[]
  value: string | null
}) {
  return (
    <div>
      <label htmlFor={props.id} className="f-lb">
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.value ?? ''} className="f-in">
        <option value="">{props.any}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * The municipality: a department may have 125, so the page holds the chosen one only and the
 * browser fetches the rest (a select cannot wait to be opened); without JavaScript, a button
 * asks the server for the whole list.
 */
function MunicipalitySelect({ data, params, id }: FilterGroupProps) {
  const { t } = useT()
  const department = params.get('department_id')
  const municipality = params.get('municipality_id')
  const url = `/api/search/municipalities?${new URLSearchParams(municipality ? { municipality_id: municipality } : { department_id: department ?? '' })}`
  const state = useOnDemandOptions(
    url,
    data.options.municipalities,
    // Another municipality of the same list: its neighbours are the same.
    { stillHolds: (options) => !!municipality && options.some((o) => o.value === municipality) },
  )
  useEffect(() => state.load(), [url])
  const chosen = data.chosen.municipality
  return (
    <div>
      <PlaceSelect
        id={id('municipality')}
        name="municipality_id"
        label={t('search.filters.municipality')}
        any={t('search.filters.municipality_any')}
        options={state.options ?? (chosen ? [chosen] : [])}
        value={municipality}
      />
      {(state.status === 'idle' || state.status === 'error') && (
        <MoreButton list="municipalities">{t('search.filters.municipality_list')}</MoreButton>
      )}
    </div>
  )
}

/**
 * The barrio: a municipality may have hundreds, so the list is fetched from
 * /api/places/sectors when the visitor opens it; until then the chosen ones travel with the
 * form as hidden fields.
 */
function SectorFilter({ municipality, data, params, id }: FilterGroupProps & { municipality: string }) {
  const { t } = useT()
  const state = useOnDemandOptions(
    `/api/places/sectors?municipality_id=${encodeURIComponent(municipality)}`,
    data.options.sectors,
    { read: bySectorName },
  )
  const chosen = params.getAll('sector_id')
  const names = data.chosen.sectors.map((s) => s.label).join(', ')
  return (
    <OnDemandDetails
      state={state}
      initiallyOpen={!!data.options.sectors}
      list="sectors"
      moreText={t('search.filters.sector_list')}
      label={t('search.filters.sector')}
      value={names || t('search.filters.sector_any')}
    >
      {state.options ? (
        <div>
          <label htmlFor={id('sector')} className="sr-only">
            {t('search.filters.sector')}
          </label>
          <select id={id('sector')} name="sector_id" defaultValue={chosen[0] ?? ''} className="f-in">
            <option value="">{t('search.filters.sector_any')}</option>
            {state.options.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        chosen.map((value) => <input key={value} type="hidden" name="sector_id" value={value} />)
      )}
    </OnDemandDetails>
  )
}

/** The API lists barrios by slug; the form lists them by name, as the server does. */
const bySectorName = (body: { data: Array<{ id: string; name: string }> }): Option[] =>
  body.data.map((row) => ({ value: row.id, label: row.name })).sort((a, b) => a.label.localeCompare(b.label, 'es'))

function setParamKeepDepartment(params: URLSearchParams, municipality: string): URLSearchParams {
  const department = params.get('department_id')
  const next = setParam(params, 'municipality_id', municipality)
  if (department) next.set('department_id', department)
  return cleanParams(next)
}

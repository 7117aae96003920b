/**
 * The filter form: a plain GET form (works without JavaScript), with facet counts beside
 * each choice. With JavaScript the side panel applies a choice as soon as it changes, and
 * both variants navigate to the clean address (no empty fields) instead of a raw submit.
 * The form stays mounted from one search to the next: its fields follow the new address,
 * except those the visitor changed meanwhile (a price typed while the results arrive).
 * The groups of fields live in ./filters, one component each.
 */
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { Form, useLocation, useNavigate } from 'react-router'
import { useT } from '~/lib/i18n'
import { AreaFilter } from './filters/area-filter'
import { DetailsFilter } from './filters/details-filter'
import { FeaturesFilter } from './filters/features-filter'
import { FilterActions } from './filters/filter-actions'
import { FilterError, type FiltersData } from './filters/filter-controls'
import { OperationFilter } from './filters/operation-filter'
import { PlaceFilter } from './filters/place-filter'
import { PriceFilter } from './filters/price-filter'
import { PublisherFilter } from './filters/publisher-filter'
import { QueryFilter } from './filters/query-filter'
import { RentalFilter } from './filters/rental-filter'
import { RoomsFilters } from './filters/rooms-filter'
import { StratumFilter } from './filters/stratum-filter'
import { TypeFilter } from './filters/type-filter'
import { changedSinceRendered, revealFault, useFollowedForm } from './form-sync'
import { cleanParams, formSlugs, searchHref, setParam } from './search-url'

/** The fields whose messages RangeInputs shows beside them. */
const RANGE_FIELDS = ['price_min', 'price_max', 'area_min', 'area_max']

export function SearchFilters({
  data,
  variant,
  onApplied,
}: {
  data: FiltersData
  variant: 'panel' | 'drawer'
  onApplied?: () => void
}) {
  const { t, href, locale } = useT()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const uid = useId().replace(/[^\w-]/g, '')
  const id = (name: string) => `${variant[0]}${uid}-${name}`
  const params = new URLSearchParams(data.query)
  const base = href('/properties/search')
  const formRef = useRef<HTMLFormElement>(null)
  const fields = useFollowedForm(formRef, data.query)

  /**
   * Navigates to the form's clean address; a place change keeps the drawer open (its lists
   * depend on it). `more` asks the server for a whole list (the MoreButton that submitted).
   */
  const go = (form: HTMLFormElement, changed?: string, more?: string) => {
    fields.sent()
    const entries = [...new FormData(form)].filter((e): e is [string, string] => typeof e[1] === 'string')
    let next = cleanParams(new URLSearchParams(entries))
    // What a tenant brings means nothing for a purchase: switching to sale drops it.
    if (next.get('operation_type_id') === data.options.operations.sale)
      for (const key of ['guarantee', 'pets', 'furnished']) next.delete(key)
    if (changed === 'department_id' || changed === 'municipality_id') next = setParam(next, changed, next.get(changed))
    const view = params.get('view')
    if (view) next.set('view', view)
    if (more) next.append('more', more)
    void navigate(searchHref(locale, next, formSlugs(pathname, data.slugs)), {
      preventScrollReset: variant === 'drawer' || !!more,
    })
    if (!changed && !more) onApplied?.()
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    go(
      event.currentTarget,
      undefined,
      submitter instanceof HTMLButtonElement && submitter.name === 'more' ? submitter.value : undefined,
    )
  }
  // The panel is painted before the page's scripts run (ADR 0008), so a visitor may tick a
  // choice before it can apply itself: once the scripts run, a panel whose fields no longer
  // hold what the server rendered applies what was chosen instead of losing it.
  useEffect(() => {
    const form = formRef.current
    if (variant === 'panel' && form && changedSinceRendered(form)) go(form)
  }, [])

  // A filter the search left out: its message is beside it, so bring it into view (the panel
  // scrolls on its own, and the visitor pressed "Buscar" at its foot).
  const faults = Object.keys(data.errors).join()
  useEffect(() => {
    if (faults) revealFault(formRef.current)
  }, [faults])

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement
    fields.changed(target.name)
    const isText = target instanceof HTMLInputElement && (target.type === 'text' || target.type === 'search')
    if (variant === 'panel' && !isText) go(event.currentTarget, target.name)
    else if (variant === 'drawer' && (target.name === 'department_id' || target.name === 'municipality_id'))
      go(event.currentTarget, target.name)
  }

  const sort = params.get('sort')
  const group = { data, params, id }
  // The ranges explain their own faults; any other filter the search left out is named here.
  const unexplained = Object.keys(data.errors).filter((field) => !RANGE_FIELDS.includes(field))

  return (
    <Form
      ref={formRef}
      method="get"
      action={base}
      onSubmit={onSubmit}
      onChange={onChange}
      className="ff"
      aria-label={t('search.filters.title')}
      data-testid={`filters-${variant}`}
    >
      {/* The form's default button (the first submit in it): Enter in a field searches, with or
          without scripts, instead of pressing the first "whole list" button (more=…) below. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
        {t('search.filters.search')}
      </button>
      {sort && <input type="hidden" name="sort" value={sort} />}
      {params.get('idx') && <input type="hidden" name="idx" value={params.get('idx')!} />}
      <FilterError id={id('errors')} message={unexplained.length ? t('search.invalid') : undefined} />

      <QueryFilter {...group} />
      <OperationFilter {...group} />
      <TypeFilter {...group} />
      <PlaceFilter {...group} base={base} />
      <PriceFilter {...group} />
      <RoomsFilters {...group} />
      <AreaFilter {...group} />
      <StratumFilter {...group} />
      <PublisherFilter {...group} />
      {data.filter.operation !== 'sale' && <RentalFilter {...group} />}
      <DetailsFilter {...group} />
      <FeaturesFilter {...group} />
      <FilterActions variant={variant} base={base} />
    </Form>
  )
}

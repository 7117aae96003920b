/**
 * The search page: /properties/search (and /en/properties/search). Server-rendered from
 * the address alone: a GET form of filters (side panel on desktop, drawer on mobile),
 * removable chips, facet counts, 24 results a page with numbered links, and a map view
 * whose script loads only when opened. Title, description and canonical name the search.
 */
import { useEffect, useState } from 'react'
import { isRouteErrorResponse, Link, useNavigate, useRouteError } from 'react-router'
import { SEARCH_SORTS } from '#core/search/browser'
import { formatCop } from '#core/shared/browser'
import { SearchMap } from '~/components/map/search-map'
import { ResultCard } from '~/components/search/result-card'
import { SearchFilters } from '~/components/search/search-filters'
import { loadSearchPage, type SearchLoaderData } from '~/routes/search/search.server'
import { pageParams, pageWindow, setParam, toHref, toggleValue } from '~/components/search/search-url'
import { ErrorPage, ErrorPageGuard } from '~/components/shell/error-page'
import { buttonClass } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { Drawer } from '~/components/ui/dialog'
import { useT } from '~/lib/i18n'
import { SaveSearchButton } from '~/components/visitor/save-search'
import type { Route } from './+types/search'

export async function loader({ request }: Route.LoaderArgs) {
  return loadSearchPage(request)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ name: 'robots', content: 'noindex' }]
  const tags = [
    { title: loaderData.title },
    { name: 'description', content: loaderData.description },
    { property: 'og:title', content: loaderData.heading },
    { property: 'og:description', content: loaderData.description },
    { property: 'og:type', content: 'website' },
  ]
  if (loaderData.noindex) tags.push({ name: 'robots', content: 'noindex, follow' })
  return tags
}

interface ChipView {
  key: string
  label: string
  href: string
}

function useChips(data: SearchLoaderData): ChipView[] {
  const { t, href } = useT()
  const params = new URLSearchParams(data.query)
  const base = href('/properties/search')
  const without = (key: string) => toHref(base, setParam(params, key, null))
  const drop = (key: string, value: string) => toHref(base, toggleValue(params, key, value))
  const chips: ChipView[] = []
  const q = params.get('q')
  if (q) chips.push({ key: 'q', label: t('search.chips.q', { q }), href: without('q') })
  const op = data.filter.operation
  if (op) chips.push({ key: 'op', label: t(`search.filters.${op}`), href: without('operation_type_id') })
  for (const type of data.chosen.types)
    chips.push({ key: `t${type.value}`, label: type.name, href: drop('property_types', type.value) })
  if (data.chosen.department && !data.chosen.municipality)
    chips.push({ key: 'dep', label: data.chosen.department.label, href: without('department_id') })
  if (data.chosen.municipality)
    chips.push({ key: 'mun', label: data.chosen.municipality.label, href: without('municipality_id') })
  for (const s of data.chosen.sectors)
    chips.push({ key: `s${s.value}`, label: s.label, href: drop('sector_id', s.value) })
  const money = (key: 'price_min' | 'price_max') => {
    const v = params.get(key)
    if (v && Number.isFinite(Number(v)))
      chips.push({ key, label: t(`search.chips.${key}`, { amount: formatCop(Number(v)) }), href: without(key) })
  }
  money('price_min')
  money('price_max')
  for (const key of ['area_min', 'area_max'] as const) {
    const v = params.get(key)
    if (v) chips.push({ key, label: t(`search.chips.${key}`, { n: v }), href: without(key) })
  }
  for (const key of ['bedrooms', 'bathrooms', 'parking'] as const) {
    const v = data.filter[key]
    if (v) chips.push({ key, label: t(`search.chips.${key}`, { n: v }), href: without(key) })
  }
  for (const s of data.filter.strata)
    chips.push({ key: `e${s}`, label: t('search.filters.stratum_value', { n: s }), href: drop('stratum', String(s)) })
  for (const f of data.chosen.features)
    chips.push({ key: `f${f.value}`, label: f.label, href: drop('features', f.value) })
  return chips
}

export default function SearchPage({ loaderData: data }: Route.ComponentProps) {
  const { t, href, locale } = useT()
  const navigate = useNavigate()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const chips = useChips(data)
  const params = new URLSearchParams(data.query)
  const base = href('/properties/search')
  const nf = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-CO')
  const from = (data.page - 1) * data.perPage + 1
  const to = Math.min(data.total, data.page * data.perPage)
  const isMap = data.view === 'map'
  const viewHref = (view: 'map' | 'list') => {
    const next = new URLSearchParams(params)
    if (view === 'map') next.set('view', 'map')
    else next.delete('view')
    return toHref(base, next)
  }
  const filterCount = chips.length

  return (
    <div className="mx-auto w-full max-w-[90rem] px-4 pt-4 pb-10 sm:px-6">
      <div className="md:grid md:grid-cols-[18rem_minmax(0,1fr)] md:gap-8">
        <aside className="hidden md:block" aria-labelledby="filters-title">
          <div className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl border border-ink/10 bg-white p-5 shadow-sm">
            <h2 id="filters-title" className="mb-3 text-lg font-extrabold text-ink-900">
              {t('search.filters.title')}
            </h2>
            <SearchFilters key={data.query} data={data} variant="panel" />
          </div>
        </aside>

        <div className="min-w-0">
          <header>
            <h1 className="text-2xl leading-tight font-extrabold text-ink-900 sm:text-3xl">{data.heading}</h1>
            <p className="mt-1 font-semibold text-ink" role="status" data-testid="result-count">
              {data.total === 1 ? t('search.count.one') : t('search.count.other', { count: nf.format(data.total) })}
              {data.total > data.perPage && (
                <span className="hidden font-normal xs:inline">
                  {' '}
                  · {t('search.showing', { from: nf.format(from), to: nf.format(to), total: nf.format(data.total) })}
                </span>
              )}
            </p>
            <SaveSearchButton query={data.query} defaultName={data.heading} className="mt-3" />
          </header>

          {/* Mobile: filters in a drawer; without JavaScript, a disclosure with the same form. */}
          <div className="mt-3 md:hidden">
            {hydrated ? (
              <button
                type="button"
                onClick={() => setDrawerOpen(true)}
                className={buttonClass('secondary', 'md', 'w-full')}
                data-testid="open-filters"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
                </svg>
                {filterCount ? t('search.filters.open_count', { count: filterCount }) : t('search.filters.open')}
              </button>
            ) : (
              <details className="rounded-xl bg-ink text-white">
                <summary className="flex min-h-11 cursor-pointer items-center justify-center font-bold">
                  {t('search.filters.open')}
                </summary>
                <div className="rounded-b-xl bg-white p-4 text-ink-900">
                  <SearchFilters key={data.query} data={data} variant="panel" />
                </div>
              </details>
            )}
            <Drawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              title={t('search.filters.title')}
              closeLabel={t('search.filters.close')}
              side="left"
            >
              <SearchFilters key={data.query} data={data} variant="drawer" onApplied={() => setDrawerOpen(false)} />
            </Drawer>
          </div>

          {chips.length > 0 && (
            <nav aria-label={t('search.chips.label')} className="mt-3">
              <ul className="flex flex-wrap gap-2" data-testid="chips">
                {chips.map((chip) => (
                  <li key={chip.key}>
                    <Link
                      to={chip.href}
                      aria-label={t('search.chips.remove', { label: chip.label })}
                      className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 py-1 pr-2 pl-3 text-sm font-bold text-ink-900 ring-1 ring-brand-600/50 hover:bg-brand"
                    >
                      {chip.label}
                      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                        <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                      </svg>
                    </Link>
                  </li>
                ))}
                <li>
                  <Link
                    to={base}
                    className="inline-flex min-h-9 items-center px-2 text-sm font-bold text-ink-900 underline underline-offset-2"
                  >
                    {t('search.filters.clear')}
                  </Link>
                </li>
              </ul>
            </nav>
          )}

          <div className="mt-4 flex items-center justify-between gap-2 border-b border-ink/10 pb-4">
            <form
              method="get"
              action={base}
              className="flex items-center gap-2"
              onChange={(e) => e.currentTarget.requestSubmit()}
              onSubmit={(e) => {
                e.preventDefault()
                const sort = new FormData(e.currentTarget).get('sort') as string
                const next = setParam(params, 'sort', sort === 'relevance' ? null : sort)
                void navigate(toHref(base, next))
              }}
            >
              {[...params]
                .filter(([k]) => k !== 'sort' && k !== 'page')
                .map(([k, v], i) => (
                  <input key={`${k}${i}`} type="hidden" name={k} value={v} />
                ))}
              <label htmlFor="search-sort" className="sr-only text-sm font-bold text-ink-900 xs:not-sr-only">
                {t('search.sort.label')}
              </label>
              <select
                id="search-sort"
                name="sort"
                defaultValue={data.filter.sort}
                key={data.filter.sort}
                className="max-w-44 rounded-xl border border-ink/30 bg-white py-2 pr-8 pl-3 text-sm font-semibold xs:max-w-none text-ink-900 focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                {SEARCH_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`search.sort.${s}`)}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" className={buttonClass('ghost', 'sm')}>
                  {t('search.sort.apply')}
                </button>
              </noscript>
            </form>
            <div
              className="flex shrink-0 rounded-xl border border-ink/20 p-0.5"
              role="group"
              aria-label={t('search.map.title')}
            >
              <Link
                to={viewHref('list')}
                aria-current={!isMap ? 'page' : undefined}
                className={cn(
                  'rounded-lg px-3 py-1.5 text-sm font-bold',
                  !isMap ? 'bg-ink text-white' : 'text-ink-900 hover:bg-ink/5',
                )}
              >
                {t('search.map.hide')}
              </Link>
              <Link
                to={viewHref('map')}
                rel="nofollow"
                aria-current={isMap ? 'page' : undefined}
                className={cn(
                  'rounded-lg px-3 py-1.5 text-sm font-bold',
                  isMap ? 'bg-ink text-white' : 'text-ink-900 hover:bg-ink/5',
                )}
                data-testid="open-map"
              >
                {t('search.map.show')}
              </Link>
            </div>
          </div>

          <div className="mt-5">
            {isMap && (
              <SearchMap
                query={data.query}
                tileUrl={data.map.tileUrl}
                attribution={data.map.attribution}
                limit={data.map.limit}
              />
            )}
            {data.total === 0 ? (
              <EmptyState data={data} chips={chips} />
            ) : (
              <section aria-labelledby="results-title">
                <h2 id="results-title" className="sr-only">
                  {t('search.results')}
                </h2>
                <ul className="grid grid-cols-1 gap-5 xs:grid-cols-2 lg:grid-cols-3" data-testid="results">
                  {data.results.map((result, i) => (
                    <li key={result.id}>
                      <ResultCard result={result} loading={i === 0 ? 'first' : i < 3 ? 'eager' : 'lazy'} />
                    </li>
                  ))}
                </ul>
                <Pagination page={data.page} count={data.pageCount} params={params} base={base} />
              </section>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}

function Pagination({
  page,
  count,
  params,
  base,
}: {
  page: number
  count: number
  params: URLSearchParams
  base: string
}) {
  const { t } = useT()
  if (count <= 1) return null
  const link = (n: number) => toHref(base, pageParams(params, n))
  const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl border px-3 font-bold'
  return (
    <nav aria-label={t('search.pagination.label')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {page > 1 && (
          <li>
            <Link to={link(page - 1)} rel="prev" className={cn(item, 'border-ink/20 text-ink-900 hover:border-ink')}>
              {t('search.pagination.previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, Math.min(count, 400)).map((n, i) =>
          n === 0 ? (
            <li key={`gap${i}`} aria-hidden="true" className="px-1 text-ink">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={link(n)}
                aria-label={t('search.pagination.page', { n })}
                aria-current={n === page ? 'page' : undefined}
                className={cn(
                  item,
                  n === page ? 'border-ink bg-ink text-white' : 'border-ink/20 text-ink-900 hover:border-ink',
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < count && (
          <li>
            <Link to={link(page + 1)} rel="next" className={cn(item, 'border-ink/20 text-ink-900 hover:border-ink')}>
              {t('search.pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

function EmptyState({ data, chips }: { data: SearchLoaderData; chips: ChipView[] }) {
  const { t, href } = useT()
  const params = new URLSearchParams(data.query)
  const base = href('/properties/search')
  const wider: ChipView[] = []
  if (data.chosen.sectors.length && data.chosen.municipality)
    wider.push({
      key: 'w-mun',
      label: t('search.empty.wider_place', { place: data.chosen.municipality.label }),
      href: toHref(base, setParam(params, 'sector_id', null)),
    })
  else if (data.chosen.municipality && data.chosen.department)
    wider.push({
      key: 'w-dep',
      label: t('search.empty.wider_place', { place: data.chosen.department.label }),
      href: toHref(base, setParam(params, 'municipality_id', null)),
    })
  if (data.chosen.types.length)
    wider.push({
      key: 'w-types',
      label: t('search.empty.all_types'),
      href: toHref(base, setParam(params, 'property_types', null)),
    })
  return (
    <section
      className="rounded-2xl border border-dashed border-ink/30 bg-brand-50 p-6 text-center sm:p-10"
      data-testid="empty-state"
    >
      <h2 className="text-xl font-extrabold text-ink-900">{t('search.empty.title')}</h2>
      <p className="mx-auto mt-2 max-w-xl text-ink-900">{t('search.empty.text')}</p>
      <ul className="mt-5 flex flex-wrap justify-center gap-2">
        {[
          ...wider,
          ...chips.slice(0, 6).map((c) => ({ ...c, label: t('search.empty.remove', { label: c.label }) })),
        ].map((c) => (
          <li key={c.key}>
            <Link to={c.href} className={buttonClass('ghost', 'sm')}>
              {c.label}
            </Link>
          </li>
        ))}
        <li>
          <Link to={base} className={buttonClass('primary', 'sm')}>
            {t('search.empty.clear')}
          </Link>
        </li>
      </ul>
    </section>
  )
}

/** A malformed filter in the address: 422 with the usual error page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useT()
  return (
    <ErrorPageGuard>
      <ErrorPage error={error} />
      {isRouteErrorResponse(error) && error.status === 422 && (
        <p className="mx-auto max-w-xl px-4 pb-10 text-center">
          <Link to="/properties/search" className="font-bold underline">
            {t('search.empty.clear')}
          </Link>
        </p>
      )}
    </ErrorPageGuard>
  )
}

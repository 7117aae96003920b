/**
 * The search page's use case: its address read once (a landing's words resolved straight to
 * the filter, a malformed value left out and named beside its field, a page past the last sent
 * to the last), an untidy or misspelt address answered with its clean one, and for a clean
 * address everything the page shows: the results and counts (search.service.ts), the filter's
 * options, the names of what is chosen, the slugs its links need and a landing's price range.
 */
import { encodeId, type FieldErrors, type ServiceContext } from '#core/shared'
import { landingSegments, searchPath, type LandingSlugs } from './landing.rules'
import { landingSlugsFor, resolveLanding, searchPriceRange } from './landing.service'
import {
  isUntidy,
  landingFilter,
  orderSearchParams,
  tidySearchAddress,
  withoutLandingParams,
  type SearchFilter,
} from './search-address.rules'
import { lastPage, readSearchAddress, searchParamsOf } from './search.schemas'
import { searchListings, type SearchOutcome } from './search.service'
import {
  chosenNames,
  departmentsOf,
  featureOption,
  featuresOf,
  municipalitiesOf,
  municipalityNames,
  sectorsOf,
  typeOption,
  typesOf,
  type ChosenNames,
  type Option,
} from './search-names.service'

export interface SearchPageData extends SearchOutcome {
  options: {
    types: Array<Option & { plural: string }>
    features: Array<Option & { category: string }>
    departments: Option[]
    municipalities: Option[]
    sectors: Option[]
  }
  /** Names of what is chosen, for the heading, the chips and the page title. */
  chosen: ChosenNames
}

/** A clean search page: what it shows and what its links and words are drawn from. */
export interface SearchPageFound {
  redirect?: undefined
  filter: SearchFilter
  /** The clean query: a landing's ids written as the address writes them, `view=map` kept. */
  query: URLSearchParams
  /** Slugs of the chosen values: links that keep them go to landing addresses. */
  slugs: LandingSlugs
  page: SearchPageData
  /** A landing's (or its query twin's) lowest and highest price, for its introduction. */
  range: { min: number; max: number } | null
  /** Each filter at fault with its messages, and every parameter the search left out. */
  errors: FieldErrors
  dropped: string[]
  view: 'list' | 'map'
  /** The lists to render in full (the filter form's more=… buttons, for visitors without JavaScript). */
  more: Set<string>
}

/** The address to answer with instead: its clean spelling (302), a landing's own spelling (301). */
export interface SearchPageRedirect {
  redirect: string
  status: 301 | 302
}

/**
 * The search page of an address (the page's own: a data request's `.data` and `_routes` taken
 * off). A landing path whose words name nothing throws not-found.
 */
export async function getSearchPage(ctx: ServiceContext, url: URL): Promise<SearchPageFound | SearchPageRedirect> {
  const locale = ctx.locale ?? 'es-CO'
  const { pathname, searchParams } = url
  // A landing address (/arriendo/apartamentos/medellin) is the search its words name, plus its query.
  const segments = landingSegments(pathname)
  const landing = segments ? await resolveLanding(ctx, segments) : null
  // The address cleaned once: the codec's clean form, read as it is by the search.
  const rest = tidySearchAddress(landing ? withoutLandingParams(searchParams, landing.ids) : searchParams)
  const view = searchParams.get('view') === 'map' ? 'map' : 'list'
  const more = new Set(searchParams.getAll('more').filter((v) => v))
  const withMore = (params: URLSearchParams) => {
    const target = new URLSearchParams(params)
    for (const list of more) target.append('more', list)
    return target
  }
  if (!landing && isUntidy(searchParams)) {
    const tidy = new URLSearchParams(rest)
    if (view === 'map') tidy.set('view', 'map')
    const qs = withMore(tidy).toString()
    return { redirect: pathname + (qs ? `?${qs}` : ''), status: 302 }
  }

  // A filter at fault is left out and its message shown beside its field, with the results of the rest.
  const { errors, dropped, ...read } = readSearchAddress(rest)
  // The landing's ids go straight into the filter; its links write them as the address does.
  const filter = landing ? landingFilter(read.filter, landing.ids) : read.filter
  const query = landing ? orderSearchParams(new URLSearchParams([...searchParamsOf(landing.ids), ...rest])) : rest
  if (view === 'map') query.set('view', 'map')

  const slugs = await landingSlugsFor(ctx, filter)
  if (landing) {
    // One spelling per landing: words in the page's language, current slugs, a tidy query (301).
    const target = searchPath(locale, withMore(query), slugs)
    if (target !== pathname + (searchParams.size ? `?${searchParams}` : '')) return { redirect: target, status: 301 }
  }

  const [page, range] = await Promise.all([
    pageOf(ctx, filter),
    // The introduction's price range: on the landings and their query twins only.
    landing || searchPath(locale, query, slugs) !== searchPath(locale, query) ? searchPriceRange(ctx, filter) : null,
  ])
  // A page past the last (?page=999, or a search that has shrunk since): the last page, at its own address.
  const shownPage = Math.min(filter.page, lastPage(page.total, filter.perPage))
  if (String(shownPage) !== (query.get('page') ?? '1')) {
    const target = new URLSearchParams(query)
    if (shownPage > 1) target.set('page', String(shownPage))
    else target.delete('page')
    const to = landing ? searchPath(locale, withMore(target), slugs) : `${pathname}?${withMore(target)}`
    return { redirect: to.replace(/\?$/, ''), status: 302 }
  }
  return { filter, query, slugs, page, range, errors, dropped, view, more }
}

/** Everything the search page shows for a filter. */
async function pageOf(ctx: ServiceContext, filter: SearchFilter): Promise<SearchPageData> {
  const english = ctx.locale === 'en'
  const [outcome, types, featureRows, departments, municipalityRows, sectorRows, chosenMunicipality, chosen] =
    await Promise.all([
      searchListings(ctx, filter),
      typesOf(ctx),
      featuresOf(ctx),
      departmentsOf(ctx),
      filter.departmentId ? municipalitiesOf(ctx, filter.departmentId) : Promise.resolve([]),
      filter.municipalityId ? sectorsOf(ctx, filter.municipalityId) : Promise.resolve([]),
      filter.municipalityId ? municipalityNames(ctx, [filter.municipalityId]) : Promise.resolve([]),
      chosenNames(ctx, filter),
    ])
  const municipality = chosenMunicipality[0] ?? null
  // A municipality chosen without its department still lists its neighbours.
  const neighbours =
    !filter.departmentId && municipality ? await municipalitiesOf(ctx, municipality.departmentId) : municipalityRows
  return {
    ...outcome,
    options: {
      types: types.map((t) => typeOption(t, english)),
      features: featureRows.map((f) => featureOption(f, english)),
      departments: departments.map((d) => ({ value: encodeId('department', d.id), label: d.name })),
      municipalities: neighbours.map((m) => ({ value: encodeId('municipality', m.id), label: m.name })),
      sectors: sectorRows.map((s) => ({ value: encodeId('sector', s.id), label: s.name })),
    },
    chosen,
  }
}

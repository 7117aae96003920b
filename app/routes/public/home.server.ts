/**
 * The home page's data: the 8 city tiles with their search links, and the options of the
 * search box (operations, property types; places are suggested as typed), all with opaque ids.
 */
import { translate, type Locale } from '#i18n'
import { bestPlaceFor, MAX_PLACE_QUERY_LENGTH, searchParamsOf, searchPath, type SearchNamed } from '#core/search'
import { decodeId, decodeOperation, encodeId, encodeOperation } from '#core/shared'
import { projectSearchFilter, searchProjects } from '#core/projects'
import { anonymousContext } from '#web/context'
import type { ProjectCardData } from '~/components/projects/search/project-card'
import { projectCardData } from '~/routes/projects/project-card.server'
import { HOME_CITIES } from '../../components/shell/home-cities'
import { loadHomeSource } from '../../lib/shell-places.server'

/** The search page's address of a link (without the language: the page's links add it), written by the codec. */
const searchHref = (named: SearchNamed) => searchPath('es-CO', searchParamsOf(named))

export interface Option {
  value: string
  label: string
}

export interface HomeData {
  cities: Array<{ code: string; name: string; department: string; href: string }>
  operations: Option[]
  types: Option[]
  /** The newest published projects (issue 32 point 4), as cards. */
  projects: ProjectCardData[]
}

/** How many projects the home's featured row shows. */
const FEATURED_PROJECTS = 4

export async function loadHomeData(locale: Locale): Promise<HomeData> {
  const [source, projects] = await Promise.all([
    loadHomeSource(locale),
    searchProjects(anonymousContext(locale), projectSearchFilter({ perPage: FEATURED_PROJECTS })),
  ])
  const byCode = new Map(source?.municipalities.map((m) => [m.code, m]) ?? [])
  return {
    cities: HOME_CITIES.map((city) => {
      const m = byCode.get(city.code)
      return {
        code: city.code,
        name: m?.name ?? city.name,
        department: city.department,
        href: m ? searchHref({ departmentId: m.departmentId, municipalityId: m.id }) : '/properties/search',
      }
    }),
    operations: [
      { value: encodeOperation('rent'), label: translate(locale, 'shell.home.rent') },
      { value: encodeOperation('sale'), label: translate(locale, 'shell.home.sale') },
    ],
    types: (source?.types ?? []).map((type) => ({ value: encodeId('propertyType', type.id), label: type.name })),
    projects: projects.data.map((card) => projectCardData(locale, card)),
  }
}

/**
 * The search box submits to the home page (`?operation_type_id=…&property_types=…`, with the
 * place as the ids of a suggestion chosen, `department_id`, `municipality_id`, `sector_id`, or as
 * the words typed, `place_q`, all ids opaque); this turns it into the search route's address.
 * Typed words go to the best matching municipality or barrio, or, matching none, to the
 * search's words. Values that do not decode are dropped.
 */
export async function searchRedirectPath(params: URLSearchParams, locale: Locale): Promise<string | null> {
  const keys = ['place', 'place_q', 'operation_type_id', 'property_types', 'department_id', 'municipality_id']
  if (!keys.some((k) => params.has(k))) return null
  const operation = decodeOperation(params.get('operation_type_id'))
  const typeId = decodeId('propertyType', params.get('property_types')) ?? undefined
  // `place` is the former select's "<department>.<municipality>" (links saved before).
  const [dep, mun] = (params.get('place') ?? '').split('.')
  let place = {
    departmentId: decodeId('department', params.get('department_id') ?? dep) ?? undefined,
    municipalityId: decodeId('municipality', params.get('municipality_id') ?? mun) ?? undefined,
    sectorId: decodeId('sector', params.get('sector_id')) ?? undefined,
  }
  let words: string | undefined
  const typed = (params.get('place_q') ?? '').trim().slice(0, MAX_PLACE_QUERY_LENGTH)
  if (typed && !place.municipalityId) {
    const best = await bestPlaceFor(anonymousContext(locale), typed)
    if (best)
      place = {
        departmentId: best.departmentId,
        municipalityId: best.municipalityId,
        sectorId: best.kind === 'sector' ? best.id : undefined,
      }
    else words = typed
  }
  return searchHref({ typeId, operation: operation ?? undefined, ...place, q: words })
}

/**
 * The home page's data: the 8 city tiles with their search links, and the options of the
 * search box (operations, property types, places), all with opaque ids.
 */
import { translate, type Locale } from '~/i18n'
import { decodeId, decodeOperation, encodeId, encodeOperation } from '#core/shared'
import { HOME_CITIES } from '../../components/shell/home-cities'
import { searchHref } from '../../lib/footer-links.server'
import { loadHomeSource } from '../../lib/shell-places.server'

export interface Option {
  value: string
  label: string
}

export interface HomeData {
  cities: Array<{ code: string; name: string; department: string; href: string }>
  operations: Option[]
  types: Option[]
  places: { featured: Option[]; more: Option[] }
}

export async function loadHomeData(locale: Locale): Promise<HomeData> {
  const source = await loadHomeSource(locale)
  const byCode = new Map(source?.municipalities.map((m) => [m.code, m]) ?? [])
  const placeOption = (m: { id: number; departmentId: number; name: string; departmentName: string }): Option => ({
    value: `${encodeId('department', m.departmentId)}.${encodeId('municipality', m.id)}`,
    label:
      m.name === m.departmentName || m.departmentName.startsWith(m.name) ? m.name : `${m.name}, ${m.departmentName}`,
  })
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
    places: {
      featured: (source?.featured ?? []).map(placeOption),
      more: (source?.more ?? []).map(placeOption),
    },
  }
}

/**
 * The search box without JavaScript submits to the home page (`?operation_type_id=…&
 * property_types=…&place=<department id>.<municipality id>`, all opaque); this turns it into the search route's address.
 * Values that do not decode are dropped.
 */
export function searchRedirectPath(params: URLSearchParams): string | null {
  if (!params.has('place') && !params.has('operation_type_id') && !params.has('property_types')) return null
  const operation = decodeOperation(params.get('operation_type_id'))
  const typeId = decodeId('propertyType', params.get('property_types')) ?? undefined
  const [dep, mun] = (params.get('place') ?? '').split('.')
  return searchHref({
    typeId,
    operation: operation ?? undefined,
    departmentId: decodeId('department', dep) ?? undefined,
    municipalityId: decodeId('municipality', mun) ?? undefined,
  })
}

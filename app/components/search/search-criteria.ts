/**
 * A search's criteria in words, one per chosen filter ("Arriendo", "Apartamento", "Medellín",
 * "3+ alcobas", "Hasta $ 3.000.000"): the search page's chips (search-chips.tsx) and the saved
 * searches of the panel (`criteriaInWords`) say them the same way.
 */
import type { SearchCriteria } from '#core/search'
import { formatCop } from '#core/shared/browser'
import type { useT } from '~/lib/i18n'

type Translate = ReturnType<typeof useT>['t']

/** One chosen filter: its words, and the parameter (with its value, for a list) that chose it. */
export interface Criterion {
  key: string
  label: string
  param: string
  value?: string
}

export function searchCriteria(t: Translate, data: SearchCriteria): Criterion[] {
  const params = new URLSearchParams(data.query)
  const list: Criterion[] = []
  const add = (key: string, label: string, param: string, value?: string) => list.push({ key, label, param, value })
  const q = data.dropped.includes('q') ? null : params.get('q')
  if (q) add('q', t('search.chips.q', { q }), 'q')
  const op = data.filter.operation
  if (op) add('op', t(`search.filters.${op}`), 'operation_type_id')
  for (const type of data.chosen.types) add(`t${type.value}`, type.name, 'property_types', type.value)
  if (data.chosen.department && !data.chosen.municipality) add('dep', data.chosen.department.label, 'department_id')
  if (data.chosen.municipality) add('mun', data.chosen.municipality.label, 'municipality_id')
  for (const s of data.chosen.sectors) add(`s${s.value}`, s.label, 'sector_id', s.value)
  for (const key of ['price_min', 'price_max'] as const) {
    const v = data.dropped.includes(key) ? null : params.get(key)
    if (v && Number.isFinite(Number(v))) add(key, t(`search.chips.${key}`, { amount: formatCop(Number(v)) }), key)
  }
  for (const key of ['area_min', 'area_max'] as const) {
    const v = data.dropped.includes(key) ? null : params.get(key)
    if (v) add(key, t(`search.chips.${key}`, { n: v }), key)
  }
  const d = data.filter
  for (const key of ['bedrooms', 'bathrooms', 'parking'] as const) {
    const v = d[key]
    if (v) add(key, t(`search.chips.${key}`, { n: v }), key)
  }
  for (const s of d.strata) add(`e${s}`, t('search.filters.stratum_value', { n: s }), 'stratum', String(s))
  for (const f of data.chosen.features) add(`f${f.value}`, f.label, 'features', f.value)
  if (d.adminMax != null) add('admin_max', t('search.chips.admin_max', { amount: formatCop(d.adminMax) }), 'admin_max')
  if (d.newConstruction) add('new', t('search.filters.age_new'), 'new_construction')
  else if (d.ageMax === 0) add('age', t('search.filters.age_new'), 'age_max')
  else if (d.ageMax != null)
    add('age', d.ageMax === 1 ? t('search.chips.age_max_one') : t('search.chips.age_max', { n: d.ageMax }), 'age_max')
  if (d.privateAreaMin != null)
    add('pa', t('search.chips.private_area_min', { n: d.privateAreaMin }), 'private_area_min')
  if (d.floorMin != null) add('floor', t('search.chips.floor_min', { n: d.floorMin }), 'floor_min')
  for (const flag of ['elevator', 'furnished', 'pets'] as const)
    if (d[flag]) add(flag, t(`search.filters.${flag}`), flag)
  for (const g of d.guarantees) add(`g${g}`, t(`search.filters.guarantee_${g}`), 'guarantee', g)
  if (d.verified) add('verified', t('search.chips.verified'), 'verified')
  return list
}

const PLACE_PARAMS = new Set(['department_id', 'municipality_id', 'sector_id'])

/**
 * The criteria as one line, the place as one part ("Arriendo · Apartamento · Medellín, El
 * Poblado · 3+ alcobas"); a search that chooses nothing reads as every listing.
 */
export function criteriaInWords(t: Translate, data: SearchCriteria): string {
  const criteria = searchCriteria(t, data)
  const isPlace = (c: Criterion) => PLACE_PARAMS.has(c.param)
  const parts = criteria.filter((c) => !isPlace(c)).map((c) => c.label)
  // The place's parts come one after the other: they become one part where the first stood.
  const place = criteria.filter(isPlace).map((c) => c.label)
  if (place.length) parts.splice(criteria.findIndex(isPlace), 0, place.join(', '))
  return parts.length ? parts.join(' · ') : t('visitor.searches.every_listing')
}

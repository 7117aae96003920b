/**
 * A saved project search in words ("Proyectos nuevos · Bello · VIS · Entrega hasta 2027"), as the
 * panel tells a listing search (search-criteria.ts): the same chips' words for budget and bedrooms.
 */
import type { ProjectSearchCriteria } from '#core/projects'
import { formatCop } from '#core/shared/browser'
import type { useT } from '~/lib/i18n'

type Translate = ReturnType<typeof useT>['t']

export function projectCriteriaInWords(t: Translate, c: ProjectSearchCriteria): string {
  const parts = [t('visitor.searches.projects_kind')]
  if (c.places.length) parts.push(c.places.join(', '))
  parts.push(...c.stages.map((s) => t(`projects.stage.${s}`)))
  if (c.vis) parts.push('VIS')
  if (c.vip) parts.push('VIP')
  if (c.deliveryYearMax != null) parts.push(t('project_search.delivery_by', { year: c.deliveryYearMax }))
  if (c.priceMin != null) parts.push(t('search.chips.price_min', { amount: formatCop(c.priceMin) }))
  if (c.priceMax != null) parts.push(t('search.chips.price_max', { amount: formatCop(c.priceMax) }))
  if (c.bedrooms != null) parts.push(t('search.chips.bedrooms', { n: c.bedrooms }))
  parts.push(...c.amenities)
  return parts.join(' · ')
}

/** The words a project's facts are read in, the same on the server (meta tags) and in the page. */
import type { PublicProjectView } from '#core/projects'
import { formatCop } from '#core/shared/browser'
import type { Locale, MessageKey, translate } from '#i18n'
import { formatArea } from '../listing/format'

type Translate = (key: MessageKey, params?: Parameters<typeof translate>[2]) => string

/** "Desde $ 320.000.000 · 2–3 alcobas · 54–78 m²", each part only where the unit types state it. */
export function summaryParts(t: Translate, s: PublicProjectView['summary']): string[] {
  const parts: string[] = []
  if (s.price_from != null) parts.push(t('project_page.summary.from', { price: formatCop(s.price_from) }))
  if (s.bedrooms_min != null && s.bedrooms_max != null)
    parts.push(
      s.bedrooms_min === s.bedrooms_max
        ? t('listing.card.bedrooms', { n: s.bedrooms_min })
        : t('project_page.summary.bedrooms_range', { min: s.bedrooms_min, max: s.bedrooms_max }),
    )
  if (s.area_min != null && s.area_max != null)
    parts.push(
      s.area_min === s.area_max
        ? t('project_page.summary.area', { value: formatArea(s.area_min) })
        : t('project_page.summary.area_range', { min: formatArea(s.area_min), max: formatArea(s.area_max) }),
    )
  return parts
}

/** "junio de 2028" / "June 2028"; the year alone without a month; null without a year. */
export function deliveryDate(locale: Locale, year: number | null, month: number | null): string | null {
  if (year == null) return null
  if (month == null) return String(year)
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-CO', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 15)))
}

/** "Laureles, Medellín" (the barrio and the municipality it is in), or the department alone. */
export function projectPlace(p: Pick<PublicProjectView, 'sector' | 'municipality' | 'department'>): string {
  return [p.sector, p.municipality].filter(Boolean).join(', ') || p.department || 'Colombia'
}

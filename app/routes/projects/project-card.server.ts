/** A project search card's words, written on the server (the card itself is markup only). */
import type { ProjectCardView } from '#core/projects'
import { translate, type Locale, type MessageKey } from '#i18n'
import { deliveryDate, summaryParts } from '~/components/projects/project-format'
import type { ProjectCardData } from '~/components/projects/search/project-card'

export function projectCardData(locale: Locale, p: ProjectCardView): ProjectCardData {
  const t = (key: MessageKey, params?: Parameters<typeof translate>[2]) => translate(locale, key, params)
  const [price = null, ...facts] = summaryParts(t, p.summary)
  const stage = t(`projects.stage.${p.stage}`)
  const date = p.stage === 'entrega_inmediata' ? null : deliveryDate(locale, p.delivery_year, p.delivery_month)
  return {
    id: p.id,
    name: p.name,
    path: new URL(p.url).pathname,
    photo: p.photo,
    stage,
    badges: [p.vis && t('project_page.vis'), p.vip && t('project_page.vip')].filter((b): b is string => !!b),
    price,
    facts: facts.join(' · ') || null,
    place: [p.sector, p.municipality].filter(Boolean).join(', ') || null,
    delivery: date ? t('project_search.card.delivery', { date }) : stage,
    builder: t('project_search.card.by', { builder: p.builder.name }),
  }
}

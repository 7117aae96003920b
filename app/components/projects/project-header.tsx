/**
 * The head of a project page: the kind of page, the name, the builder, the place, the VIS/VIP
 * badges, the summary of its unit types ("Desde $X · 2–3 alcobas · 54–78 m²") and its key
 * facts (stage, expected delivery, estrato).
 */
import type { PublicProjectView } from '#core/projects'
import type { MessageKey } from '#i18n'
import { useT } from '~/lib/i18n'
import { IconPin } from '../listing/listing-icons'
import { deliveryDate, summaryParts } from './project-format'

export function ProjectHeader({ project: p }: { project: PublicProjectView }) {
  const { t, locale } = useT()
  const delivery = deliveryDate(locale, p.delivery_year, p.delivery_month)
  const summary = summaryParts(t, p.summary)
  const place = [p.sector, p.municipality, p.department].filter(Boolean).join(', ')
  const facts = [
    [t('project_page.stage'), t(`projects.stage.${p.stage}`)],
    ...(delivery ? [[t('project_page.delivery'), delivery]] : []),
    ...(p.stratum != null ? [[t('project_page.stratum'), String(p.stratum)]] : []),
  ]
  const badges: Array<[MessageKey, MessageKey]> = [
    ...(p.vis ? [['project_page.vis', 'project_page.vis_title'] as [MessageKey, MessageKey]] : []),
    ...(p.vip ? [['project_page.vip', 'project_page.vip_title'] as [MessageKey, MessageKey]] : []),
  ]
  return (
    <header className="md:col-start-1 md:row-start-1">
      <p className="text-sm font-bold tracking-wide text-ink uppercase">{t('project_page.kicker')}</p>
      <h1 className="mt-1 text-2xl leading-tight font-extrabold text-ink-900 sm:text-3xl">{p.name}</h1>
      <p className="mt-1 text-ink-900">{t('project_page.by_builder', { builder: p.builder.name })}</p>
      {place && (
        <p className="mt-2 flex items-start gap-1 text-ink-900">
          <IconPin className="mt-0.5 size-5 shrink-0 text-ink" />
          {place}
        </p>
      )}
      {badges.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {badges.map(([label, title]) => (
            <li key={label}>
              <abbr
                title={t(title)}
                className="inline-flex rounded-full bg-emerald-700 px-3 py-1 text-sm font-extrabold text-white no-underline"
              >
                {t(label)}
              </abbr>
              <span className="sr-only"> ({t(title)})</span>
            </li>
          ))}
        </ul>
      )}
      {summary.length > 0 && (
        <p className="mt-3 text-xl font-extrabold text-ink-900" data-testid="project-summary">
          {summary.join(' · ')}
        </p>
      )}
      <dl aria-label={t('project_page.facts_label')} className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-brand-50 px-3 py-2">
            <dt className="text-xs text-ink">{label}</dt>
            <dd className="font-extrabold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  )
}

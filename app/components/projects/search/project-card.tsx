/**
 * A project as a card (the /proyectos results, the home's featured row): the cover, the stage
 * and VIS/VIP badges, "Desde $X · 2–3 alcobas · 54–78 m²", the name linking to its page, the
 * place, the expected delivery and the builder. Drawn with the listing cards' rc-* classes
 * (app/components/search/search.css), so both searches look alike and share their styles.
 */
import { Link } from 'react-router'
import type { ProjectCardView } from '#core/projects'
import { useT } from '~/lib/i18n'
import { deliveryDate, summaryParts } from '../project-format'

const SIZES = '(min-width: 75rem) 22rem, (min-width: 62rem) 30vw, (min-width: 36rem) 48vw, 100vw'

/** What a card shows of a project (the search's card, without what it does not draw). */
export type ProjectCardData = Pick<
  ProjectCardView,
  | 'id'
  | 'name'
  | 'url'
  | 'builder'
  | 'municipality'
  | 'sector'
  | 'stage'
  | 'delivery_year'
  | 'delivery_month'
  | 'vis'
  | 'vip'
  | 'photo'
  | 'summary'
>

export function ProjectCard({ project: p, eager = false }: { project: ProjectCardData; eager?: boolean }) {
  const { t, locale, href } = useT()
  const delivery = p.stage === 'entrega_inmediata' ? null : deliveryDate(locale, p.delivery_year, p.delivery_month)
  const [price, ...rest] = summaryParts(t, p.summary)
  const place = [p.sector, p.municipality].filter(Boolean).join(', ')
  const badges = [p.vis && t('project_page.vis'), p.vip && t('project_page.vip')].filter(Boolean)
  return (
    <article className="rc" data-testid="project-card">
      <div className="rc-ph">
        {p.photo && (
          <img
            src={p.photo.url}
            srcSet={p.photo.srcset}
            sizes={SIZES}
            alt=""
            width={800}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        <p className="rc-bdg">
          <span className="rc-tag">{t(`projects.stage.${p.stage}`)}</span>
          {badges.map((b) => (
            <span key={b as string} className="rc-str">
              {b}
            </span>
          ))}
        </p>
      </div>
      <div className="rc-bd">
        {price && <p className="rc-pr">{price}</p>}
        {rest.length > 0 && <p className="rc-sub">{rest.join(' · ')}</p>}
        <h3 className="rc-t">
          <Link to={href(new URL(p.url).pathname)}>{p.name}</Link>
        </h3>
        {place && <p className="rc-pl">{place}</p>}
        <p className="rc-sub">
          {delivery ? t('project_search.card.delivery', { date: delivery }) : t(`projects.stage.${p.stage}`)}
        </p>
        <p className="rc-ag">
          <span>{t('project_search.card.by', { builder: p.builder.name })}</span>
        </p>
      </div>
    </article>
  )
}

/**
 * A project as a card (the /proyectos results, the home's featured row): the cover, the stage
 * and VIS/VIP badges, "Desde $X · 2–3 alcobas · 54–78 m²", the name linking to its page, the
 * place, the expected delivery and the builder, and the heart and compare buttons (the visitor's project lists). Its words come written from the server
 * (project-card.server.ts), so the card adds only its markup to a page's scripts. Drawn with
 * the listing cards' rc-* classes (app/components/search/search.css): both searches look alike.
 */
import { Link } from 'react-router'
import { CardPhoto } from '~/components/search/card-photo'
import { CARD_ACTION_TEXTS, CardActions } from '~/components/visitor/listing-actions'
import { useHydrated } from '~/lib/i18n'

export interface ProjectCardData {
  id: string
  name: string
  /** The project page's path in the page's language. */
  path: string
  photo: { url: string; srcset: string } | null
  stage: string
  /** "VIS", "VIP". */
  badges: string[]
  /** "Desde $ 320.000.000", and "2–3 alcobas · 54–78 m²". */
  price: string | null
  facts: string | null
  place: string | null
  /** "Entrega junio de 2028" (or the stage, for entrega inmediata). */
  delivery: string
  builder: string
}

export function ProjectCard({ card, eager = false }: { card: ProjectCardData; eager?: boolean }) {
  // The heart and compare buttons need the scripts: until they run, only their look (as a listing's card).
  const hydrated = useHydrated(CARD_ACTION_TEXTS)
  return (
    <article className="rc" data-testid="project-card">
      <div className="rc-ph">
        {card.photo && <CardPhoto src={card.photo.url} srcset={card.photo.srcset} loading={eager ? 'eager' : 'lazy'} />}
        <p className="rc-bdg">
          <span className="rc-tag">{card.stage}</span>
          {card.badges.map((b) => (
            <span key={b} className="rc-str">
              {b}
            </span>
          ))}
        </p>
        <CardActions projectId={card.id} hydrated={hydrated} />
      </div>
      <div className="rc-bd">
        {card.price && <p className="rc-pr">{card.price}</p>}
        {card.facts && <p className="rc-sub">{card.facts}</p>}
        <h3 className="rc-t">
          <Link to={card.path}>{card.name}</Link>
        </h3>
        {card.place && <p className="rc-pl">{card.place}</p>}
        <p className="rc-sub">{card.delivery}</p>
        <p className="rc-ag">
          <span>{card.builder}</span>
        </p>
      </div>
    </article>
  )
}

/**
 * What staff verified about a listing's publisher (issue 33), as badges: "Inmobiliaria
 * verificada", "Propietario verificado", "Teléfono confirmado". Each badge is a button that opens
 * its explanation as a native popover (`popovertarget`): it works before the page's scripts run
 * and without any of its own, from the keyboard (Enter, Esc) and with a screen reader (the
 * button is expanded or collapsed, and described by the explanation); a tap elsewhere closes it.
 * A mouse hovering, or the keyboard's focus, shows the same words beside it (CSS only,
 * publisher-badges.css). Cards, the listing page's contact card and the microsite's header show it.
 */
import { useId } from 'react'
import type { Publisher } from '#core/listings'
import { useT } from '~/lib/i18n'
import { cn } from '~/components/ui/cn'

export type PublisherBadge = 'agency_verified' | 'owner_verified' | 'phone_confirmed'

/** The badges a publisher has earned, in the order they are shown (publisher.view.ts says who is verified). */
export function publisherBadges(publisher: Publisher): PublisherBadge[] {
  const badges: PublisherBadge[] = []
  const byOwner = publisher.kind === 'owner'
  if (publisher.verified) badges.push(byOwner ? 'owner_verified' : 'agency_verified')
  if (byOwner && publisher.phone_confirmed) badges.push('phone_confirmed')
  return badges
}

export function PublisherBadges({ badges, className }: { badges: PublisherBadge[]; className?: string }) {
  const { t } = useT()
  const uid = useId()
  if (!badges.length) return null
  return (
    <ul className={cn('vb', className)} aria-label={t('listing.badges.label')} data-testid="publisher-badges">
      {badges.map((badge) => {
        // Short (a search page repeats it on every card): the badges start with different letters.
        const id = `${uid}${badge[0]}`
        return (
          <li key={badge} className="vb-i">
            <button type="button" className="vb-b" popoverTarget={id} aria-describedby={id}>
              {t(`listing.badges.${badge}`)}
            </button>
            <span id={id} popover="auto" className="vb-p">
              {t(`listing.badges.${badge}_about`)}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

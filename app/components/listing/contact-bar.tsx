/**
 * The phone's contact bar on a listing page, as the big portals have: Llamar, WhatsApp and
 * Mensaje, fixed at the foot of the screen (above the bottom menu) below the `md` width. It
 * replaces the floating chat button there (`data-replaces-floating`). Llamar goes through
 * the contact card's phone reveal (opened, so it is counted once, as "Ver teléfono" is) and
 * then dials; WhatsApp is the card's link, counted the same way; Mensaje opens the message form
 * (a listing's only: a project's page has no message form yet).
 */
import type { MouseEvent } from 'react'
import { IconWhatsApp } from '~/components/shell/icons'
import { AgencyMessageButton } from '~/components/visitor/lead-buttons'
import { useT } from '~/lib/i18n'
import { countContactClick, statsPath } from './contact-card'
import { IconMessage, IconPhone } from './listing-icons'
import { OutsideLink } from '~/components/ui/outside-link'

const action =
  'inline-flex min-h-12 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-2 text-sm font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink'

export function ContactBar({
  propertyId,
  projectId,
  code,
  phone,
  whatsappUrl,
}: {
  /** A listing's id and code: its clicks are counted and Mensaje writes to its agency. */
  propertyId?: string
  /** A project's id: its sales room's clicks are counted for the builder. */
  projectId?: string
  code?: string
  phone: { display: string; href: string | null } | null
  whatsappUrl: string | null
}) {
  const { t } = useT()

  // Reveal the number in the contact card (its toggle counts the reveal); a dialable number then rings.
  const onCall = (event: MouseEvent<HTMLAnchorElement>) => {
    const details = document.getElementById('contact-phone') as HTMLDetailsElement | null
    if (details && !details.open) details.open = true
    if (!phone?.href) {
      event.preventDefault()
      details?.scrollIntoView({ block: 'center' })
    }
  }

  return (
    <nav
      aria-label={t('listing.contact.title')}
      data-testid="contact-bar"
      data-replaces-floating
      data-contact-bar
      className="fixed inset-x-0 bottom-[var(--bottom-menu,0rem)] z-30 flex gap-2 border-t border-ink/10 bg-white px-3 py-2 shadow-[0_-6px_16px_-10px_rgba(0,0,0,0.35)] md:hidden"
    >
      {phone && (
        <a
          href={phone.href ?? '#contact-phone'}
          onClick={onCall}
          aria-label={t('listing.contact.call', { phone: phone.display })}
          className={`${action} border border-ink/25 bg-white text-ink-900`}
          data-testid="bar-call"
        >
          <IconPhone className="size-5" />
          {t('listing.contact.bar_call')}
        </a>
      )}
      {whatsappUrl && (
        <OutsideLink
          href={whatsappUrl}
          onClick={() => countContactClick(statsPath({ propertyId, projectId }), 'whatsapp')}
          className={`${action} bg-[#25d366] text-ink-900`}
          data-testid="bar-whatsapp"
        >
          <IconWhatsApp className="size-5" />
          {t('listing.contact.bar_whatsapp')}
        </OutsideLink>
      )}
      {propertyId && code && (
        <AgencyMessageButton
          subject={{ kind: 'property', id: propertyId, code }}
          trigger={{
            className: `${action} bg-ink text-white`,
            label: (
              <>
                <IconMessage className="size-5" />
                {t('listing.contact.bar_message')}
              </>
            ),
            testId: 'bar-message',
          }}
        />
      )}
    </nav>
  )
}

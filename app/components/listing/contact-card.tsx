/**
 * The agency and adviser card: logo and name (to the agency's microsite), the adviser,
 * the phone behind "Ver teléfono" (a <details>, so it also opens without JavaScript) with
 * a copy button, WhatsApp with a pre-filled message naming the code and the address, and
 * share / copy-link. Copy failures show the catalogue's toasts. Revealing the phone and
 * opening WhatsApp are counted for the agency's (or the builder's) statistics (no visitor named).
 */
import { Link } from 'react-router'
import type { ReactNode } from 'react'
import { IconWhatsApp } from '~/components/shell/icons'
import { useHydrated, useT } from '~/lib/i18n'
import { buttonClass } from '../ui/button'
import { copyText } from '../ui/clipboard'
import { cn } from '../ui/cn'
import { Thumb } from '../ui/thumb'
import { useToast } from '../ui/toast'
import { IconCopy, IconPhone, IconShare } from './listing-icons'
import { PublisherBadges, type PublisherBadge } from './publisher-badges'
import { TitledSection } from '~/components/ui/titled-section'

export interface ContactCardProps {
  /** The listing's public id, for counting contact clicks. */
  propertyId?: string
  /** Or the project's (its sales room's clicks count for the builder). */
  projectId?: string
  /** The card's title and what it says without a phone, when not a listing's agency (a project's sales room). */
  texts?: { title: string; noPhone: string }
  agency: { name: string; logo: string | null; path: string }
  /** The owner publishes it (issue 33): named without a microsite. */
  byOwner?: boolean
  /** What staff verified about the publisher (issue 33), each badge with its explanation. */
  badges?: PublisherBadge[]
  adviser: { name: string; photo: string | null } | null
  phone: { display: string; href: string | null } | null
  whatsappUrl: string | null
  share: { url: string; title: string; text: string }
  /** Favourite / compare buttons, when the visitor tools provide them. */
  actions?: ReactNode
  /** A listing for rent (rent or sale_rent): the card warns never to pay before a visit (issue 33). */
  rental?: boolean
}

/** Where a listing's or a project's statistics are counted (…/views, …/contact-clicks); null for neither. */
export function statsPath(ids: { propertyId?: string; projectId?: string }): string | null {
  if (ids.projectId) return `/api/projects/${encodeURIComponent(ids.projectId)}`
  return ids.propertyId ? `/api/properties/${encodeURIComponent(ids.propertyId)}` : null
}

/** One phone reveal or WhatsApp click, counted for the agency; a failure is never the visitor's problem. */
export function countContactClick(path: string | null, channel: 'phone' | 'whatsapp') {
  if (!path) return
  void fetch(`${path}/contact-clicks`, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel }),
  }).catch(() => undefined)
}

/** The buttons that work once the scripts run (copying and the share sheet need them). */
const BROWSER_TEXTS = ['listing.contact.copy_phone', 'listing.share.button'] as const

export function ContactCard({
  propertyId,
  projectId,
  agency,
  byOwner = false,
  badges = [],
  adviser,
  phone,
  whatsappUrl,
  share,
  actions,
  texts,
  rental,
}: ContactCardProps) {
  const { t, href } = useT()
  const toast = useToast()
  const hydrated = useHydrated(BROWSER_TEXTS)
  const counted = statsPath({ propertyId, projectId })

  const onCopyPhone = async () => {
    if (!phone) return
    if (await copyText(phone.display)) toast.success(t('listing.contact.phone_copied'))
    else toast.error(t('errors.copy_phone'))
  }

  const onShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: share.title, text: share.text, url: share.url })
        return
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') return
        // Sharing is not possible here: copy the link instead.
      }
    }
    if (await copyText(share.url)) toast.success(t('listing.share.copied'))
    else toast.error(t('errors.copy_link'))
  }

  return (
    <TitledSection
      id="contact-title"
      title={texts?.title ?? t('listing.contact.title')}
      className="rounded-xl border border-ink/15 bg-white p-5 shadow-sm"
      titleClassName="text-lg font-extrabold text-ink-900"
    >
      <div className="mt-4 flex items-center gap-3">
        <Thumb src={agency.logo} format="logo" alt={t('listing.contact.logo_alt', { agency: agency.name })}>
          {agency.name.slice(0, 1)}
        </Thumb>
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-wide text-ink uppercase">
            {byOwner ? t('owner.published_by_owner') : t('listing.contact.published_by')}
          </p>
          {byOwner ? (
            <p className="font-extrabold text-ink-900">{agency.name}</p>
          ) : (
            <Link
              to={href(agency.path)}
              className="block font-extrabold text-ink-900 underline-offset-2 hover:underline"
            >
              {agency.name}
            </Link>
          )}
          {adviser && (
            <p className="text-sm text-ink">
              {t('listing.contact.adviser')}: <span className="font-semibold text-ink-900">{adviser.name}</span>
            </p>
          )}
        </div>
      </div>
      <PublisherBadges className="mt-3" badges={badges} />

      <div className="mt-5 flex flex-col gap-3">
        {whatsappUrl && (
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="whatsapp-link"
            onClick={() => countContactClick(counted, 'whatsapp')}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl bg-[#25d366] px-5 font-bold text-ink-900 shadow-sm transition-colors hover:bg-[#1ebe5b] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink"
          >
            <IconWhatsApp className="size-5" />
            {t('listing.contact.whatsapp')}
          </a>
        )}
        {phone ? (
          <details
            id="contact-phone"
            className="group scroll-mt-24 rounded-xl border border-ink/25"
            onToggle={(event) => {
              if (event.currentTarget.open) countContactClick(counted, 'phone')
            }}
          >
            <summary
              className={cn(
                buttonClass('ghost', 'md', 'w-full border-0 group-open:rounded-b-none'),
                'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
              )}
            >
              <IconPhone className="size-5" />
              {t('listing.contact.show_phone')}
            </summary>
            <div className="flex items-center justify-between gap-2 border-t border-ink/15 px-4 py-3">
              {phone.href ? (
                <a
                  href={phone.href}
                  aria-label={t('listing.contact.call', { phone: phone.display })}
                  className="text-lg font-extrabold text-ink-900 underline-offset-2 hover:underline"
                  data-testid="phone-number"
                >
                  {phone.display}
                </a>
              ) : (
                <span className="text-lg font-extrabold text-ink-900" data-testid="phone-number">
                  {phone.display}
                </span>
              )}
              {hydrated && (
                <button
                  type="button"
                  onClick={onCopyPhone}
                  className="inline-flex size-10 items-center justify-center rounded-full text-ink-900 hover:bg-ink/10 focus-visible:outline-3 focus-visible:outline-ink"
                  aria-label={t('listing.contact.copy_phone')}
                  title={t('listing.contact.copy_phone')}
                >
                  <IconCopy className="size-5" />
                </button>
              )}
            </div>
          </details>
        ) : (
          <p className="text-sm text-ink">{texts?.noPhone ?? t('listing.contact.no_phone')}</p>
        )}
        {/* Drawn from the start but shown once the scripts run: appearing then, it pushed the
            buttons below it down under a finger already on its way to them. */}
        <button
          type="button"
          onClick={onShare}
          className={buttonClass('ghost', 'md', hydrated ? 'w-full' : 'invisible w-full')}
          aria-hidden={hydrated ? undefined : true}
          tabIndex={hydrated ? undefined : -1}
        >
          <IconShare className="size-5" />
          {t('listing.share.button')}
        </button>
        {actions}
      </div>
      {!byOwner && (
        <Link
          to={href(agency.path)}
          className="mt-4 inline-block text-sm font-bold text-ink-900 underline underline-offset-2"
        >
          {t('listing.contact.microsite', { agency: agency.name })}
        </Link>
      )}
      {rental && (
        <p role="note" className="mt-4 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          {t('listing.contact.no_deposit')}
        </p>
      )}
    </TitledSection>
  )
}

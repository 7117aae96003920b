/**
 * The chat panel: WhatsApp to the listing's agency (on a listing page, with the listing's
 * own pre-filled message) or to the portal, and a short message form that becomes a lead
 * (POST /api/chat/messages). Loaded on the first click of the chat button.
 */
import { useEffect, useRef, useState } from 'react'
import { useLocation, useMatches } from 'react-router'
import { trackRequest } from '~/components/ui/activity-store'
import { apiFetch } from '~/lib/auth-client'
import { useT } from '~/lib/i18n'
import { PushToggle } from '../pwa/push-toggle'
import { IconWhatsApp } from '../shell/icons'
import { CloseButton } from '../ui/close-button'
import { useShellData } from '../shell/shell-data'
import { Button } from '../ui/button'
import { TextArea, TextField } from '../ui/field'
import { ConsentCheckbox } from '../visitor/contact-fields'

interface ListingContext {
  id: string
  agency: string
  whatsappUrl: string | null
}

/** The listing of the current page, when it is a listing page (its loader data). */
function useListingContext(): ListingContext | null {
  const matches = useMatches()
  for (const match of matches) {
    const data = match.loaderData as
      { listing?: { id?: string; agency?: { name?: string } }; whatsappUrl?: string | null } | undefined
    if (data?.listing?.id && data.listing.agency?.name) {
      return { id: data.listing.id, agency: data.listing.agency.name, whatsappUrl: data.whatsappUrl ?? null }
    }
  }
  return null
}

type Errors = Partial<Record<'name' | 'contact' | 'message' | 'consent', string>>

export default function ChatPanel({
  open,
  onClose,
  portalWhatsapp,
}: {
  open: boolean
  onClose: () => void
  portalWhatsapp: string
}) {
  const { t } = useT()
  const { pathname } = useLocation()
  const listing = useListingContext()
  const signedIn = !!useShellData()?.user
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLElement>('a, input')?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  useEffect(() => {
    setSent(null)
    setFailure(null)
  }, [pathname])

  const whatsapp =
    listing?.whatsappUrl ??
    `https://wa.me/${portalWhatsapp}?text=${encodeURIComponent(t('pwa.chat.whatsapp_message_portal'))}`

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = {
      name: String(form.get('name') ?? ''),
      contact: String(form.get('contact') ?? ''),
      message: String(form.get('message') ?? ''),
      website: String(form.get('website') ?? ''),
      consent: form.get('consent') === 'on',
      property_id: listing?.id ?? null,
      page: pathname,
    }
    setBusy(true)
    setFailure(null)
    try {
      const res = await trackRequest(
        apiFetch('/api/chat/messages', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
      const json = (await res.json().catch(() => ({}))) as {
        msg?: string
        message?: string
        errors?: Record<string, string[]>
      }
      if (res.ok) {
        setSent(json.msg ?? t('pwa.chat.sent'))
        setErrors({})
      } else if (res.status === 422 && json.errors) {
        setErrors({
          name: json.errors.name?.[0],
          contact: json.errors.contact?.[0] && t('pwa.chat.contact_invalid'),
          message: json.errors.message?.[0],
          consent: json.errors.consent?.[0],
        })
      } else setFailure(json.message ?? t('pwa.chat.error'))
    } catch {
      setFailure(t('pwa.chat.error'))
    } finally {
      setBusy(false)
    }
  }

  if (!open) return null
  return (
    <div
      id="wi-chat-panel"
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby="wi-chat-title"
      data-testid="chat-panel"
      className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-ink/15 bg-white text-ink-900 shadow-2xl"
    >
      <div className="flex items-center justify-between bg-brand px-4 py-3">
        <h2 id="wi-chat-title" className="text-lg font-extrabold">
          {t('pwa.chat.title')}
        </h2>
        <CloseButton
          label={t('pwa.chat.close')}
          onClose={onClose}
          className="rounded-lg p-1 hover:bg-ink/10"
          iconClassName="size-5"
        />
      </div>
      <div className="flex max-h-[45dvh] flex-col gap-3 overflow-y-auto p-4 sm:max-h-[60dvh]">
        <p className="text-sm text-ink">
          {listing ? t('pwa.chat.intro_listing', { agency: listing.agency }) : t('pwa.chat.intro_portal')}
        </p>
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="chat-whatsapp"
          className="flex min-h-11 items-center justify-center gap-2 rounded-xl bg-[#1a7f45] px-4 font-bold text-white hover:bg-[#156a39]"
        >
          <IconWhatsApp className="size-5" aria-hidden="true" />
          {listing ? t('pwa.chat.whatsapp_listing') : t('pwa.chat.whatsapp_portal')}
        </a>
        <p className="text-center text-xs font-semibold tracking-wide text-ink uppercase">{t('pwa.chat.or')}</p>
        {sent ? (
          <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm font-semibold">
            {sent}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-2">
            {(
              [
                ['name', 'name', 120],
                ['contact', 'email', 200],
              ] as const
            ).map(([name, autoComplete, maxLength]) => (
              <TextField
                key={name}
                name={name}
                label={t(`pwa.chat.${name}`)}
                autoComplete={autoComplete}
                required
                maxLength={maxLength}
                error={errors[name]}
              />
            ))}
            <TextArea
              name="message"
              label={t('pwa.chat.message')}
              rows={3}
              required
              maxLength={1000}
              error={errors.message}
            />
            <ConsentCheckbox error={errors.consent} />
            <input type="text" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
            {failure && (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {failure}
              </p>
            )}
            <Button type="submit" busy={busy}>
              {t('pwa.chat.send')}
            </Button>
          </form>
        )}
        {/* On a phone the bell is not a second floating button: it is offered here. */}
        <div className="border-t border-ink/10 pt-3 md:hidden">
          <PushToggle signedIn={signedIn} />
        </div>
      </div>
    </div>
  )
}

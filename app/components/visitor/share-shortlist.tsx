/**
 * "Compartir comparación" / "Compartir favoritos": makes a read-only link of the listings
 * (POST /api/wiauth/shortlists) and shows it with WhatsApp and copy. The same listings shared
 * again give the same link. Signed out, the visitor is sent to sign in and comes back here.
 */
import { useEffect, useId, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useShellData } from '~/components/shell/shell-data'
import { IconShare } from '~/components/listing/listing-icons'
import { Button } from '~/components/ui/button'
import { useToast } from '~/components/ui/toast'
import { apiFetch } from '~/lib/auth-client'
import { useT } from '~/lib/i18n'
import type { ShortlistSource } from '#core/visitor/browser'
import { ShareLinks } from './share-links'

interface ShareAnswer {
  data?: { url: string }
  message?: string
  errors?: Record<string, string[]>
}

export function ShareShortlist({ source, propertyIds }: { source: ShortlistSource; propertyIds: string[] }) {
  const { t, href } = useT()
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const shell = useShellData()
  const [busy, setBusy] = useState(false)
  const [url, setUrl] = useState<string | null>(null)
  const headingId = useId()
  const inputId = useId()
  // A link shows the listings it was made with: once they change, the next share makes another.
  const listKey = `${source}:${propertyIds.join(',')}`
  useEffect(() => setUrl(null), [listKey])

  const share = async () => {
    if (!shell?.user) {
      toast.show(t('shortlist.share.sign_in'))
      navigate(`${href('/login')}?redirect=${encodeURIComponent(location.pathname + location.search)}`)
      return
    }
    setBusy(true)
    try {
      const res = await apiFetch('/api/wiauth/shortlists', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ property_ids: propertyIds, source }),
      })
      const body = (await res.json().catch(() => ({}))) as ShareAnswer
      if (res.ok && body.data) {
        setUrl(body.data.url)
        toast.success(t('shortlist.share.ready'))
      } else if (res.status !== 401) {
        toast.error(body.errors?.property_ids?.[0] ?? body.message ?? t('toast.save_error'))
      }
    } catch {
      toast.error(t('toast.save_error'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant={url ? 'ghost' : 'primary'}
        onClick={share}
        busy={busy}
        className="w-fit"
        data-testid="share-shortlist"
      >
        <IconShare className="size-5" />
        {t(`shortlist.share.${source}`)}
      </Button>
      {url && (
        <section
          aria-labelledby={headingId}
          className="rounded-xl border border-brand-600/40 bg-brand-50 p-4"
          data-testid="share-box"
        >
          <h2 id={headingId} className="font-extrabold text-ink-900">
            {t('shortlist.share.heading')}
          </h2>
          <p className="mt-1 text-sm text-ink">{t('shortlist.share.read_only')}</p>
          <label htmlFor={inputId} className="mt-3 block text-sm font-bold text-ink-900">
            {t('shortlist.share.link')}
          </label>
          <input
            id={inputId}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 min-h-11 w-full rounded-xl border border-ink/25 bg-white px-3 text-ink-900"
            data-testid="share-url"
          />
          <ShareLinks
            url={url}
            text={t(`shortlist.share.whatsapp_text.${source}`, { brand: shell?.brand ?? t('brand') })}
            className="mt-3"
          />
        </section>
      )}
    </div>
  )
}

/**
 * Turning push notifications on or off, only when the visitor asks (never on page load):
 * permission, PushManager.subscribe with the portal's VAPID key, then the subscription is
 * sent to POST /api/push/subscriptions; off unsubscribes and calls DELETE. `variant="bell"`
 * is the floating bell of public pages; `variant="button"` fits a settings panel.
 */
import { useEffect, useState } from 'react'
import { apiFetch } from '~/lib/auth-client'
import { useT } from '~/lib/i18n'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'
import { icon } from '../ui/icon'
import { IconToggle } from '../ui/icon-toggle'
import { useToast } from '../ui/toast'

const IconBell = icon(
  <>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>,
)

type PushState = 'loading' | 'unsupported' | 'denied' | 'off' | 'on' | 'busy'

function supported() {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  )
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((base64url.length + 3) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

/** The active worker's registration; null when there is none within 10 s (development, blocked). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000))
  return Promise.race([navigator.serviceWorker.ready, timeout])
}

async function sendSubscription(sub: PushSubscription) {
  const res = await apiFetch('/api/push/subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sub.toJSON()),
  })
  if (!res.ok) throw new Error(`subscription refused: ${res.status}`)
}

export function PushToggle({ variant = 'button', signedIn }: { variant?: 'bell' | 'button'; signedIn: boolean }) {
  const { t } = useT()
  const toast = useToast()
  const [state, setState] = useState<PushState>('loading')

  useEffect(() => {
    let alive = true
    void (async () => {
      const reg = await registration()
      if (!alive) return
      if (!reg) return setState('unsupported')
      if (Notification.permission === 'denied') return setState('denied')
      const sub = await reg.pushManager.getSubscription().catch(() => null)
      if (!alive) return
      setState(sub ? 'on' : 'off')
      // Keep the server's copy tied to whoever is signed in now (once per session and state).
      const mark = `wi.pwa.pushSynced.${signedIn ? 'user' : 'anon'}`
      if (sub && sessionStorage.getItem(mark) === null) {
        await sendSubscription(sub)
          .then(() => sessionStorage.setItem(mark, '1'))
          .catch(() => undefined)
      }
    })()
    return () => {
      alive = false
    }
  }, [signedIn])

  async function turnOn() {
    setState('busy')
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off')
        if (permission === 'denied') toast.error(t('pwa.push.denied'))
        return
      }
      const reg = await navigator.serviceWorker.ready
      const { publicKey } = (await (await apiFetch('/api/push/public-key')).json()) as { publicKey: string }
      const sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
      await sendSubscription(sub)
      setState('on')
      toast.success(t('pwa.push.enabled'))
    } catch {
      setState('off')
      toast.error(t('pwa.push.failed'))
    }
  }

  async function turnOff() {
    setState('busy')
    try {
      const reg = await registration()
      const sub = await reg?.pushManager.getSubscription()
      if (sub) {
        await apiFetch('/api/push/subscriptions', {
          method: 'DELETE',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ endpoint: sub.endpoint }),
        })
        await sub.unsubscribe()
      }
      setState('off')
      toast.success(t('pwa.push.disabled'))
    } catch {
      setState('on')
    }
  }

  if (state === 'loading' || state === 'unsupported') return null
  const on = state === 'on'
  const label = state === 'denied' ? t('pwa.push.denied') : on ? t('pwa.push.disable') : t('pwa.push.enable')
  const onClick = on ? turnOff : turnOn

  if (variant === 'bell') {
    if (state === 'denied') return null
    return (
      <IconToggle
        pressed={on}
        label={label}
        onClick={onClick}
        disabled={state === 'busy'}
        data-testid="push-toggle"
        className={cn(
          'flex size-12 items-center justify-center rounded-full border border-ink/15 shadow-lg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900',
          on ? 'bg-ink-900 text-brand' : 'bg-white text-ink-900 hover:bg-brand-50',
        )}
      >
        <IconBell className="size-6" />
      </IconToggle>
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink">{t('pwa.push.hint')}</p>
      <Button
        variant={on ? 'secondary' : 'primary'}
        onClick={onClick}
        busy={state === 'busy'}
        disabled={state === 'denied'}
        data-testid="push-toggle"
      >
        {label}
      </Button>
    </div>
  )
}

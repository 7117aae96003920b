/**
 * The install banner (spec §2, §4): appears when the browser offers installation
 * (beforeinstallprompt, kept by the early script in <head>), can be accepted or dismissed;
 * a dismissal is remembered on this device. On iOS, which has no such offer, a short
 * "Agregar a inicio" hint instead. Never shown inside the installed app.
 */
import { useEffect, useState } from 'react'
import { useT } from '~/lib/i18n'
import { Button } from '../ui/button'

export const INSTALL_DISMISSED_KEY = 'wi.pwa.installDismissed'

interface InstallPromptEvent extends Event {
  prompt?: () => Promise<unknown>
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

type InstallWindow = Window & { __wiInstall?: InstallPromptEvent | null }

function remembered(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null
  } catch {
    return false
  }
}

function remember() {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()))
  } catch {
    // storage blocked: the banner simply comes back next time
  }
}

function isStandalone() {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  )
}

function isIos() {
  return (
    /iphone|ipad|ipod/i.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  )
}

export function InstallBanner() {
  const { t } = useT()
  const w = window as InstallWindow
  const [offer, setOffer] = useState<InstallPromptEvent | null>(() => w.__wiInstall ?? null)
  const [hidden, setHidden] = useState(() => remembered() || isStandalone())

  useEffect(() => {
    const onInstallable = () => setOffer(w.__wiInstall ?? null)
    const onInstalled = () => {
      remember()
      setHidden(true)
    }
    window.addEventListener('wi:installable', onInstallable)
    window.addEventListener('appinstalled', onInstalled)
    return () => {
      window.removeEventListener('wi:installable', onInstallable)
      window.removeEventListener('appinstalled', onInstalled)
    }
  }, [])

  const ios = !offer && isIos()
  if (hidden || (!offer && !ios)) return null

  function dismiss() {
    remember()
    setHidden(true)
  }

  async function install() {
    const event = offer
    w.__wiInstall = null
    setOffer(null)
    if (!event?.prompt) return setHidden(true)
    await event.prompt()
    const choice = await event.userChoice?.catch(() => null)
    // Accepted: never ask again; declined in the browser's dialog: same as "Ahora no".
    if (choice) remember()
    setHidden(true)
  }

  return (
    <section
      aria-label={t('pwa.install.label')}
      data-testid="install-banner"
      className="fixed inset-x-0 top-2 z-50 flex justify-center px-3"
    >
      <div className="flex w-full max-w-xl items-center gap-3 rounded-xl border border-ink/15 bg-white p-3 text-ink-900 shadow-2xl">
        <img src="/icons/icon-192.png" alt="" width={44} height={44} className="size-11 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">
          <p className="font-extrabold">{t('pwa.install.title')}</p>
          <p className="text-sm text-ink">{ios ? t('pwa.install.ios') : t('pwa.install.text')}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
          {!ios && (
            <Button size="sm" onClick={install}>
              {t('pwa.install.accept')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={dismiss}>
            {t('pwa.install.dismiss')}
          </Button>
        </div>
      </div>
    </section>
  )
}

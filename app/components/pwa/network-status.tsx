/**
 * Online/offline state (spec §4): tracked for the whole page and shown as a small notice.
 * Offline, the page on screen is the last version saved (by the service worker, or when it
 * was loaded), so the notice names it by its own title: a visitor never takes it for an
 * answer to what they asked for just now.
 */
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { useT } from '~/lib/i18n'
import { titleWithoutBrand } from './offline-store'

const OFFLINE_PAGES = ['/offline', '/en/offline']

function subscribe(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

export function NetworkStatus() {
  const { t } = useT()
  const online = useOnline()
  const [backOnline, setBackOnline] = useState(false)
  const [wasOffline, setWasOffline] = useState(!online)
  const { pathname, search } = useLocation()
  // Read after each page is committed (its <title> is then written).
  const [title, setTitle] = useState('')
  useEffect(
    () => setTitle(OFFLINE_PAGES.includes(pathname) ? '' : titleWithoutBrand(document.title)),
    [pathname, search, online],
  )

  useEffect(() => {
    document.documentElement.dataset.network = online ? 'online' : 'offline'
    if (!online) {
      setWasOffline(true)
      return
    }
    if (!wasOffline) return
    setBackOnline(true)
    const timer = setTimeout(() => {
      setBackOnline(false)
      setWasOffline(false)
    }, 3000)
    return () => clearTimeout(timer)
  }, [online])

  if (online && !backOnline) return null
  return (
    <div
      role="status"
      data-testid="network-status"
      className="pointer-events-none fixed inset-x-0 top-2 z-[58] flex justify-center px-3"
    >
      <p
        className={`max-w-xl rounded-2xl px-4 py-2 text-center text-sm font-bold shadow-lg ${online ? 'bg-emerald-700 text-white' : 'bg-ink-900 text-white'}`}
      >
        {online ? t('pwa.network.online') : title ? t('pwa.network.offline_page', { title }) : t('pwa.network.offline')}
      </p>
    </div>
  )
}

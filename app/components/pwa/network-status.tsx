/** Online/offline state (spec §4): tracked for the whole page and shown as a small notice. */
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useT } from '~/lib/i18n'

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
        className={`rounded-full px-4 py-2 text-sm font-bold shadow-lg ${online ? 'bg-emerald-700 text-white' : 'bg-ink-900 text-white'}`}
      >
        {online ? t('pwa.network.online') : t('pwa.network.offline')}
      </p>
    </div>
  )
}

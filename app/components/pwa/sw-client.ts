/**
 * The page's side of the service worker (public/sw.js): registration in production, the
 * "new version available" flow (the new worker waits until the visitor says "Actualizar",
 * then the page reloads once), update checks, and messages (clear personal pages after
 * sign-out, refresh the saved favourites page).
 */
export const SW_URL = '/sw.js'

let registering: Promise<ServiceWorkerRegistration | null> | null = null
let updateRequested = false

export function swSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    (location.protocol === 'https:' || /^(localhost|127\.0\.0\.1|\[::1\])$/.test(location.hostname))
  )
}

export function registerServiceWorker(
  onUpdate: (registration: ServiceWorkerRegistration) => void,
): Promise<ServiceWorkerRegistration | null> {
  if (!swSupported() || !import.meta.env.PROD) return Promise.resolve(null)
  registering ??= navigator.serviceWorker
    .register(SW_URL, { scope: '/', updateViaCache: 'none' })
    .then((registration) => {
      const notify = () => {
        if (registration.waiting && navigator.serviceWorker.controller) onUpdate(registration)
      }
      notify()
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') notify()
        })
      })
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        // Only the update the visitor asked for reloads; the first install just takes over.
        if (updateRequested) location.reload()
      })
      let lastCheck = Date.now()
      const check = () => {
        if (Date.now() - lastCheck < 10 * 60_000) return
        lastCheck = Date.now()
        registration.update().catch(() => undefined)
      }
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check())
      setInterval(check, 30 * 60_000)
      return registration
    })
    .catch(() => null)
  return registering
}

/** "Actualizar": let the waiting worker take over; the page reloads on controllerchange. */
export function applyUpdate(registration: ServiceWorkerRegistration) {
  if (!registration.waiting) return location.reload()
  updateRequested = true
  registration.waiting.postMessage({ type: 'SKIP_WAITING' })
}

export function postToWorker(message: Record<string, unknown>) {
  navigator.serviceWorker?.controller?.postMessage(message)
}

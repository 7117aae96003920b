/**
 * Everything the installable app adds to a page, loaded lazily by PwaBoot when the page is
 * idle: the service worker and its update prompt, the online/offline notice (and, when
 * offline, links open as full page loads so the worker can answer from its saved copies),
 * the install banner, recently viewed listings, the favourite listings kept offline, idle link
 * prefetch, the push bell and the chat button.
 */
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useLocation } from 'react-router'
import { localizePath, localeFromPath } from '#i18n'
import { ChatLauncher } from '../chat/chat-launcher'
import { cn } from '../ui/cn'
import { useShellData } from '../shell/shell-data'
import { InstallBanner } from './install-banner'
import { prefetchVisibleLinks } from './link-prefetch'
import { NetworkStatus } from './network-status'
import { isListingPath, rememberListing } from './offline-store'
import { PushToggle } from './push-toggle'
import { whenIdle } from './resilience'
import { postToWorker, registerServiceWorker } from './sw-client'
import { UpdatePrompt } from './update-prompt'

const SIGNED_IN_KEY = 'wi.pwa.signedIn'
const WARM_EVERY_MS = 2 * 60_000
let lastWarm = 0

function isPublicPath(pathname: string) {
  return !/^\/(admin|offline|en\/offline)(\/|$)/.test(pathname)
}

/**
 * The favourite listings stay readable offline: the worker keeps their public pages (fetched
 * without cookies), never the personal favourites panel.
 */
async function warmFavorites(locale: ReturnType<typeof localeFromPath>) {
  try {
    const res = await fetch('/api/wiauth/properties/favorites', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
    if (!res.ok) return
    const { data } = (await res.json()) as { data: { url: string }[] }
    postToWorker({ type: 'WARM', urls: data.map((f) => localizePath(f.url, locale)) })
  } catch {
    // offline or signed out meanwhile: nothing to refresh
  }
}

/** Offline, a client-side navigation cannot load its data: let the browser (and the worker) do it. */
function useOfflineFullNavigations() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        navigator.onLine ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const a = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!a || a.origin !== location.origin || (a.target && a.target !== '_self') || a.hasAttribute('download')) return
      event.preventDefault()
      event.stopPropagation()
      location.assign(a.href)
    }
    window.addEventListener('click', onClick, true)
    return () => window.removeEventListener('click', onClick, true)
  }, [])
}

/** While the cookie notice is shown, the floating buttons sit above it (px from the bottom). */
function useSpaceAboveCookieBanner(): number | null {
  const [space, setSpace] = useState<number | null>(null)
  useEffect(() => {
    const measure = () => {
      const banner = document.querySelector('form[action^="/cookies/accept"]')
      const next = banner ? Math.round(window.innerHeight - banner.getBoundingClientRect().top + 12) : null
      setSpace((prev) => (prev === next ? prev : next))
      return banner !== null
    }
    if (!measure()) return
    const timer = setInterval(() => !measure() && clearInterval(timer), 500)
    window.addEventListener('resize', measure)
    return () => {
      clearInterval(timer)
      window.removeEventListener('resize', measure)
    }
  }, [])
  return space
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * What the floating corner must never cover: any control a visitor presses or fills (a card's
 * heart and "comparar", the listing's buttons, a form, a list of suggestions), and what a page marks `data-float-clear`.
 */
const FLOAT_CLEAR =
  'form, button, summary, input, select, textarea, [role="button"], [role="listbox"], [data-float-clear]'

/**
 * The floating corner never covers what a visitor works with: it steps aside while a control
 * (FLOAT_CLEAR) passes under it, and while the page shows its own
 * contact bar (`data-replaces-floating`, the listing page on a phone). An open chat panel
 * keeps it, since its button is the panel's close button.
 */
function useStepAside(corner: RefObject<HTMLDivElement | null>): boolean {
  const [aside, setAside] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      const el = corner.current
      if (!el) return
      const box = el.getBoundingClientRect()
      const open = el.querySelector('[aria-expanded="true"]') !== null
      const replaced = [...document.querySelectorAll<HTMLElement>('[data-replaces-floating]')].some(
        (bar) => bar.getClientRects().length > 0,
      )
      const covering = [...document.querySelectorAll<HTMLElement>(FLOAT_CLEAR)].some(
        (target) => !el.contains(target) && overlaps(box, target.getBoundingClientRect()),
      )
      const next = !open && (replaced || covering)
      setAside((prev) => (prev === next ? prev : next))
    }
    const schedule = () => {
      frame ||= requestAnimationFrame(check)
    }
    check()
    // Pages change under a still corner too (navigation, a drawer, content loading).
    const timer = setInterval(schedule, 700)
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      clearInterval(timer)
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [corner])
  return aside
}

export default function PwaClient() {
  const { pathname, search } = useLocation()
  const shell = useShellData()
  const signedIn = !!shell?.user
  const [waiting, setWaiting] = useState<ServiceWorkerRegistration | null>(null)

  useEffect(() => {
    void registerServiceWorker(setWaiting)
  }, [])
  useOfflineFullNavigations()

  // Personal pages saved for offline use go away on sign-out.
  useEffect(() => {
    try {
      if (signedIn) localStorage.setItem(SIGNED_IN_KEY, '1')
      else if (localStorage.getItem(SIGNED_IN_KEY)) {
        localStorage.removeItem(SIGNED_IN_KEY)
        postToWorker({ type: 'CLEAR_PRIVATE' })
      }
    } catch {
      // storage blocked
    }
  }, [signedIn])

  // After each page: remember a viewed listing, refresh the saved favourites, prefetch links.
  useEffect(() => {
    const title = document.title
    if (isListingPath(pathname)) rememberListing(pathname, title.replace(/\s*[|–-]\s*Wi Inmuebles\s*$/, ''))
    return whenIdle(() => {
      prefetchVisibleLinks()
      if (signedIn && navigator.onLine && Date.now() - lastWarm > WARM_EVERY_MS) {
        lastWarm = Date.now()
        void warmFavorites(localeFromPath(pathname))
      }
    })
  }, [pathname, search, signedIn])

  const aboveBanner = useSpaceAboveCookieBanner()
  const corner = useRef<HTMLDivElement>(null)
  const aside = useStepAside(corner)
  const isPublic = isPublicPath(pathname)
  return (
    <>
      <NetworkStatus />
      {waiting && <UpdatePrompt registration={waiting} />}
      {isPublic && <InstallBanner />}
      {isPublic && (
        // One floating action at a time: on a phone only the chat (its panel offers the
        // notifications), on larger screens the bell above it, hidden while the chat is open.
        <div
          ref={corner}
          data-testid="floating-actions"
          data-aside={aside || undefined}
          inert={aside}
          className={cn(
            'group pointer-events-none fixed right-4 bottom-20 z-30 flex flex-col items-end gap-3 transition-opacity sm:right-6 sm:bottom-6 [&>*]:pointer-events-auto',
            aside && 'opacity-0 [&>*]:pointer-events-none',
          )}
          style={aboveBanner === null ? undefined : { bottom: aboveBanner }}
        >
          <div className="group-has-[[aria-expanded=true]]:hidden max-md:hidden">
            <PushToggle variant="bell" signedIn={signedIn} />
          </div>
          <ChatLauncher />
        </div>
      )}
    </>
  )
}

/**
 * The offline page (/offline, /en/offline): saved by the service worker when it installs
 * and shown instead of any page that is not saved on the device while there is no
 * connection. It says that the page asked for is not saved, lists the other pages and the
 * recently viewed listings the worker keeps, and links to the favourites; its links are plain page loads, so the worker answers them from its cache.
 */
import { useEffect, useState } from 'react'
import { LogoMark } from '~/components/shell/logo'
import { readRecent, type RecentListing, titleWithoutBrand } from '~/components/pwa/offline-store'
import { buttonClass } from '~/components/ui/button'
import { translate } from '#i18n'
import { useT } from '~/lib/i18n'
import type { Route } from './+types/offline'
import { pageLocale } from '#web/page-address'
import { TitledSection } from '~/components/ui/titled-section'

export function meta({ location }: Route.MetaArgs) {
  const locale = pageLocale(location)
  return [
    { title: `${translate(locale, 'pwa.offline.title')} | ${translate(locale, 'brand')}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export function headers() {
  return { 'Cache-Control': 'no-cache' }
}

/** The recent listings that the service worker can still open. */
function useSavedListings(): RecentListing[] {
  const [saved, setSaved] = useState<RecentListing[]>([])
  useEffect(() => {
    let alive = true
    void (async () => {
      const recent = readRecent()
      if (typeof caches === 'undefined') return
      const kept: RecentListing[] = []
      for (const item of recent) {
        if (await caches.match(new URL(item.url, location.origin).href).catch(() => undefined)) kept.push(item)
      }
      if (alive) setSaved(kept)
    })()
    return () => {
      alive = false
    }
  }, [])
  return saved
}

/** The service worker's cache of public pages (public/sw.js `PAGES`). */
const PAGES_CACHE = 'wi-pages'

/**
 * The other pages saved on the device (searches, content pages), newest first, each by its
 * own title, so the visitor can open what is there instead of guessing.
 */
function useSavedPages(): Array<{ url: string; title: string }> {
  const [saved, setSaved] = useState<Array<{ url: string; title: string }>>([])
  useEffect(() => {
    let alive = true
    void (async () => {
      if (typeof caches === 'undefined') return
      const cache = await caches.open(PAGES_CACHE)
      const found: Array<{ url: string; title: string }> = []
      for (const request of [...(await cache.keys())].reverse()) {
        const url = new URL(request.url)
        if (url.origin !== location.origin || url.pathname.endsWith('.data') || found.length >= 12) continue
        const response = await cache.match(request)
        const title = response
          ? titleWithoutBrand(new DOMParser().parseFromString(await response.text(), 'text/html').title)
          : ''
        if (title) found.push({ url: url.pathname + url.search, title })
      }
      if (alive) setSaved(found)
    })().catch(() => undefined)
    return () => {
      alive = false
    }
  }, [])
  return saved
}

/** Back to the page that could not be opened (`?from=`, a site path), or reload. */
function retry() {
  const from = new URLSearchParams(location.search).get('from')
  if (from && from.startsWith('/') && !from.startsWith('//')) location.assign(from)
  else location.reload()
}

export default function OfflinePage() {
  const { t, href } = useT()
  const saved = useSavedListings()
  const pages = useSavedPages()
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <a href={href('/')} className="self-start" aria-label={t('shell.nav.home_link')}>
        <LogoMark className="size-12" />
      </a>
      <div className="flex flex-col gap-3">
        <p className="text-sm font-bold tracking-wide text-ink uppercase">{t('pwa.offline.title')}</p>
        <h1 className="text-3xl font-black text-ink-900">{t('pwa.offline.heading')}</h1>
        <p className="text-ink">{t('pwa.offline.text')}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('primary')} onClick={retry}>
          {t('pwa.offline.retry')}
        </button>
        <a href={href('/user/panel/favorites')} className={buttonClass('secondary')} data-testid="offline-favorites">
          {t('pwa.offline.favorites')}
        </a>
        <a href={href('/')} className={buttonClass('ghost')}>
          {t('pwa.offline.home')}
        </a>
      </div>
      {pages.length > 0 && (
        <TitledSection id="offline-pages" title={t('pwa.offline.saved_pages')} className="flex flex-col gap-3">
          <SavedList items={pages} testId="offline-pages" />
        </TitledSection>
      )}
      <TitledSection id="offline-recent" title={t('pwa.offline.recent')} className="flex flex-col gap-3">
        {saved.length === 0 ? (
          <p className="text-ink">{t('pwa.offline.none')}</p>
        ) : (
          <SavedList items={saved} testId="offline-recent" />
        )}
      </TitledSection>
    </main>
  )
}

/** Saved pages as plain links (a full load: the service worker answers them from its copies). */
function SavedList({ items, testId }: { items: { url: string; title: string }[]; testId: string }) {
  return (
    <ul className="flex flex-col divide-y divide-ink/10 rounded-xl border border-ink/15" data-testid={testId}>
      {items.map((item) => (
        <li key={item.url}>
          <a href={item.url} className="block px-4 py-3 font-semibold text-ink-900 hover:bg-brand-50">
            {item.title}
          </a>
        </li>
      ))}
    </ul>
  )
}

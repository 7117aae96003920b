/**
 * The offline page (/offline, /en/offline): saved by the service worker when it installs
 * and shown instead of any page that is not saved on the device while there is no
 * connection. It lists the recently viewed listings the worker keeps and links to the
 * favourites; its links are plain page loads, so the worker answers them from its cache.
 */
import { useEffect, useState } from 'react'
import { LogoMark } from '~/components/shell/logo'
import { readRecent, type RecentListing } from '~/components/pwa/offline-store'
import { buttonClass } from '~/components/ui/button'
import { localeFromPath, translate } from '~/i18n'
import { useT } from '~/lib/i18n'
import type { Route } from './+types/offline'

export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname)
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

/** Back to the page that could not be opened (`?from=`, a site path), or reload. */
function retry() {
  const from = new URLSearchParams(location.search).get('from')
  if (from && from.startsWith('/') && !from.startsWith('//')) location.assign(from)
  else location.reload()
}

export default function OfflinePage() {
  const { t, href } = useT()
  const saved = useSavedListings()
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
      <section aria-labelledby="offline-recent" className="flex flex-col gap-3">
        <h2 id="offline-recent" className="text-xl font-extrabold text-ink-900">
          {t('pwa.offline.recent')}
        </h2>
        {saved.length === 0 ? (
          <p className="text-ink">{t('pwa.offline.none')}</p>
        ) : (
          <ul
            className="flex flex-col divide-y divide-ink/10 rounded-xl border border-ink/15"
            data-testid="offline-recent"
          >
            {saved.map((item) => (
              <li key={item.url}>
                <a href={item.url} className="block px-4 py-3 font-semibold text-ink-900 hover:bg-brand-50">
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  )
}

/* Wi Inmuebles service worker (hand-written, no build step).
 *
 * The server injects the build below (server/service-worker.ts): its version, so every
 * deploy changes this file and the page can offer "Hay una nueva versión disponible", and
 * the hashed assets of the public pages to precache. In development the placeholder
 * stays null: nothing is precached, assets are cached on first use.
 *
 * Strategies:
 * - pages (navigations) and their data (React Router `.data`): network first (4 s), a copy
 *   kept for listing pages (recently viewed, capped) and other public pages; offline: the
 *   saved copy of that very address (query included), else the offline page (/offline or
 *   /en/offline), never another page's copy;
 * - nothing that depends on the session is ever kept: not /user/*, /admin/*, the sign-in
 *   pages, nor any answer the server marks `no-store` (every page rendered for a signed-in
 *   visitor, server/private-responses.ts); on sign-out and on any 401, the saved pages go;
 * - /assets/* (hashed, immutable): cache first;
 * - /media/* (listing photos): cache first, capped by count and bytes;
 * - icons, manifest, fonts: stale while revalidate;
 * - /api/*: always the network.
 * Push: shows the notification sent by core/notifications/push.ts and opens its page.
 */
/* eslint-disable */
self.__WI_BUILD__ = null

const BUILD = self.__WI_BUILD__ || { version: 'dev', precache: [] }
const VERSION = BUILD.version
const PRECACHE = 'wi-precache-' + VERSION
const ASSETS = 'wi-assets'
const PAGES = 'wi-pages'
const LISTINGS = 'wi-listings'
const MEDIA = 'wi-media'
const STATIC = 'wi-static'
const KNOWN = [PRECACHE, ASSETS, PAGES, LISTINGS, MEDIA, STATIC]

const LIMITS = {
  listings: 40,
  pages: 30,
  assets: 250,
  mediaEntries: 300,
  mediaBytes: 60 * 1024 * 1024,
}
const NETWORK_TIMEOUT_MS = 4000
const OFFLINE_PAGES = ['/offline', '/en/offline']
const SHELL = ['/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png', '/favicon.svg', '/logo.svg']

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE)
      // The offline pages must be there; the assets are best effort (one by one).
      await cache.addAll(OFFLINE_PAGES.map((p) => new Request(p, { cache: 'reload', credentials: 'omit' })))
      await Promise.all(
        BUILD.precache
          .concat(SHELL)
          .map((url) => cache.add(new Request(url, { cache: 'reload' })).catch(() => undefined)),
      )
      // The first install takes control at once; later ones wait for the visitor's "Actualizar".
      if (!self.registration.active) await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('wi-') && !KNOWN.includes(name)) await caches.delete(name)
      }
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable().catch(() => undefined)
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('message', (event) => {
  const data = event.data || {}
  if (data.type === 'SKIP_WAITING') self.skipWaiting()
  else if (data.type === 'CLEAR_PRIVATE') event.waitUntil(clearPrivate())
  else if (data.type === 'WARM' && Array.isArray(data.urls)) event.waitUntil(warm(data.urls))
  else if (data.type === 'VERSION' && event.ports[0]) event.ports[0].postMessage({ version: VERSION })
})

/**
 * After sign-out or a 401: nothing that could be personal stays on the device. Pages are
 * kept only when the server did not mark them no-store, so this drops copies kept by an
 * earlier version of this worker; public listing copies stay for offline reading.
 */
async function clearPrivate() {
  await caches.delete(PAGES)
  const listings = await caches.open(LISTINGS)
  for (const request of await listings.keys()) {
    const response = await listings.match(request)
    if (!response || !isShareable(response)) await listings.delete(request)
  }
}

/**
 * Keeps the visitor's favourite listings readable offline: each is fetched without
 * cookies, so the copy kept is the public page, never one rendered for the visitor.
 */
async function warm(urls) {
  for (const url of urls.slice(0, 12)) {
    const target = new URL(url, self.location.origin)
    if (target.origin !== self.location.origin || !isListingPath(target.pathname)) continue
    try {
      const response = await fetch(target.href, { credentials: 'omit', headers: { accept: 'text/html' } })
      if (response.ok && !response.redirected && isShareable(response)) await keep(LISTINGS, target.href, response)
    } catch {
      // offline: keep the old copy
    }
  }
}

function stripLocale(pathname) {
  return pathname === '/en' ? '/' : pathname.startsWith('/en/') ? pathname.slice(3) : pathname
}

function isListingPath(pathname) {
  return stripLocale(pathname).startsWith('/property/')
}

function isPrivatePath(pathname) {
  const bare = stripLocale(pathname.replace(/\.data$/, ''))
  return bare.startsWith('/user/') || bare.startsWith('/properties/compare') || bare.startsWith('/auth/')
}

function cacheFor(pathname) {
  return isListingPath(pathname.replace(/\.data$/, '')) ? LISTINGS : PAGES
}

/** Never kept: the visitor's panels, sign-in pages, the back-office, the dev mailbox. */
function isCacheablePage(pathname) {
  const bare = stripLocale(pathname.replace(/\.data$/, ''))
  return (
    !isPrivatePath(pathname) &&
    !/^\/(admin|user|login|sign_up|forgot_password|reset_password|confirm_email|auth|dev|cookies)(\/|$)/.test(bare)
  )
}

/** The server marks every answer that depends on who is signed in as no-store (or private). */
function isShareable(response) {
  return !/no-store|private/i.test(response.headers.get('cache-control') || '')
}

async function keep(cacheName, key, response) {
  const cache = await caches.open(cacheName)
  await cache.put(key, response)
  await trim(cacheName, cacheName === LISTINGS ? LIMITS.listings : cacheName === PAGES ? LIMITS.pages : LIMITS.assets)
}

/** Oldest first (Cache keys keep insertion order): drop the oldest beyond `max`. */
async function trim(cacheName, max) {
  const cache = await caches.open(cacheName)
  const keys = await cache.keys()
  for (let i = 0; i < keys.length - max; i++) await cache.delete(keys[i])
}

async function trimMedia() {
  const cache = await caches.open(MEDIA)
  const keys = await cache.keys()
  let bytes = 0
  const sizes = []
  for (const request of keys) {
    const response = await cache.match(request)
    const size = Number(response && response.headers.get('content-length')) || 150000
    sizes.push(size)
    bytes += size
  }
  let i = 0
  while (i < keys.length && (keys.length - i > LIMITS.mediaEntries || bytes > LIMITS.mediaBytes)) {
    bytes -= sizes[i]
    await cache.delete(keys[i])
    i++
  }
}

function timeout(ms) {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))
}

async function networkFirst(event, request, { fallbackToOfflinePage }) {
  const url = new URL(request.url)
  const cacheName = cacheFor(url.pathname)
  try {
    const network = (async () => {
      const preloaded = event.preloadResponse ? await event.preloadResponse.catch(() => undefined) : undefined
      return preloaded || fetch(request)
    })()
    const response = await Promise.race([network, timeout(NETWORK_TIMEOUT_MS)])
    if (response.status === 401) event.waitUntil(clearPrivate().catch(() => undefined))
    if (
      response.ok &&
      response.status === 200 &&
      request.method === 'GET' &&
      isCacheablePage(url.pathname) &&
      isShareable(response)
    ) {
      const copy = response.clone()
      event.waitUntil(keep(cacheName, request.url, copy).catch(() => undefined))
    }
    return response
  } catch (error) {
    // Only the saved copy of this very address: another page's copy (the same path with other
    // filters, such as the nationwide search for an Envigado one) would answer as if it were
    // this page. Without one, the offline page says that this page is not saved.
    const cached = (await caches.match(request.url, { cacheName })) || (await caches.match(request.url))
    if (cached) return cached
    if (fallbackToOfflinePage) {
      const english = url.pathname === '/en' || url.pathname.startsWith('/en/')
      const offlinePath = english ? '/en/offline' : '/offline'
      if (OFFLINE_PAGES.includes(url.pathname)) {
        const page = await caches.match(url.pathname, { ignoreSearch: true })
        if (page) return page
      } else if (await caches.match(offlinePath)) {
        // The offline page at its own address, so the page hydrates as itself; "Reintentar"
        // goes back to `from`.
        return Response.redirect(offlinePath + '?from=' + encodeURIComponent(url.pathname + url.search), 302)
      }
    }
    throw error
  }
}

async function cacheFirst(event, request, cacheName) {
  const cached = await caches.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok && response.status === 200) {
    const copy = response.clone()
    event.waitUntil(
      caches
        .open(cacheName)
        .then((cache) => cache.put(request, copy))
        .then(() => (cacheName === MEDIA ? trimMedia() : trim(cacheName, LIMITS.assets)))
        .catch(() => undefined),
    )
  }
  return response
}

async function staleWhileRevalidate(event, request) {
  const cache = await caches.open(STATIC)
  const cached = await cache.match(request)
  const network = fetch(request)
    .then((response) => {
      if (response.ok) cache.put(request, response.clone()).catch(() => undefined)
      return response
    })
    .catch(() => undefined)
  if (cached) {
    event.waitUntil(network)
    return cached
  }
  return (await network) || Response.error()
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  const path = url.pathname
  if (path.startsWith('/api/') || path === '/sw.js' || path.startsWith('/admin')) return

  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(event, request, { fallbackToOfflinePage: true }))
    return
  }
  if (path.endsWith('.data') || path === '/__manifest') {
    event.respondWith(networkFirst(event, request, { fallbackToOfflinePage: false }))
    return
  }
  if (path.startsWith('/assets/')) {
    event.respondWith(cacheFirst(event, request, ASSETS))
    return
  }
  if (path.startsWith('/media/')) {
    event.respondWith(cacheFirst(event, request, MEDIA))
    return
  }
  if (/^\/(icons\/|fonts\/|favicon|logo\.svg|manifest\.webmanifest|apple-touch-icon)/.test(path)) {
    event.respondWith(staleWhileRevalidate(event, request))
  }
})

// ---------------------------------------------------------------------------------------
// Push notifications

self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = { body: event.data ? event.data.text() : '' }
  }
  const title = data.title || 'Wi Inmuebles'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      tag: data.tag || undefined,
      lang: 'es-CO',
      data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/' },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      for (const client of windows) {
        if (client.url === target && 'focus' in client) return client.focus()
      }
      for (const client of windows) {
        if ('navigate' in client && new URL(client.url).origin === self.location.origin) {
          await client.focus()
          return client.navigate(target)
        }
      }
      return self.clients.openWindow(target)
    })(),
  )
})

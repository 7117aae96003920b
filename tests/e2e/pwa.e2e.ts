/**
 * The installable app in Chromium: manifest and icons, the service worker (registered
 * after idle, controlling the page), the offline page, a viewed listing readable offline,
 * the install banner (dismissal remembered), the chat widget's WhatsApp link on a listing,
 * and the push subscription flow (PushManager stubbed: headless Chromium has no push
 * service) with a push delivered to the worker through DevTools showing a notification.
 */
import { createECDH, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { sitemapUrls } from './api'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'

let browser: Browser
let listingUrl: string
let otherListingUrl: string
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
  const urls = await sitemapUrls(baseUrl, 'listings')
  listingUrl = urls[0]
  otherListingUrl = urls[1]
})
afterAll(() => browser?.close())

async function controlled(page: Page) {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20_000 })
}

test('manifest with name, start_url, standalone, theme colour and 192/512 icons; sw.js is JavaScript', async () => {
  const { page, context } = await newPage(browser)
  await page.goto(baseUrl + '/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const res = await fetch(baseUrl + href)
  expect(res.headers.get('content-type')).toMatch(/manifest\+json|json/)
  const manifest = (await res.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    theme_color: string
    lang: string
    icons: { src: string; sizes: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({ name: 'Wi Inmuebles', display: 'standalone', theme_color: '#fecc2d', lang: 'es-CO' })
  expect(manifest.start_url).toMatch(/^\//)
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.purpose !== 'maskable')!
    const png = await fetch(baseUrl + icon.src)
    expect(png.headers.get('content-type')).toBe('image/png')
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)
  const sw = await fetch(baseUrl + '/sw.js')
  expect(sw.headers.get('content-type')).toMatch(/javascript/)
  expect(sw.headers.get('cache-control')).toBe('no-cache')
  expect(await sw.text()).toMatch(/self\.__WI_BUILD__ = \{"version":"\w+","precache":\["\/assets\//)
  await context.close()
})

test('the service worker registers after idle, then pages work offline: offline page, a viewed listing, the recent list', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  await page.goto(baseUrl + '/')
  await controlled(page)
  // A listing viewed while online (now through the worker, which keeps a copy).
  await page.goto(listingUrl)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  // The copy is written after the answer; the recent list after idle.
  await page.waitForFunction(() => (localStorage.getItem('wi.pwa.recent') ?? '').includes('/property/'), null, {
    timeout: 10_000,
  })
  await page.waitForTimeout(500)
  await context.setOffline(true)

  await page.goto(listingUrl)
  await expect(
    page
      .getByRole('heading', { level: 1 })
      .textContent()
      .then((t) => t?.trim()),
  ).resolves.toBe(title)

  const res = await page.goto(baseUrl + '/about_us?never-seen=1')
  expect(res?.status()).toBe(200)
  expect(page.url()).toBe(`${baseUrl}/offline?from=${encodeURIComponent('/about_us?never-seen=1')}`)
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('No hay conexión a internet')
  await page.getByTestId('offline-recent').waitFor()
  await expect(page.getByTestId('offline-recent').textContent()).resolves.toContain(title.slice(0, 20))
  await page.screenshot({ path: 'test-results/pwa-offline-390.png', fullPage: true })

  // A listing never viewed is not there: the offline page, not an error.
  await page.goto(otherListingUrl)
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('No hay conexión a internet')
  await context.setOffline(false)
  await context.close()
})

test('the online/offline state is shown', async () => {
  const { page, context } = await newPage(browser)
  await page.goto(baseUrl + '/about_us')
  await page.getByTestId('chat-button').waitFor({ timeout: 10_000 })
  await context.setOffline(true)
  await expect(page.getByTestId('network-status').textContent()).resolves.toContain('Sin conexión')
  await context.setOffline(false)
  await expect(page.getByTestId('network-status').textContent()).resolves.toContain('Conexión restablecida')
  await context.close()
})

async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>
      userChoice: Promise<{ outcome: string }>
    }
    ;(window as unknown as { __prompted: number }).__prompted = 0
    event.prompt = async () => void (window as unknown as { __prompted: number }).__prompted++
    event.userChoice = Promise.resolve({ outcome: 'accepted' })
    window.dispatchEvent(event)
  })
}

test('install banner: shown when the browser offers installation, dismissal remembered, accept calls the prompt', async () => {
  const { page, context } = await newPage(browser)
  await page.goto(baseUrl + '/')
  await page.getByTestId('chat-button').waitFor({ timeout: 10_000 })
  await offerInstall(page)
  const banner = page.getByTestId('install-banner')
  await banner.waitFor()
  await expect(banner.textContent()).resolves.toContain('Instala Wi Inmuebles')
  await page.screenshot({ path: 'test-results/pwa-install-1280.png' })
  await banner.getByRole('button', { name: 'Ahora no' }).click()
  await banner.waitFor({ state: 'detached' })
  await page.reload()
  await page.getByTestId('chat-button').waitFor({ timeout: 10_000 })
  await offerInstall(page)
  await page.waitForTimeout(300)
  expect(await banner.count()).toBe(0)

  const fresh = await newPage(browser)
  await fresh.page.goto(baseUrl + '/')
  await fresh.page.getByTestId('chat-button').waitFor({ timeout: 10_000 })
  await offerInstall(fresh.page)
  await fresh.page.getByTestId('install-banner').getByRole('button', { name: 'Instalar' }).click()
  await fresh.page.getByTestId('install-banner').waitFor({ state: 'detached' })
  expect(await fresh.page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1)
  await fresh.context.close()
  await context.close()
})

test('chat widget on a listing opens with the agency WhatsApp link; elsewhere the portal one', async () => {
  // On a phone the listing's contact bar (Llamar, WhatsApp, Mensaje) is its one floating action: the chat steps aside.
  const phone = await newPage(browser, MOBILE)
  await phone.page.goto(listingUrl)
  await phone.page.getByTestId('contact-bar').waitFor()
  await expect
    .poll(() => phone.page.getByTestId('floating-actions').getAttribute('data-aside'), { timeout: 10_000 })
    .toBe('true')
  await phone.context.close()

  const { page, context } = await newPage(browser, DESKTOP)
  await page.goto(listingUrl)
  const agencyLink = await page.getByTestId('whatsapp-link').first().getAttribute('href')
  await page.getByTestId('chat-button').click({ timeout: 10_000 })
  const panel = page.getByTestId('chat-panel')
  await panel.waitFor()
  expect(await panel.getByTestId('chat-whatsapp').getAttribute('href')).toBe(agencyLink)
  expect(agencyLink).toMatch(/^https:\/\/wa\.me\/\d{10,15}\?text=/)
  await page.screenshot({ path: 'test-results/pwa-chat-1280.png' })

  // The short form becomes a lead.
  await panel.getByLabel('Nombre').fill('Visitante E2E')
  await panel.getByLabel('Correo o teléfono').fill('3001234567')
  await panel.getByLabel('Mensaje').fill('¿Está disponible?')
  await panel.getByLabel(/Autorizo el tratamiento de mis datos personales/).check()
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/chat/messages')),
    panel.getByRole('button', { name: 'Enviar mensaje' }).click(),
  ])
  expect(res.status()).toBe(201)
  await expect(panel.getByRole('status').textContent()).resolves.toContain('Gracias')

  await page.goto(baseUrl + '/about_us')
  await page.getByTestId('chat-button').click({ timeout: 10_000 })
  expect(await page.getByTestId('chat-whatsapp').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/573\d+\?text=/)
  await context.close()
})

/** A browser subscription's keys (what a real push service would hand the browser). */
function fakeSubscription() {
  const ecdh = createECDH('prime256v1')
  return {
    // The server resolves an endpoint's name and accepts only public addresses; the test
    // machine has no DNS, so the push service is named by a public address instead.
    endpoint: `https://142.250.64.74/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  }
}

async function stubPushManager(context: BrowserContext, sub: ReturnType<typeof fakeSubscription>) {
  await context.addInitScript((s) => {
    let current: unknown = null
    const make = () => ({
      endpoint: s.endpoint,
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
      unsubscribe: async () => ((current = null), true),
    })
    PushManager.prototype.subscribe = async function () {
      current = make()
      return current as PushSubscription
    }
    PushManager.prototype.getSubscription = async function () {
      return current as PushSubscription | null
    }
  }, sub)
}

test('push: subscribing only on request, the subscription reaches the server, a push shows a notification', async () => {
  const { page, context } = await newPage(browser)
  await context.grantPermissions(['notifications'], { origin: baseUrl })
  const sub = fakeSubscription()
  await stubPushManager(context, sub)
  const posts: string[] = []
  page.on('request', (r) => r.url().includes('/api/push/subscriptions') && posts.push(r.method()))
  await page.goto(baseUrl + '/')
  await controlled(page)
  const bell = page.getByTestId('push-toggle')
  await bell.waitFor({ timeout: 10_000 })
  expect(posts).toEqual([]) // nothing on page load
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST'),
    bell.click(),
  ])
  expect(res.status()).toBe(201)
  expect(JSON.parse(res.request().postData()!)).toMatchObject({ endpoint: sub.endpoint, keys: sub.keys })
  await expect(bell.getAttribute('aria-pressed')).resolves.toBe('true')

  // Deliver a push to the worker (DevTools), as the push service would.
  const cdp = await context.newCDPSession(page)
  const registrations: string[] = []
  cdp.on(
    'ServiceWorker.workerRegistrationUpdated',
    (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      for (const r of e.registrations) if (!r.isDeleted) registrations.push(r.registrationId)
    },
  )
  await cdp.send('ServiceWorker.enable')
  for (let i = 0; i < 20 && registrations.length === 0; i++) await page.waitForTimeout(200)
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseUrl,
    registrationId: registrations[0],
    data: JSON.stringify({
      title: 'Nuevo inmueble para tu búsqueda',
      body: 'Apartamento en Envigado',
      url: '/properties/search',
      tag: 'e2e',
    }),
  })
  // (waitForFunction treats an async predicate's promise as truthy: poll instead.)
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.ready
          const list = await reg.getNotifications()
          return list.length
            ? { title: list[0].title, body: list[0].body, url: (list[0].data as { url: string }).url }
            : null
        }),
      { timeout: 10_000 },
    )
    .toEqual({ title: 'Nuevo inmueble para tu búsqueda', body: 'Apartamento en Envigado', url: '/properties/search' })

  // Turning it off calls DELETE.
  const [del] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE'),
    bell.click(),
  ])
  expect(del.status()).toBe(204)
  await context.close()
})

test('first-load cost: the app layer arrives after idle as its own chunk', async () => {
  const { page, context } = await newPage(browser)
  const scripts: { url: string; at: number }[] = []
  const start = Date.now()
  page.on(
    'response',
    (r) =>
      r.url().includes('/assets/') && r.url().endsWith('.js') && scripts.push({ url: r.url(), at: Date.now() - start }),
  )
  await page.goto(baseUrl + '/about_us', { waitUntil: 'load' })
  const atLoad = scripts.map((s) => s.url)
  expect(atLoad.some((u) => /pwa-client|chat-panel/.test(u))).toBe(false)
  await page.getByTestId('chat-button').waitFor({ timeout: 10_000 })
  expect(scripts.some((s) => /pwa-client/.test(s.url))).toBe(true)
  expect(scripts.some((s) => /chat-panel/.test(s.url))).toBe(false) // only on the first click
  await context.close()
})

/** Every URL the service worker keeps, across its caches. */
async function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      if (!name.startsWith('wi-pages') && !name.startsWith('wi-listings')) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })
}

test('signed in, the worker keeps none of the personal pages; signing out drops what it kept', async () => {
  const { page, context } = await newPage(browser, MOBILE)
  await page.goto(baseUrl + '/about_us')
  await controlled(page)
  // A public page seen while signed out is kept for offline reading.
  await page.goto(baseUrl + '/about_us?visit=1')
  await expect.poll(() => keptUrls(page)).toContain('/about_us')

  await page.goto(`${baseUrl}/login`)
  await page.getByLabel(/^Correo electrónico\s*\*?$/).fill('usuario@example.com')
  await page.getByLabel(/^Contraseña\s*\*?$/).fill('Demo1234!')
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  for (const path of ['/', '/user/panel/favorites', '/user/account', '/properties/search']) {
    const res = await page.goto(baseUrl + path)
    expect(res?.headers()['cache-control'], path).toMatch(/no-store/)
  }
  await page.goto(listingUrl)
  // Give the worker time to store anything it would store, then look.
  await page.waitForTimeout(1000)
  const kept = await keptUrls(page)
  expect(kept.filter((p) => p.startsWith('/user') || p === '/' || p.startsWith('/properties/search'))).toEqual([])

  await page.getByTestId('user-menu').click()
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await page.getByText('Cerraste sesión correctamente').waitFor()
  await expect.poll(() => keptUrls(page)).not.toContain('/about_us')
  await context.close()
})

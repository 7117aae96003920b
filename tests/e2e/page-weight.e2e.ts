/**
 * Page weight (issue 15): the HTML of the first render stays within 120 KB on every public
 * page, and no public page carries the server's libraries in its first-load scripts (the
 * build refuses them too: vite.config.ts). What the pages weigh and how fast they paint is
 * measured by `npm run bench -- lighthouse`, outside the tests.
 */
import { sitemapUrls } from './api'
import { expect, inject, test } from 'vitest'

const baseUrl = inject('baseUrl')
const HTML_BUDGET = 120 * 1024

async function get(path: string) {
  const res = await fetch(baseUrl + path, { redirect: 'manual' })
  return { status: res.status, body: await res.text() }
}

/** A published listing, its agency's microsite and a landing, as a visitor reaches them. */
async function discovered(): Promise<string[]> {
  const listing = new URL((await sitemapUrls(baseUrl, 'listings'))[0]).pathname
  const landings = (await sitemapUrls(baseUrl, 'landings')).map((url) => new URL(url).pathname)
  const microsite = /href="(\/realstate\/[^"]+)"/.exec((await get(listing)).body)![1]
  // The widest landings list the most results and facets.
  return [listing, microsite, ...landings.filter((l) => l.split('/').length <= 3).slice(0, 6)]
}

const FIXED = [
  '/',
  '/en',
  '/properties/search',
  '/properties/search?sort=price_asc&page=2',
  '/properties/search?view=map',
  '/properties/search?more=municipalities',
  '/en/properties/search',
  '/proyectos',
  '/proyectos/medellin',
  '/en/projects/bello/vis',
  '/properties/compare',
  '/about_us',
  '/info/rlist',
  '/info/inmobiliarias/anunciarse',
  '/unlugarparati',
  '/terms_and_conditions',
  '/privacy_policies',
  '/data_policy',
  '/cookies_policy',
  '/login',
  '/sign_up',
  '/forgot_password',
  '/offline',
  '/no-such-page',
]

test('every public page renders its first HTML within 120 KB, without server libraries in its scripts', async () => {
  const paths = [...FIXED, ...(await discovered())]
  const scripts = new Set<string>()
  for (const path of paths) {
    const { status, body } = await get(path)
    expect([200, 404], path).toContain(status)
    expect(Buffer.byteLength(body), path).toBeLessThanOrEqual(HTML_BUDGET)
    // The page's scripts, as its module script asks for them after the first paint.
    const moduleScript = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? ''
    for (const m of moduleScript.matchAll(/"(\/assets\/[^"]+\.js)"/g)) scripts.add(m[1])
  }
  expect(scripts.size).toBeGreaterThan(5)
  for (const src of scripts) {
    const code = await (await fetch(baseUrl + src)).text()
    expect(code, src).not.toContain('drizzle:entityKind')
    expect(code, src).not.toMatch(/\$ZodType|ZodError/)
  }
})

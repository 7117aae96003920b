/**
 * `npm run bench -- lighthouse`: mobile Lighthouse (the default mobile profile: Moto G
 * Power, slow 4G, 4× CPU slowdown) on the home, search, listing and microsite pages, 5 runs
 * each (LIGHTHOUSE_RUNS), printing the medians of performance, accessibility, SEO, LCP, TBT,
 * CLS, the page's HTML (as the server writes it, before compression) and the first-load
 * JavaScript: as Chromium received it (it accepts Brotli even on plain http), and the same
 * scripts as sent gzipped (the budget of issue 15) and as sent with Brotli, and the page's own
 * part of the gzipped figure (all but the framework chunk: the budget of ADR 0022).
 *
 * Starts its own production server on a fresh embedded database (run `npm run build`
 * first), or measures BENCH_URL when set. Debian's Chromium: CHROME_PATH or
 * /usr/bin/chromium.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)

interface Figures {
  performance: number
  accessibility: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Bytes of the scripts as Lighthouse's Chromium received them. */
  jsBytes: number
  /** The same scripts as sent to a browser that accepts only gzip. */
  jsBytesGzip: number
  /** Of those, the page's own code: all but the framework chunk (ADR 0022's budget: 35 KB). */
  ownJsBytesGzip: number
  /** The same scripts as sent to a browser that accepts Brotli. */
  jsBytesBr: number
}

export async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
  const buildDir = process.env.WI_BUILD_DIR ?? 'build'
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) throw new Error('No build: run `npm run build` first.')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-lighthouse-'))
  const port = 4300 + Math.floor(Math.random() * 200)
  const baseUrl = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 240_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`)
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error('The server did not start in time')
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The microsite of the agency that publishes a listing, as its page links it. */
export async function micrositePath(baseUrl: string, listing: string): Promise<string> {
  const page = await (await fetch(baseUrl + listing)).text()
  const link = page.match(/href="(\/realstate\/[^"]+)"/)
  if (!link) throw new Error(`No microsite link on ${listing}`)
  return link[1]
}

/** The first listing address of the sitemap: a real, published listing. */
export async function listingPath(baseUrl: string): Promise<string> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
  for (const chunk of index.match(/<loc>([^<]+)<\/loc>/g) ?? []) {
    const url = chunk.slice(5, -6)
    const body = await (await fetch(url.replace(/^https?:\/\/[^/]+/, baseUrl))).text()
    const listing = body.match(/<loc>([^<]*\/property\/[^<]+)<\/loc>/)
    if (listing) return new URL(listing[1]).pathname
  }
  throw new Error('No listing in the sitemap')
}

/** The framework chunk (React, React DOM, React Router), as vite.config.ts names its group: the budget counts it apart. */
export const isFramework = (url: string) => /\/assets\/framework-[\w-]+\.js$/.test(url)

/** The bytes that travel for an Accept-Encoding, counted on the wire: the server streams compressed files without a length. */
export function encodedSize(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => (bytes += chunk.length))
        res.on('end', () => resolve(bytes))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`)
  // First-load JS: the scripts requested until the page became interactive, the 'wi:hydrated'
  // mark of app/root.tsx (the language catalogue, asked for just before hydration, counts).
  // Later ones (idle prefetch of linked pages, the PWA client, the service worker's precache)
  // do not hold the page back. Without the mark (the page never hydrated), the load event.
  const metrics = (audits.metrics?.details as { items?: Array<{ observedLoad?: number }> } | undefined)?.items?.[0]
  const hydratedAt = (
    audits['user-timings']?.details as { items?: Array<{ name?: string; startTime?: number }> } | undefined
  )?.items?.find((m) => m.name === 'wi:hydrated')?.startTime
  const interactiveAt = hydratedAt ?? metrics?.observedLoad ?? Number.POSITIVE_INFINITY
  const requests = (
    (
      audits['network-requests']?.details as
        | { items?: Array<{ url?: string; resourceType?: string; transferSize?: number; networkRequestTime?: number }> }
        | undefined
    )?.items ?? []
  ).filter((r) => (r.networkRequestTime ?? 0) <= interactiveAt)
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url)
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
  const gzipSizes = await Promise.all(scripts.map((r) => encodedSize(r.url as string, 'gzip')))
  const brSizes = await Promise.all(scripts.map((r) => encodedSize(r.url as string, 'br')))
  return {
    jsBytesGzip: sum(gzipSizes),
    ownJsBytesGzip: sum(gzipSizes.filter((_, i) => !isFramework(scripts[i].url as string))),
    jsBytesBr: sum(brSizes),
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  }
}

/** Lighthouse now and then loses its trace (NO_NAVSTART): such a run is repeated, twice at most. */
async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= 3) throw error
      console.warn(String((error as Error).message))
    }
  }
}

export async function runLighthouse() {
  const server = await startServer()
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  })
  try {
    const listing = await listingPath(server.baseUrl)
    const pages = {
      home: '/',
      search: '/properties/search',
      listing,
      microsite: await micrositePath(server.baseUrl, listing),
    }
    console.log(`Lighthouse ${RUNS}× mobile, median — ${server.baseUrl}`)
    console.log(
      'page      perf  a11y  seo   LCP ms  TBT ms  CLS    HTML KB  first-load JS: received / gzip / brotli, own gzip',
    )
    for (const [name, pagePath] of Object.entries(pages)) {
      const runs: Figures[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await withRetry(() => measure(server.baseUrl + pagePath, chrome.port)))
      const m = (key: keyof Figures) => median(runs.map((r) => r[key]))
      const html = (await (await fetch(server.baseUrl + pagePath)).arrayBuffer()).byteLength / 1024
      console.log(
        `${name.padEnd(9)} ${String(m('performance')).padStart(4)}  ${String(m('accessibility')).padStart(4)}  ${String(m('seo')).padStart(3)}  ${String(m('lcpMs')).padStart(7)}  ${String(m('tbtMs')).padStart(6)}  ${String(m('cls')).padEnd(5)}  ${html.toFixed(1).padStart(7)}  ${(m('jsBytes') / 1024).toFixed(1)} / ${(m('jsBytesGzip') / 1024).toFixed(1)} / ${(m('jsBytesBr') / 1024).toFixed(1)} KB, own ${(m('ownJsBytesGzip') / 1024).toFixed(1)} KB`,
      )
    }
  } finally {
    chrome.kill()
    await server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLighthouse().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}

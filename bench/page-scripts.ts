/**
 * `npm run bench -- page-scripts [--chunks]`: the first-load JavaScript of the home, search,
 * listing and microsite pages, split into the framework chunk (React, React DOM, React
 * Router: `framework-*.js`) and the page's own code, the two figures the budget counts
 * (ADR 0022: own code ≤ 35 KB gzipped). One Chromium load per page, no throttling, so it
 * takes seconds rather than the minutes of `lighthouse`; the sizes are the same.
 *
 * First-load JS is counted as `lighthouse` counts it: the scripts requested before the
 * `wi:hydrated` mark of app/root.tsx, each at the size the server sends to a browser that
 * accepts only gzip (the `.gz` copies of scripts/compress-assets.ts; files under 1 KB go
 * uncompressed). `--chunks` lists each script.
 */
import { chromium } from 'playwright-core'
import { encodedSize, isFramework, listingPath, micrositePath, startServer } from './lighthouse'

const OWN_JS_BUDGET_KB = 35

export async function measurePageScripts(options: { chunks: boolean }) {
  const server = await startServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  })
  try {
    const listing = await listingPath(server.baseUrl)
    const pages = {
      home: '/',
      search: '/properties/search',
      landing: '/arriendo/apartamentos/medellin',
      listing,
      microsite: await micrositePath(server.baseUrl, listing),
    }
    console.log(`First-load JS, gzip as sent — ${server.baseUrl} (own code budget ${OWN_JS_BUDGET_KB} KB)`)
    console.log('page       framework KB  own KB  total KB  scripts')
    for (const [name, pagePath] of Object.entries(pages)) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-CO' })
      const page = await context.newPage()
      await page.goto(server.baseUrl + pagePath)
      await page.waitForFunction(() => performance.getEntriesByName('wi:hydrated').length > 0, null, {
        timeout: 30_000,
      })
      const urls = await page.evaluate(() => {
        const hydratedAt = performance.getEntriesByName('wi:hydrated')[0].startTime
        return performance
          .getEntriesByType('resource')
          .filter((r) => r.startTime <= hydratedAt && /\.js(\?|$)/.test(new URL(r.name).pathname))
          .map((r) => r.name)
      })
      await context.close()
      const sizes = await Promise.all(urls.map(async (url) => ({ url, bytes: await encodedSize(url, 'gzip') })))
      const kb = (bytes: number) => (bytes / 1024).toFixed(1)
      const framework = sizes.filter((s) => isFramework(s.url)).reduce((sum, s) => sum + s.bytes, 0)
      const own = sizes.filter((s) => !isFramework(s.url)).reduce((sum, s) => sum + s.bytes, 0)
      const flag = own / 1024 > OWN_JS_BUDGET_KB ? '  over budget' : ''
      console.log(
        `${name.padEnd(10)} ${kb(framework).padStart(12)}  ${kb(own).padStart(6)}  ${kb(framework + own).padStart(8)}  ${String(sizes.length).padStart(7)}${flag}`,
      )
      if (options.chunks)
        for (const s of sizes.sort((a, b) => b.bytes - a.bytes))
          console.log(`    ${kb(s.bytes).padStart(6)}  ${new URL(s.url).pathname}`)
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

/**
 * `npm run bench -- lighthouse-why URL`: one mobile Lighthouse run on a page, printing what
 * its figures come from: the LCP element and its phases, the elements that shifted, the
 * long main-thread tasks and the scripts that ran them. For looking into a figure of
 * `npm run bench -- lighthouse`; never part of a test.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

type Items = Array<Record<string, unknown>>
const items = (audit: { details?: unknown } | undefined): Items =>
  ((audit?.details as { items?: Items } | undefined)?.items ?? []) as Items

export async function explainLighthouse(url: string | undefined) {
  if (!url) throw new Error('Usage: npm run bench -- lighthouse-why URL')
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    const { audits, categories } = result!.lhr
    console.log('performance', Math.round((categories.performance?.score ?? 0) * 100))
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ])
      console.log(id, audits[id]?.displayValue)
    console.log('\nLCP element and phases:')
    console.log(' ', JSON.stringify(audits['largest-contentful-paint-element']?.details ?? '').slice(0, 1500))
    for (const id of Object.keys(audits).filter((a) => a.includes('lcp')))
      console.log(' ', id, audits[id].displayValue ?? '', JSON.stringify(audits[id].details ?? '').slice(0, 1200))
    console.log('\nLayout shifts:')
    for (const row of items(audits['layout-shifts'] ?? audits['layout-shift-elements']))
      console.log(
        ' ',
        (row.node as { selector?: string } | undefined)?.selector,
        row.score,
        JSON.stringify(row.subItems ?? ''),
      )
    console.log('\nLong tasks:')
    for (const row of items(audits['long-tasks']).slice(0, 10)) console.log(' ', JSON.stringify(row).slice(0, 300))
    console.log('\nBoot-up time by script:')
    for (const row of items(audits['bootup-time']).slice(0, 8)) console.log(' ', JSON.stringify(row).slice(0, 300))
    console.log('\nRender-blocking:')
    for (const row of items(audits['render-blocking-resources'])) console.log(' ', JSON.stringify(row).slice(0, 300))
  } finally {
    chrome.kill()
  }
}

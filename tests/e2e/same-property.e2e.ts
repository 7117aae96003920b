/**
 * One property, one card (issue 14), as a visitor meets it on the demo: a property that two
 * agencies list (a planted relisting) shows as one card "Publicado por 2 inmobiliarias"; its
 * page lists both offers with their prices, cheapest first; following the other agency's offer
 * opens that listing, which lists the first in turn. At 390 and 1280 px, with screenshots and axe.
 */
import fs from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { api } from './api'
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser'
import { axeViolations } from './back-office'

let browser: Browser
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync('test-results', { recursive: true })
})
afterAll(() => browser?.close())

interface Result {
  id: string
  code: string
  price: number
  agency_count: number
  agency: { name: string }
}

/** A card of the demo with two or more agencies, found as any API client would. */
async function groupedResult(): Promise<Result> {
  for (let page = 1; page <= 40; page++) {
    const body = await api(baseUrl, `/properties/search?page=${page}`)
    const found = (body.data as Result[]).find((r) => r.agency_count > 1)
    if (found) return found
  }
  throw new Error('no property listed by several agencies in the demo')
}

for (const [name, viewport] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`at ${name} px: one card for the property, every offer on its page`, async () => {
    const grouped = await groupedResult()
    const detail = (await api(baseUrl, `/properties/${grouped.id}`)).data as {
      other_offers: Array<{ id: string; price: number; agency: { name: string } }>
    }
    expect(detail.other_offers.length).toBeGreaterThan(0)
    const { context, page } = await newPage(browser, viewport)
    try {
      // The visitor types the code they were given: one card, with every agency counted.
      await page.goto(`${baseUrl}/properties/search?q=${grouped.code}`)
      const cards = page.getByTestId('result-card')
      await expect.poll(() => cards.count()).toBe(1)
      const card = cards.first()
      await expect.poll(() => card.textContent()).toContain(`Publicado por ${grouped.agency_count} inmobiliarias`)
      await page.screenshot({ path: `test-results/same-property-card-${name}.png` })

      await card.getByRole('link').first().click()
      const offers = page.getByRole('region', { name: `Publicado por ${grouped.agency_count} inmobiliarias` })
      await offers.waitFor()
      const rows = offers.getByRole('listitem')
      expect(await rows.count()).toBe(grouped.agency_count)
      expect(await offers.textContent()).toContain('(esta página)')
      for (const other of detail.other_offers) expect(await offers.textContent()).toContain(other.agency.name)
      await offers.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/same-property-offers-${name}.png` })
      expect(await axeViolations(page)).toEqual([])

      // The other agency's offer opens its own page, which lists this one.
      const otherName = detail.other_offers[0].agency.name
      await offers.getByRole('link', { name: otherName }).click()
      await page.waitForURL((url) => url.pathname.includes(detail.other_offers[0].id))
      const back = page.getByRole('region', { name: `Publicado por ${grouped.agency_count} inmobiliarias` })
      await back.waitFor()
      expect(await back.textContent()).toContain(grouped.agency.name)
    } finally {
      await context.close()
    }
  })
}

/**
 * Syndication feeds: /feeds/trovit.xml is well-formed XML with one <ad> per public listing (its
 * required elements, text escaped, the approximate point, monthly rent), streamed from the
 * database before the job has written the file and served from the file after (gzip as
 * stored); one agency's feed holds its listings only; /feeds/listings.json pages by cursor through
 * the same listings; bad parameters are 422 with field messages; robots.txt lists the feeds.
 * Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL), where the file is written by a child process.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openDatabase } from '../../db/client'
import { runMigrations } from '../../db/migrate'
import { refreshFeedFile, feedFileInfo } from '#core/seo'
import { encodeId } from '#core/shared/ids.utils'
import { insertCustomer, insertListing, seedReferenceData } from '../factories/listings'
import { startPagesApp } from '../support/pages-app'
import { scratchDatabase } from '../support/server-process'

const serverUrl = process.env.TEST_DATABASE_URL

const ORIGIN = 'https://wi.example'
let ctx: Awaited<ReturnType<typeof startPagesApp>>
const get = (path: string, headers: Record<string, string> = {}) =>
  ctx.request(`http://localhost${path}`, { headers: { 'accept-language': 'es-CO', ...headers } })

const TRICKY = 'Casa <grande> & "linda" en l\'Alameda\u0001 — 100 % ñandú'
const listings: Array<{ id: number; code: string; customerId: number; lat: number | null }> = []
let otherAgency = 0

interface Ad {
  id: string
  url: string
  title: string
  type: string
  content?: string
  price?: { '#text': number; '@_period'?: string }
  property_type: string
  city?: string
  city_area?: string
  region?: string
  latitude?: number
  longitude?: number
  pictures?: { picture: { picture_url: string } | Array<{ picture_url: string }> }
  date?: string
}

function adsOf(xml: string): Ad[] {
  expect(XMLValidator.validate(xml)).toBe(true)
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: true,
    isArray: (name) => name === 'ad',
  }).parse(xml) as { trovit: { ad?: Ad[] } | '' }
  return parsed.trovit === '' ? [] : (parsed.trovit.ad ?? [])
}

beforeAll(async () => {
  ctx = await startPagesApp({ PUBLIC_URL: ORIGIN })
  await seedReferenceData(ctx.db)
  const agency = await insertCustomer(ctx.db, { name: 'Inmobiliaria Feeds' })
  const other = await insertCustomer(ctx.db, { name: 'Otra Inmobiliaria' })
  otherAgency = other.id
  const add = async (values: Parameters<typeof insertListing>[1]) => {
    const l = await insertListing(ctx.db, values)
    if ((values?.status ?? 'published') === 'published')
      listings.push({ id: l.id, code: l.code, customerId: l.customerId, lat: l.lat == null ? null : Number(l.lat) })
    return l
  }
  await add({ customerId: agency.id, title: TRICKY, rentPrice: 2_500_000, adminPrice: 300_000, photoCount: 3 })
  await add({ customerId: agency.id, businessType: 'sale', rentPrice: null, salePrice: 420_000_000 })
  await add({ customerId: agency.id, status: 'draft' })
  for (let i = 0; i < 4; i++) await add({ customerId: other.id, rentPrice: 1_800_000 + i * 100_000 })
}, 120_000)
afterAll(() => ctx?.close())

test('the homes feed streams one well-formed <ad> per public listing, escaped, before the file is written', async () => {
  const res = await get('/feeds/trovit.xml')
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('application/xml')
  const ads = adsOf(await res.text())
  expect(ads.map((a) => a.id).sort()).toEqual(listings.map((l) => l.code).sort())

  const tricky = ads.find((a) => a.title.includes('grande'))!
  // Escaped on the way out, the same text on the way in, less the control character XML forbids.
  expect(tricky.title).toBe(TRICKY.replace('\u0001', ''))
  expect(tricky.type).toBe('For rent')
  expect(tricky.price).toEqual({ '#text': 2_500_000, '@_period': 'monthly' })
  expect(tricky.url).toMatch(/^https:\/\/wi\.example\/property\/[a-z0-9-]+\/medellin\/laureles\/\w{8,}\/ot\/\w{8,}$/)
  expect(tricky.city).toBe('Medellín')
  expect(tricky.city_area).toBe('Laureles')
  expect(tricky.region).toBe('Antioquia')
  expect(tricky.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
  const pictures = [tricky.pictures!.picture].flat()
  expect(pictures).toHaveLength(3)
  for (const p of pictures) expect(p.picture_url).toMatch(/^https:\/\/wi\.example\/media\/.+-og\.jpg$/)
  // The point is the listing page's approximate one, never the address's.
  const exact = listings.find((l) => l.code === tricky.id)!
  expect(tricky.latitude).toBeTypeOf('number')
  expect(tricky.latitude).not.toBe(exact.lat)

  const sale = ads.find((a) => a.type === 'For sale')!
  expect(sale.price).toBe(420_000_000)
})

test('one agency feed holds its listings only; a malformed or unknown agency is a 422 in Spanish', async () => {
  const ads = adsOf(await (await get(`/feeds/trovit.xml?agency=${encodeId('customer', otherAgency)}`)).text())
  expect(ads.map((a) => a.id).sort()).toEqual(
    listings
      .filter((l) => l.customerId === otherAgency)
      .map((l) => l.code)
      .sort(),
  )
  const malformed = await get('/feeds/trovit.xml?agency=nope')
  expect(malformed.status).toBe(422)
  expect(await malformed.text()).toContain('agency: El identificador no es válido')
  const unknown = await get(`/feeds/trovit.xml?agency=${encodeId('customer', 999_999)}`)
  expect(unknown.status).toBe(422)
  expect(await unknown.text()).toContain('La inmobiliaria no existe o no está activa')
})

test('once the job has written the file, the feed is served from it, as gzip when the client takes it', async () => {
  const dataDir = ctx.env.DATA_DIR_ABS
  const live = await (await get('/feeds/trovit.xml')).text()
  // The first request found no file and started writing one: wait for it, then write it again.
  let written = await refreshFeedFile(ctx.db, { dataDir, origin: ORIGIN, force: true })
  for (let i = 0; i < 100 && !written.written; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    written = await refreshFeedFile(ctx.db, { dataDir, origin: ORIGIN, force: true })
  }
  expect(written.written).toBe(true)
  expect(feedFileInfo(dataDir)).not.toBeNull()
  // A fresh file is not written again.
  expect((await refreshFeedFile(ctx.db, { dataDir, origin: ORIGIN })).written).toBe(false)

  const plain = await get('/feeds/trovit.xml')
  expect(plain.headers.get('last-modified')).toBeTruthy()
  expect(await plain.text()).toBe(live)
  // In process, the raw bytes, as an aggregator's client receives them before it unzips.
  const zipped = await get('/feeds/trovit.xml', { 'accept-encoding': 'gzip' })
  expect(zipped.headers.get('content-encoding')).toBe('gzip')
  expect(zlib.gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(live)
})

test('the JSON feed pages by cursor through the same listings, each once; bad parameters are 422 by field', async () => {
  const seen: string[] = []
  let next: string | null = '/feeds/listings.json?limit=2'
  let pages = 0
  while (next) {
    const res = await get(next.replace(ORIGIN, ''))
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      data: Array<{ code: string; url: string; price: number; photos: string[]; agency: { name: string } }>
      links: { next: string | null }
    }
    expect(body.data.length).toBeLessThanOrEqual(2)
    seen.push(...body.data.map((d) => d.code))
    next = body.links.next
    pages++
  }
  expect(pages).toBe(Math.ceil(listings.length / 2))
  expect(seen.sort()).toEqual(listings.map((l) => l.code).sort())

  const bad = await get('/feeds/listings.json?limit=0&after=x&agency=y')
  expect(bad.status).toBe(422)
  const errors = ((await bad.json()) as { errors: Record<string, string[]> }).errors
  expect(errors.limit).toEqual(['Entre 1 y 500'])
  expect(errors.after).toEqual(['El identificador no es válido'])
  expect(errors.agency).toEqual(['El identificador no es válido'])
})

test('robots.txt lists the feeds', async () => {
  const robots = await (await get('/robots.txt')).text()
  expect(robots).toContain(`${ORIGIN}/feeds/trovit.xml`)
  expect(robots).toContain(`${ORIGIN}/feeds/listings.json`)
})

test.skipIf(!serverUrl)(
  'on PostgreSQL, before the file exists the feed answers 503 with Retry-After while a child process writes it',
  async () => {
    const scratch = await scratchDatabase(serverUrl!, `wi_feeds_${process.pid}`)
    const handle = await openDatabase({ url: scratch.url, poolSize: 2 })
    const env = ctx.env as { DATABASE_URL?: string; DATA_DIR_ABS: string }
    const dataDir = env.DATA_DIR_ABS
    try {
      await runMigrations(handle)
      await seedReferenceData(handle.db)
      const codes: string[] = []
      for (let i = 0; i < 3; i++) codes.push((await insertListing(handle.db, { rentPrice: 1_000_000 + i })).code)
      fs.rmSync(path.join(dataDir, 'feeds'), { recursive: true, force: true })
      // The app as it runs on PostgreSQL: DATABASE_URL set (the test's own database answers the rest).
      env.DATABASE_URL = scratch.url
      const res = await get('/feeds/trovit.xml')
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('120')
      expect(await res.text()).toBe('Estamos preparando este listado. Vuelve a intentarlo en unos minutos.')
      // The child process reads the scratch database through its own connection.
      for (let i = 0; i < 200 && !feedFileInfo(dataDir); i++) await new Promise((r) => setTimeout(r, 100))
      const ads = adsOf(await (await get('/feeds/trovit.xml')).text())
      expect(ads.map((a) => a.id).sort()).toEqual(codes.sort())
    } finally {
      env.DATABASE_URL = undefined
      fs.rmSync(path.join(dataDir, 'feeds'), { recursive: true, force: true })
      await handle.close()
      await scratch.drop()
    }
  },
  60_000,
)

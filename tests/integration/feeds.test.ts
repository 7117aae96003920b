/**
 * Syndication feeds: /feeds/trovit.xml is well-formed XML with one <ad> per public listing (its
 * required elements, text escaped, the approximate point, monthly rent), streamed from the
 * database before the job has built it and served from its segments after (gzip as stored); a
 * listing published or withdrawn is in or out of the feed after the job's next run, the other
 * segments unchanged byte for byte; its page answers 410 with similar listings, an id never used
 * 404; one agency's feed holds its listings only; /feeds/listings.json pages by cursor through
 * the same listings; bad parameters are 422 with field messages; robots.txt lists the feeds.
 * Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL), where the full build runs in a child process.
 */
import zlib from 'node:zlib'
import { eq } from 'drizzle-orm'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openDatabase } from '#db/client'
import { runMigrations } from '#db/migrate'
import { feedGzipStream, gunzipStream, syncFeed } from '#core/seo'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { customers, properties } from '#db/schema'
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
let withdrawnId = 0
/** Two listing ids per segment, so that a handful of listings make several. */
const SEGMENT = 2

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

/** The job, driven directly: another run (the one the first request started) may hold the claim a moment. */
async function runFeedJob(options: { databaseUrl?: string; db?: typeof ctx.db } = {}) {
  for (let i = 0; i < 200; i++) {
    const run = await syncFeed(options.db ?? ctx.db, { origin: ORIGIN, segmentSize: SEGMENT, ...options })
    if (run.ran) return run
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the feed job never got its turn')
}

/** The feed's text by segment (listing id / SEGMENT), from each <ad>'s code. */
function segmentsOf(xml: string, idOf: Map<string, number>): Map<number, string> {
  const segments = new Map<number, string>()
  for (const ad of xml.match(/<ad>.*?<\/ad>\n/gs) ?? []) {
    const code = /<id>(.*?)<\/id>/.exec(ad)![1]
    const segment = Math.floor(idOf.get(code)! / SEGMENT)
    segments.set(segment, (segments.get(segment) ?? '') + ad)
  }
  return segments
}

test('once the job has built the feed, it is served from its segments, as gzip when the client takes it', async () => {
  const live = await (await get('/feeds/trovit.xml')).text()
  const first = await runFeedJob()
  expect(first.full || first.segments === 0).toBe(true)

  const plain = await get('/feeds/trovit.xml')
  expect(plain.headers.get('last-modified')).toBeTruthy()
  expect(await plain.text()).toBe(live)
  // In process, the raw bytes, as an aggregator's client receives them before it unzips.
  const zipped = await get('/feeds/trovit.xml', { 'accept-encoding': 'gzip' })
  expect(zipped.headers.get('content-encoding')).toBe('gzip')
  expect(zlib.gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(live)
  // Nothing changed: the next run writes nothing.
  expect(await runFeedJob()).toMatchObject({ ran: true, full: false, segments: 0, changed: false })
})

test('a listing published is in the feed after the job’s next run, one withdrawn is gone, the other segments unchanged byte for byte', async () => {
  await runFeedJob()
  const before = await (await get('/feeds/trovit.xml')).text()
  const withdrawn = listings.find((l) => l.customerId === otherAgency)!
  const published = await insertListing(ctx.db, { customerId: otherAgency, rentPrice: 1_950_000 })
  await ctx.db.update(properties).set({ status: 'inactive' }).where(eq(properties.id, withdrawn.id))
  // Not a rebuild: the two segments of the two listings, from the change log.
  const run = await runFeedJob()
  expect(run).toMatchObject({ ran: true, full: false, changed: true })
  const changed = new Set([withdrawn.id, published.id].map((id) => Math.floor(id / SEGMENT)))
  expect(run.ran && run.segments).toBe(changed.size)

  const after = await (await get('/feeds/trovit.xml')).text()
  const codes = adsOf(after).map((a) => a.id)
  expect(codes).toContain(published.code)
  expect(codes).not.toContain(withdrawn.code)
  expect(codes).toHaveLength(listings.length)

  const idOf = new Map([...listings, published].map((l) => [l.code, l.id]))
  const [was, is] = [segmentsOf(before, idOf), segmentsOf(after, idOf)]
  expect([...was.keys()].length).toBeGreaterThan(changed.size)
  // Outside the changed segments, the same bytes in the same places.
  const outside = (xml: string, segments: Map<number, string>) =>
    [...changed].reduce((rest, segment) => rest.replace(segments.get(segment) ?? '', ''), xml)
  expect(outside(after, is)).toBe(outside(before, was))
  for (const [segment, text] of was) if (!changed.has(segment)) expect(is.get(segment)).toBe(text)
  listings.splice(listings.indexOf(withdrawn), 1)
  listings.push({ id: published.id, code: published.code, customerId: otherAgency, lat: null })
  withdrawnId = withdrawn.id
})

test('a listing that left the portal answers 410 with similar listings, in Spanish and English; one that never existed, 404', async () => {
  const path = `x/medellin/laureles/${encodeId('property', withdrawnId)}/ot/${encodeOperation('rent')}`
  const gone = await get(`/property/${path}`)
  expect(gone.status).toBe(410)
  const html = await gone.text()
  expect(html).toContain('Este inmueble ya no está disponible')
  expect(html).toContain('Quizás te interesen estos inmuebles')
  expect(html).toContain('data-testid="similar-listings"')
  // The cards link to listings still in the feed.
  const linked = [...html.matchAll(/href="(\/property\/[^"]+)"/g)].map((m) => m[1])
  expect(linked.length).toBeGreaterThan(0)

  const english = await get(`/en/property/${path}`, { 'accept-language': 'en' })
  expect(english.status).toBe(410)
  const englishHtml = await english.text()
  expect(englishHtml).toContain('This property is no longer available')
  expect(englishHtml).toContain('data-testid="similar-listings"')

  // An agency switched off: its listings left the portal too.
  const closing = await insertCustomer(ctx.db, { name: 'Inmobiliaria que cierra' })
  const closed = await insertListing(ctx.db, { customerId: closing.id, rentPrice: 2_100_000 })
  await runFeedJob()
  expect(adsOf(await (await get('/feeds/trovit.xml')).text()).map((a) => a.id)).toContain(closed.code)
  await ctx.db.update(customers).set({ isActive: false }).where(eq(customers.id, closing.id))
  await runFeedJob()
  expect(adsOf(await (await get('/feeds/trovit.xml')).text()).map((a) => a.id)).not.toContain(closed.code)
  const closedPage = await get(
    `/property/x/medellin/laureles/${encodeId('property', closed.id)}/ot/${encodeOperation('rent')}`,
  )
  expect(closedPage.status).toBe(410)

  const never = await get(
    `/property/x/medellin/laureles/${encodeId('property', 999_999)}/ot/${encodeOperation('rent')}`,
  )
  expect(never.status).toBe(404)
  expect(await never.text()).toContain('El inmueble no existe o fue deshabilitado')
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
  'on PostgreSQL the full build runs in a child process with its own connection',
  async () => {
    const scratch = await scratchDatabase(serverUrl!, `wi_feeds_${process.pid}`)
    const handle = await openDatabase({ url: scratch.url, poolSize: 2 })
    try {
      await runMigrations(handle)
      await seedReferenceData(handle.db)
      const codes: string[] = []
      for (let i = 0; i < 3; i++) codes.push((await insertListing(handle.db, { rentPrice: 1_000_000 + i })).code)
      const run = await runFeedJob({ db: handle.db, databaseUrl: scratch.url })
      expect(run).toMatchObject({ ran: true, full: true })
      const xml = await new Response(gunzipStream(feedGzipStream(handle.db))).text()
      expect(
        adsOf(xml)
          .map((a) => a.id)
          .sort(),
      ).toEqual(codes.sort())
    } finally {
      await handle.close()
      await scratch.drop()
    }
  },
  60_000,
)

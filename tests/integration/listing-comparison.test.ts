/**
 * The listing page's "same type" price comparison and its similar listings (issue 29), on a
 * real database, as a visitor reads them: the comparison weighs apartments against apartments
 * only, and the count it quotes is the total of the search its link opens (one card per
 * property, the listing itself among them); the similar listings never show another agency's
 * offer of the same flat, which the page already lists under "other offers" (ADR 0020).
 * Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startPagesApp } from '../support/pages-app'

let ctx: Awaited<ReturnType<typeof startPagesApp>>
const RENT = encodeOperation('rent')
const ITAGUI = { municipalityCode: '05360', sectorSlug: null } as const

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = Record<string, any>
async function call(method: string, path: string, body?: unknown, token = ''): Promise<{ status: number; body: Json }> {
  const res = await ctx.request(`http://localhost/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      'accept-language': 'es-CO',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Json }
}

/** Saves a listing through the back-office API, where a listing joins its property's group. */
async function saveThroughBackOffice(id: number, token: string) {
  const path = `/admin/properties/${encodeId('property', id)}`
  const d = (await call('GET', path, undefined, token)).body.data
  const res = await call(
    'PUT',
    path,
    {
      business_type: d.business_type,
      property_type_id: d.property_type_id,
      title: d.title,
      description: d.description,
    },
    token,
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

let subject: { id: number; title: string }
let otherOffer: { id: number; title: string }
let plain: { id: number; title: string }

beforeAll(async () => {
  ctx = await startPagesApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(ctx.db)
  // Apartments for rent in Itagüí at 30,000–40,000 $/m², one of them without a built area, each
  // pinned a kilometre from the others (other properties, never grouped with the flat below).
  const apart = (n: number) => ({ lat: 6.1 + n * 0.01, lon: -75.5 })
  for (const [n, perM2] of [30_000, 32_000, 34_000, 36_000, 38_000, 40_000].entries())
    await insertListing(ctx.db, { ...ITAGUI, ...apart(n), buildArea: 100, rentPrice: perM2 * 100 })
  plain = await insertListing(ctx.db, {
    ...ITAGUI,
    ...apart(6),
    title: 'Apartamento sin área declarada',
    buildArea: null,
    rentPrice: 3_300_000,
  })
  // Not the same search: two studios, and an apartment for sale only.
  for (const n of [8, 9])
    await insertListing(ctx.db, { ...ITAGUI, ...apart(n), typeSlug: 'studio', buildArea: 30, rentPrice: 3_000_000 })
  await insertListing(ctx.db, { ...ITAGUI, businessType: 'sale', rentPrice: null, salePrice: 400_000_000 })
  // One flat listed by two agencies: one property, one card in the search.
  const tokens: string[] = []
  const ids: Array<{ id: number; title: string }> = []
  for (const [i, name] of ['Inmobiliaria Uno', 'Inmobiliaria Dos'].entries()) {
    const agency = await insertCustomer(ctx.db, { name })
    tokens.push((await signInAs(ctx.db, (await insertUser(ctx.db, { role: 'Admin', customerId: agency.id })).id)).token)
    ids.push(
      await insertListing(ctx.db, {
        ...ITAGUI,
        customerId: agency.id,
        title: i === 0 ? 'Apartamento con balcón en Itagüí' : 'Lindo apartamento cerca al parque',
        rentPrice: i === 0 ? 3_500_000 : 3_400_000,
        buildArea: 100,
        address: i === 0 ? 'Carrera 50 # 51-20' : 'Cra. 50 No. 51 - 20',
        lat: 6.1719,
        lon: -75.6114 + i * 0.0001,
      }),
    )
  }
  await saveThroughBackOffice(ids[1].id, tokens[1])
  ;[subject, otherOffer] = ids
}, 300_000)
afterAll(() => ctx?.close())

test('the comparison counts what the search it links to shows: same type, one card per property', async () => {
  const listing = (await call('GET', `/properties/${encodeId('property', subject.id)}`)).body.data
  expect(listing.other_offers.map((o: Json) => o.id)).toEqual([encodeId('property', otherOffer.id)])
  const c = listing.price_comparison
  expect(c.scope).toBe('municipality')

  const search = await call(
    'GET',
    `/properties/search?property_types=${listing.property_type.id}&operation_type_id=${RENT}&municipality_id=${listing.municipality_id}`,
  )
  expect(search.status, JSON.stringify(search.body)).toBe(200)
  // Six priced apartments, the one without an area, and the flat of two agencies once.
  expect(search.body.meta.total).toBe(8)
  expect(c.count).toBe(search.body.meta.total)
  // The median weighs the apartments with a price per m², the cheaper offer of the flat (34,000) among them.
  expect(c.median_per_m2).toBe(34_000)

  // On the page: the quoted count, and a link to that very search.
  const html = await (await ctx.request(`http://localhost${new URL(listing.url).pathname}`)).text()
  const median = /data-testid="price-median">(.*?)<\/div>/s.exec(html)?.[1] ?? ''
  expect(median).toContain('(8 inmuebles)')
  const link = /<a [^>]*data-testid="price-median-search"[^>]*>/.exec(median)?.[0] ?? ''
  const href = /href="([^"]+)"/.exec(link)?.[1]
  expect(href).toBeTruthy()
  const opened = await ctx.request(`http://localhost${href!.replace(/&amp;/g, '&')}`)
  expect(opened.status).toBe(200)
  const count = /data-testid="result-count"[^>]*>(.*?)<\/p>/s.exec(await opened.text())?.[1] ?? ''
  expect(count).toMatch(/^8 /)
})

test('similar listings never repeat the other offer of the same property', async () => {
  const listing = (await call('GET', `/properties/${encodeId('property', subject.id)}`)).body.data
  const html = await (await ctx.request(`http://localhost${new URL(listing.url).pathname}`)).text()
  const similar = /<section aria-labelledby="similar-title".*?<\/section>/s.exec(html)?.[0] ?? ''
  expect(similar).toContain(plain.title)
  expect(similar).not.toContain(otherOffer.title)
})

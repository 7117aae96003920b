/**
 * The fraud signals (issue 33 point 4, docs/fraud-signals.md) on a real database: for every
 * signal a planted case that fires with its evidence and a near miss that does not. Photos are
 * real images made with sharp and uploaded through the back-office API (where the perceptual
 * hash is stored); a resized, re-encoded copy on another agency's listing fires, a different
 * picture and the same agency reusing its own do not. The rows are rewritten when the listing
 * changes, and `reported` is left alone. Runs on PGlite and PostgreSQL.
 */
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { evaluateListingSignals, listingSignals, type ListingSignal } from '#core/fraud'
import { listingSignals as signalsTable, properties, propertyPhotos } from '#db/schema'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { insertCustomer, insertListing, insertUser, seedReferenceData, type ListingInput } from '../factories/listings'
import { agencyWithToken, picture, uploadPhoto } from '../factories/pictures'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let houseId: number

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  houseId = await propertyTypeId(app.db, 'house')
}, 60_000)
afterAll(() => app?.close())

/** An owner's account (a customers row of kind owner), created `daysAgo` days ago. */
async function ownerAccount(daysAgo = 30) {
  const user = await insertUser(app.db)
  const createdAt = new Date(Date.now() - daysAgo * 86_400_000)
  return insertCustomer(app.db, { name: `Propietario ${user.id}`, kind: 'owner', ownerUserId: user.id, createdAt })
}

/** A listing waiting in the queue (never a comparable of the medians), without photos. */
const pending = (overrides: ListingInput) => insertListing(app.db, { status: 'in_review', photoCount: 0, ...overrides })

const signal = (signals: ListingSignal[], code: ListingSignal['code']) => signals.find((s) => s.code === code)

test('a price per m² at a third of the barrio median fires with the median used; at 60 % it does not', async () => {
  const agency = await insertCustomer(app.db, { createdAt: new Date(Date.now() - 400 * 86_400_000) })
  for (let i = 0; i < 12; i++)
    await insertListing(app.db, {
      customerId: agency.id,
      propertyTypeId: houseId,
      sectorSlug: 'el-poblado',
      rentPrice: 4_000_000 + (i % 3) * 100_000 - 100_000,
      buildArea: 100,
    })
  const owner = await ownerAccount()
  const bait = await pending({
    customerId: owner.id,
    propertyTypeId: houseId,
    sectorSlug: 'el-poblado',
    rentPrice: 1_333_000,
    buildArea: 100,
  })
  const evidence = signal(await evaluateListingSignals(app.db, bait.id), 'price_below_median')?.evidence
  expect(evidence).toEqual({
    operation: 'rent',
    scope: 'sector',
    median_per_m2: 40_000,
    sample_size: 12,
    price_per_m2: 13_330,
    ratio: 0.33,
    limit: 0.55,
  })
  const fair = await pending({
    customerId: owner.id,
    propertyTypeId: houseId,
    sectorSlug: 'el-poblado',
    rentPrice: 2_400_000,
    buildArea: 100,
  })
  expect(signal(await evaluateListingSignals(app.db, fair.id), 'price_below_median')).toBeUndefined()
})

test('a barrio with fewer than 10 comparables is compared with the municipality', async () => {
  // Three dear houses in Laureles: against them alone 30,000 per m² would be 38 %.
  const agency = await insertCustomer(app.db, { createdAt: new Date(Date.now() - 400 * 86_400_000) })
  for (let i = 0; i < 3; i++)
    await insertListing(app.db, {
      customerId: agency.id,
      propertyTypeId: houseId,
      sectorSlug: 'laureles',
      rentPrice: 8_000_000,
      buildArea: 100,
    })
  const owner = await ownerAccount()
  const near = await pending({
    customerId: owner.id,
    propertyTypeId: houseId,
    sectorSlug: 'laureles',
    rentPrice: 3_000_000,
    buildArea: 100,
  })
  expect(signal(await evaluateListingSignals(app.db, near.id), 'price_below_median')).toBeUndefined()
  const low = await pending({
    customerId: owner.id,
    propertyTypeId: houseId,
    sectorSlug: 'laureles',
    rentPrice: 2_000_000,
    buildArea: 100,
  })
  expect(signal(await evaluateListingSignals(app.db, low.id), 'price_below_median')?.evidence).toMatchObject({
    scope: 'municipality',
    sample_size: 15,
    median_per_m2: 40_000,
    ratio: 0.5,
  })
})

test('a resized, re-encoded copy of another account’s photo fires; another picture or the same account’s does not', async () => {
  const original = await picture(7)
  const copy = await sharp(original).resize({ width: 700 }).jpeg({ quality: 60 }).toBuffer()
  const first = await agencyWithToken(app, { old: false })
  const second = await agencyWithToken(app, { old: false })
  const source = await insertListing(app.db, { customerId: first.agency.id, status: 'draft', photoCount: 0 })
  await uploadPhoto(app, first.token, source.id, original, 'sala.jpg')
  const [stored] = await app.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, source.id))
  expect(stored.dhash).not.toBeNull()

  // Another agency's listing of another home (bigger, dearer) with the first one's picture.
  const copier = await insertListing(app.db, {
    customerId: second.agency.id,
    status: 'draft',
    photoCount: 0,
    buildArea: 120,
  })
  await uploadPhoto(app, second.token, copier.id, copy, 'foto.jpg')
  await uploadPhoto(app, second.token, copier.id, await picture(8), 'otra.jpg')
  const [copied] = await app.db
    .select()
    .from(propertyPhotos)
    .where(and(eq(propertyPhotos.propertyId, copier.id), eq(propertyPhotos.position, 0)))
  const evidence = signal(await evaluateListingSignals(app.db, copier.id), 'reused_photo')?.evidence
  expect(evidence).toMatchObject({
    max_distance: 3,
    matches: [
      { photo_id: copied.id, other_photo_id: stored.id, other_property_id: source.id, other_code: source.code },
    ],
  })
  const matches = (evidence as { matches: { distance: number }[] }).matches
  expect(matches).toHaveLength(1)
  expect(matches[0].distance).toBeLessThanOrEqual(3)

  // The source itself is not a copy of the later one.
  expect(signal(await evaluateListingSignals(app.db, source.id), 'reused_photo')).toBeUndefined()
  // A different picture on another account's listing.
  const other = await insertListing(app.db, { customerId: second.agency.id, status: 'draft', photoCount: 0 })
  await uploadPhoto(app, second.token, other.id, await picture(9), 'cocina.jpg')
  expect(signal(await evaluateListingSignals(app.db, other.id), 'reused_photo')).toBeUndefined()
  // The same home listed by another agency (same place and facts, price within 10 %): co-listing.
  const coListed = await insertListing(app.db, { customerId: second.agency.id, status: 'draft', photoCount: 0 })
  await uploadPhoto(app, second.token, coListed.id, copy, 'sala-2.jpg')
  expect(signal(await evaluateListingSignals(app.db, coListed.id), 'reused_photo')).toBeUndefined()
  // The first agency reusing one of its own pictures on a second listing.
  const mine = await picture(11)
  const firstOwn = await insertListing(app.db, { customerId: first.agency.id, status: 'draft', photoCount: 0 })
  await uploadPhoto(app, first.token, firstOwn.id, mine, 'patio.jpg')
  const own = await insertListing(app.db, { customerId: first.agency.id, status: 'draft', photoCount: 0 })
  await uploadPhoto(app, first.token, own.id, await sharp(mine).resize({ width: 800 }).webp().toBuffer(), 'patio-2.jpg')
  expect(signal(await evaluateListingSignals(app.db, own.id), 'reused_photo')).toBeUndefined()
})

test('phones, e-mail addresses and links in the title or description fire; prices and areas do not', async () => {
  const owner = await ownerAccount()
  const listing = await pending({
    customerId: owner.id,
    title: 'Casa amplia, llame al 310 555 1234',
    description: 'Escriba a dueno.directo@gmail.com o por wa.me/573105551234. Más fotos en www.casas-baratas.co.',
  })
  expect(signal(await evaluateListingSignals(app.db, listing.id), 'contact_in_text')?.evidence).toEqual({
    phones: ['310 555 1234'],
    emails: ['dueno.directo@gmail.com'],
    links: ['wa.me/573105551234', 'www.casas-baratas.co'],
  })
  const clean = await pending({
    customerId: owner.id,
    title: 'Casa de 300 m² en Laureles',
    description: 'Canon $3.200.000, administración $350.000, estrato 5, 320 m2 de lote, código interno 310555.',
  })
  expect(signal(await evaluateListingSignals(app.db, clean.id), 'contact_in_text')).toBeUndefined()
})

test('payment instructions fire with the matched words; a lawful deposit or a name like Nequiel does not', async () => {
  const owner = await ownerAccount()
  const scam = await pending({
    customerId: owner.id,
    description: 'Estoy fuera del país. Para separarlo consigne el anticipo por NEQUI y le envío las llaves.',
  })
  expect(signal(await evaluateListingSignals(app.db, scam.id), 'payment_request')?.evidence).toEqual({
    words: ['Estoy fuera del país', 'consigne', 'anticipo', 'NEQUI'],
  })
  const lawful = await pending({
    customerId: owner.id,
    description: 'Depósito de garantía según contrato, canon mes anticipado. Lo muestra Nequiel, el portero.',
  })
  expect(signal(await evaluateListingSignals(app.db, lawful.id), 'payment_request')).toBeUndefined()
})

const LONG_TEXT =
  'Hermosa casa esquinera en el barrio Laureles, a dos cuadras de la avenida Nutibara, con sala comedor amplia, ' +
  'cocina integral abierta, tres alcobas con closet, dos baños enchapados, balcón con vista a la montaña, ' +
  'parqueadero cubierto y cuarto útil. Unidad con portería las veinticuatro horas, gimnasio y piscina.'

test('a description copied from another account fires with the share in common; short, own or unrelated texts do not', async () => {
  const agency = await insertCustomer(app.db)
  const source = await insertListing(app.db, { customerId: agency.id, description: LONG_TEXT })
  expect(signal(await evaluateListingSignals(app.db, source.id), 'copied_text')).toBeUndefined()
  // The same agency using its text again.
  const own = await insertListing(app.db, { customerId: agency.id, description: LONG_TEXT })
  expect(signal(await evaluateListingSignals(app.db, own.id), 'copied_text')).toBeUndefined()
  const owner = await ownerAccount()
  const copy = await pending({
    customerId: owner.id,
    description: `${LONG_TEXT.toUpperCase().replace(/,/g, '')} Disponible de inmediato.`,
  })
  const evidence = signal(await evaluateListingSignals(app.db, copy.id), 'copied_text')?.evidence
  expect(evidence).toMatchObject({ other_property_id: source.id, other_code: source.code, threshold: 0.5 })
  expect((evidence as { share: number }).share).toBeGreaterThan(0.8)
  // Re-evaluating the source does not make it the copy.
  expect(signal(await evaluateListingSignals(app.db, source.id), 'copied_text')).toBeUndefined()

  const short = 'Apartamento iluminado cerca de transporte público y comercio, listo para habitar.'
  await evaluateListingSignals(app.db, (await insertListing(app.db, { customerId: agency.id, description: short })).id)
  const shortCopy = await pending({ customerId: owner.id, description: short })
  expect(signal(await evaluateListingSignals(app.db, shortCopy.id), 'copied_text')).toBeUndefined()
  const unrelated = await pending({
    customerId: owner.id,
    description:
      'Casa campestre de dos pisos en Rionegro, con patio interior, terraza descubierta para asados, garaje para ' +
      'dos carros, cuatro habitaciones, estudio, tres baños y zona de ropas independiente, cerca del aeropuerto.',
  })
  expect(signal(await evaluateListingSignals(app.db, unrelated.id), 'copied_text')).toBeUndefined()
})

test('a new account submitting 5 listings in a day, or in 3 municipalities, fires; an older one does not', async () => {
  const fresh = await ownerAccount(1)
  const ids: number[] = []
  for (let i = 0; i < 4; i++) ids.push((await pending({ customerId: fresh.id })).id)
  expect(signal(await evaluateListingSignals(app.db, ids[3]), 'burst_publishing')).toBeUndefined()
  ids.push((await pending({ customerId: fresh.id })).id)
  expect(signal(await evaluateListingSignals(app.db, ids[4]), 'burst_publishing')?.evidence).toMatchObject({
    account_kind: 'owner',
    account_age_days: 1,
    listings: 5,
    municipalities: ['Medellín'],
  })

  const traveller = await ownerAccount(2)
  await pending({ customerId: traveller.id, municipalityCode: '05001' })
  await pending({ customerId: traveller.id, municipalityId: await municipalityId(app.db, '05266') })
  const third = await pending({ customerId: traveller.id, municipalityId: await municipalityId(app.db, '11001') })
  const evidence = signal(await evaluateListingSignals(app.db, third.id), 'burst_publishing')?.evidence
  expect(evidence).toMatchObject({ listings: 3 })
  expect((evidence as { municipalities: string[] }).municipalities).toHaveLength(3)

  const settled = await ownerAccount(30)
  let last = 0
  for (let i = 0; i < 6; i++) last = (await pending({ customerId: settled.id })).id
  expect(signal(await evaluateListingSignals(app.db, last), 'burst_publishing')).toBeUndefined()
})

test('signals are rewritten when the listing changes; a visitors’ report is kept', async () => {
  const owner = await ownerAccount()
  const listing = await pending({ customerId: owner.id, description: 'Pague el anticipo por Daviplata.' })
  await app.db.insert(signalsTable).values({ propertyId: listing.id, code: 'reported', evidence: { reports: 3 } })
  expect((await evaluateListingSignals(app.db, listing.id)).map((s) => s.code)).toEqual(['payment_request'])
  expect((await listingSignals(app.db, listing.id)).map((s) => s.code)).toEqual(['payment_request', 'reported'])

  await app.db
    .update(properties)
    .set({ description: 'Casa fresca con patio.', updatedAt: sql`now()` })
    .where(eq(properties.id, listing.id))
  expect(await evaluateListingSignals(app.db, listing.id)).toEqual([])
  const stored = await listingSignals(app.db, listing.id)
  expect(stored.map((s) => [s.code, s.evidence])).toEqual([['reported', { reports: 3 }]])
})

test('in the municipality an estrato-2 home is compared with estrato 2, not with the dear estratos', async () => {
  const agency = await insertCustomer(app.db, { createdAt: new Date(Date.now() - 400 * 86_400_000) })
  const bello = { propertyTypeId: houseId, municipalityCode: '05088', buildArea: 100 }
  // Bello: twelve estrato-5 houses at 60,000 per m² and twelve estrato-2 houses at 20,000.
  for (let i = 0; i < 12; i++) {
    await insertListing(app.db, { ...bello, customerId: agency.id, stratum: 5, rentPrice: 6_000_000 })
    await insertListing(app.db, { ...bello, customerId: agency.id, stratum: 2, rentPrice: 2_000_000 })
  }
  const owner = await ownerAccount()
  // 18,000 per m² is 90 % of its estrato's median (30 % of the dear ones'): no signal.
  const fair = await pending({ ...bello, customerId: owner.id, stratum: 2, rentPrice: 1_800_000 })
  expect(signal(await evaluateListingSignals(app.db, fair.id), 'price_below_median')).toBeUndefined()
  const low = await pending({ ...bello, customerId: owner.id, stratum: 2, rentPrice: 900_000 })
  expect(signal(await evaluateListingSignals(app.db, low.id), 'price_below_median')?.evidence).toMatchObject({
    scope: 'municipality',
    stratum: 2,
    median_per_m2: 20_000,
    ratio: 0.45,
  })
})

test('two short descriptions sharing one stock sentence (over half their shingles, under 20) are not copies', async () => {
  // 20 words in common in 33: 15 of 26 shingles shared (58 %), fewer than MIN_SHARED_SHINGLES.
  const stock =
    'El edificio tiene portería veinticuatro horas, planta eléctrica, parqueadero de visitantes, ascensor, ' +
    'gimnasio dotado y zona social con terraza cubierta.'
  const agency = await insertCustomer(app.db)
  const first = await insertListing(app.db, {
    customerId: agency.id,
    description: `Oficina amplia de treinta metros en Simón Bolívar. ${stock} Ideal para estudios de diseño.`,
  })
  await evaluateListingSignals(app.db, first.id)
  const owner = await ownerAccount()
  const second = await pending({
    customerId: owner.id,
    description: `Oficina moderna de cincuenta metros en el Centro. ${stock} Ideal para consultorios y laboratorios.`,
  })
  expect(signal(await evaluateListingSignals(app.db, second.id), 'copied_text')).toBeUndefined()
})

const OWNER_WORDS =
  'Apartamento remodelado en Laureles, a una cuadra de la avenida Jardín, con sala comedor y chimenea, cocina ' +
  'integral con barra, tres alcobas con closet de madera, dos baños con ducha de vidrio, zona de ropas ' +
  'independiente, balcón hacia el parque y parqueadero cubierto. Edificio con portería y ascensor.'

test('the same home listed by two agencies in the owner’s words is not a copy; on an owner’s listing, far cheaper or for another home at a similar price it is', async () => {
  const first = await insertCustomer(app.db)
  const second = await insertCustomer(app.db)
  const source = await insertListing(app.db, { customerId: first.id, description: OWNER_WORDS })
  await evaluateListingSignals(app.db, source.id)
  // Co-listing: the same type, operation, place, rooms, area and price (the same-property rule).
  const coListed = await insertListing(app.db, { customerId: second.id, description: OWNER_WORDS })
  expect(signal(await evaluateListingSignals(app.db, coListed.id), 'copied_text')).toBeUndefined()

  // The same words offered at a third of the price: not the same property under the rule.
  const cheap = await insertListing(app.db, { customerId: second.id, description: OWNER_WORDS, rentPrice: 800_000 })
  expect(signal(await evaluateListingSignals(app.db, cheap.id), 'copied_text')?.evidence).toMatchObject({
    other_property_id: source.id,
  })
  // Another home of the same type and operation in the town at a similar price (its area 8 % more, no
  // barrio: how the demo's relistings escaped the rule when they copied the first agency's words). Not
  // excused: in the demo 75 % of agency listings have such a match, so the excuse would cover nearly any copy.
  const elsewhere = await insertListing(app.db, {
    customerId: second.id,
    description: OWNER_WORDS,
    sectorSlug: null,
    buildArea: 84,
    rentPrice: 2_600_000,
  })
  expect(signal(await evaluateListingSignals(app.db, elsewhere.id), 'copied_text')?.evidence).toMatchObject({
    other_property_id: source.id,
  })
  // An owner's listing of the very same home in the agency's words: the scam's way, never excused.
  const owner = await ownerAccount()
  const ownerCopy = await pending({ customerId: owner.id, description: OWNER_WORDS })
  expect(signal(await evaluateListingSignals(app.db, ownerCopy.id), 'copied_text')).toBeDefined()
})

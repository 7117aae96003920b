/**
 * The owners of the demo (issue 33 point 8): 100 owner accounts (propietario@example.com among
 * them, seeded by owners.ts) with 150 homes of their own (at the default 2,400 listings), taken from the generated listings.
 * Twenty of them are planted fraud, each made the way a scammer makes it, and wait for staff
 * because core/fraud's signals really fire on them (nothing is written by hand into
 * listing_signals): a price a third of the going rate, photos copied from an agency's listing
 * (a re-encoded, smaller copy, hashed by the image pipeline), a deposit asked by Nequi, an agency's
 * description copied word for word. Three honest owner listings are reported by three visitors
 * each, through the reports' own use case. `npm run bench -- fraud-demo` measures each signal's
 * precision and recall against this plan.
 */
import sharp from 'sharp'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { customers, properties, propertyPhotos, users } from '#db/schema'
import type { SignalCode } from '#db/schema/column-values'
import { evaluateListingSignals } from '#core/fraud'
import { submitListingIdForReview } from '#core/listings'
import { processPhoto } from '#core/media/image-pipeline.infra'
import type { MediaStorage } from '#core/media/storage.infra'
import { reportListing } from '#core/moderation'
import { drawScene, scenePool } from './photo-scenes'
import { Random } from './random'

/** At the default demo size (2,400 listings): 100 owners with 150 homes; smaller demos in proportion. */
const ownerAccounts = (catalogue: number) => Math.max(10, Math.min(100, Math.round(catalogue / 24)))
const ownerListings = (catalogue: number) => Math.max(30, Math.min(150, Math.round(catalogue / 16)))
/** The planted frauds, by the way they were made (20 in all). */
const PLANT_PLAN = [
  ...Array<SignalCode>(6).fill('price_below_median'),
  ...Array<SignalCode>(6).fill('reused_photo'),
  ...Array<SignalCode>(5).fill('payment_request'),
  ...Array<SignalCode>(3).fill('copied_text'),
]
const REPORTED = 3

/** A planted case: the listing and the signal it was made to raise. */
export interface PlantedCase {
  propertyId: number
  planted: SignalCode
}

export interface OwnerSeedResult {
  owners: number
  listings: number
  planted: PlantedCase[]
  reported: number[]
}

const FIRST = ['Ana', 'Luis', 'Marta', 'Jorge', 'Diana', 'Carlos', 'Paola', 'Andrés', 'Luz', 'Felipe', 'Sandra', 'Juan']
const LAST = ['Restrepo', 'Gómez', 'Ospina', 'Zapata', 'Londoño', 'Vélez', 'Arango', 'Cardona', 'Muñoz', 'Giraldo']

const PAYMENT_TEXT =
  ' Estoy fuera del país por trabajo y no puedo mostrarlo. Para separarlo consigna un anticipo de $500.000 ' +
  'por Nequi y te envío las llaves por mensajería.'

/** Storage that keeps nothing: the pipeline is run for the hash it computes, the files exist already. */
const NO_FILES: MediaStorage = {
  put: async () => {},
  delete: async () => {},
  exists: async () => true,
  get: async () => null,
  publicUrl: (key) => key,
}

/** The dHash the image pipeline computes for a pool picture, as stored or as a thief's re-encoded copy. */
async function poolHash(key: string, copy: boolean): Promise<bigint> {
  const scene = scenePool().find((s) => s.key === key)
  if (!scene) throw new Error(`No pool picture ${key}`)
  let picture = sharp(Buffer.from(drawScene(scene))).flatten({ background: '#ffffff' })
  // What a thief uploads: the portal's picture saved from the page, re-encoded and a little smaller.
  if (copy) picture = sharp(await picture.resize({ width: 900 }).jpeg({ quality: 80 }).toBuffer())
  const { data, info } = await picture.raw().toBuffer({ resolveWithObject: true })
  const stored = await processPhoto({ data, width: info.width, height: info.height, channels: info.channels }, key, {
    storage: NO_FILES,
    quality: 50,
    effort: 0,
  })
  return stored.dhash
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** Published homes of agencies that no rule groups with another agency's, spread over the catalogue. */
async function pickHomes(db: Executor, count: number): Promise<number[]> {
  const picked = await db.execute(
    sql`select p.id from properties p join customers c on c.id = p.customer_id
        where c.kind = 'agency' and p.status = 'published' and p.property_group is null
          and p.business_type in ('rent', 'sale') and p.build_area > 0
        order by (p.id::bigint * 7919) % 10007, p.id limit ${count}`,
  )
  return rowsOf<{ id: number }>(picked).map((r) => Number(r.id))
}

async function insertOwners(db: Executor, count: number, now: Date, random: Random): Promise<number[]> {
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `propietario.${String(i + 1).padStart(3, '0')}@example.com`,
        firstName: FIRST[i % FIRST.length],
        lastName: `${LAST[(i * 7) % LAST.length]} ${LAST[(i * 3 + 1) % LAST.length]}`,
        phone: `+57300${String(1_000_000 + i * 7_919).slice(-7)}`,
        phoneConfirmedAt: now,
        emailVerifiedAt: now,
        createdAt: new Date(now.getTime() - random.int(20, 900) * 86_400_000),
      })),
    )
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt })
  const records = await db
    .insert(customers)
    .values(
      people.map((p) => ({
        kind: 'owner' as const,
        ownerUserId: p.id,
        name: `${p.firstName} ${p.lastName}`,
        slug: `propietario-${p.id}`,
        createdAt: p.createdAt,
      })),
    )
    .returning({ id: customers.id })
  return records.map((r) => r.id)
}

/** Makes the listing a scammer's: the way `planted` says, from a real agency listing where it copies one. */
async function plant(db: Executor, id: number, planted: SignalCode, source: number): Promise<void> {
  if (planted === 'price_below_median')
    await db.execute(
      sql`update properties set rent_price = round(rent_price * 0.3, -4), sale_price = round(sale_price * 0.3, -6)
          where id = ${id}`,
    )
  if (planted === 'payment_request')
    await db.execute(sql`update properties set description = description || ${PAYMENT_TEXT} where id = ${id}`)
  if (planted === 'copied_text') {
    // The source's fingerprint is written when its signals are evaluated (as any published listing's).
    await evaluateListingSignals(db, source)
    await db.execute(
      sql`update properties set description = (select description from properties where id = ${source}) where id = ${id}`,
    )
  }
  if (planted === 'reused_photo') {
    const [original] = await db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, source))
      .orderBy(asc(propertyPhotos.position))
      .limit(1)
    await db
      .update(propertyPhotos)
      .set({ dhash: await poolHash(original.storageKey, false) })
      .where(eq(propertyPhotos.id, original.id))
    // The copy is uploaded after the original (a later photo id) and made the cover.
    await db.execute(sql`update property_photos set position = position + 1 where property_id = ${id}`)
    const { id: _id, propertyId: _p, position: _n, createdAt: _c, ...picture } = original
    await db
      .insert(propertyPhotos)
      .values({ ...picture, propertyId: id, position: 0, dhash: await poolHash(original.storageKey, true) })
  }
}

/** Agency listings whose description is long enough to be worth copying (25 words and more fire). */
async function pickLongTexts(db: Executor, count: number, except: number[]): Promise<number[]> {
  const picked = await db.execute(
    sql`select p.id from properties p join customers c on c.id = p.customer_id
        where c.kind = 'agency' and p.status = 'published'
          and array_length(regexp_split_to_array(trim(p.description), '\\s+'), 1) >= 40
          and not (p.id = any(${`{${except.join(',')}}`}::int[]))
        order by (p.id::bigint * 7919) % 10007, p.id limit ${count}`,
  )
  return rowsOf<{ id: number }>(picked).map((r) => Number(r.id))
}

export async function seedOwnerListings(
  db: Executor,
  options: { seed: number; now: Date; alreadyOwned: number; catalogue: number },
): Promise<OwnerSeedResult> {
  const random = new Random(options.seed)
  const owners = await insertOwners(db, ownerAccounts(options.catalogue) - 1, options.now, random)
  const wanted = ownerListings(options.catalogue) - options.alreadyOwned
  // Agency listings the frauds copy from come after the owners' homes in the same spread.
  const homes = await pickHomes(db, wanted + PLANT_PLAN.length)
  const [mine, sources] = [homes.slice(0, wanted), homes.slice(wanted)]
  // Every owner one home, the first ones two, until the 150 are given.
  for (const [i, id] of mine.entries())
    await db
      .update(properties)
      .set({ customerId: owners[i % owners.length], adviserId: null })
      .where(eq(properties.id, id))

  const texts = await pickLongTexts(db, 50, homes)
  const planted: PlantedCase[] = []
  const usedTexts = new Set<number>()
  for (const [i, code] of PLANT_PLAN.entries()) {
    const id = mine[Math.floor((i * mine.length) / PLANT_PLAN.length)]
    // A copied text's source was published before the copy (in one seed transaction, the lower id).
    const source = code === 'copied_text' ? texts.find((t) => t < id && !usedTexts.has(t)) : sources[i]
    if (code === 'copied_text' && source !== undefined) usedTexts.add(source)
    if (source === undefined) continue
    await plant(db, id, code, source)
    const signals = await evaluateListingSignals(db, id)
    if (signals.length) await submitListingIdForReview(db, id, 'signals')
    planted.push({ propertyId: id, planted: code })
  }

  const honest = mine.filter((id) => !planted.some((p) => p.propertyId === id))
  const reported = honest.slice(-REPORTED)
  for (const id of reported)
    for (let visitor = 1; visitor <= 3; visitor++)
      await reportListing(
        { db, actor: null },
        id,
        { reason: visitor === 1 ? 'no_existe' : 'piden_dinero', text: undefined },
        { ip: `demo-reporter-${id}-${visitor}` },
      )
  const listed = await db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .where(inArray(customers.kind, ['owner']))
  return { owners: owners.length + 1, listings: listed.length, planted, reported }
}

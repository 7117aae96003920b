/**
 * Fills an empty database with the demo catalogue: agencies with advisers, logos and
 * banners; listings with features and photos from the drawn pool; the demo accounts;
 * leads and views. Small catalogues go in one transaction (all or nothing); benchmark-size
 * ones commit batch by batch and report progress.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database, Executor } from '#db/client'
import { advisers, customers, features, municipalities, propertyTypes, sectors } from '#db/schema'
import { buildSearchDocument } from '#core/listings/search-document.rules'
import { regroupAllListings } from '#core/listings/same-property.service'
import type { MediaStorage } from '#core/media/storage.infra'
import { adviserEmail, DEMO_AGENCIES, formattedNit, renderAgencyImages, type AgencyImages } from './agencies'
import { seedDemoAccounts } from './accounts'
import { insertIntPairs, insertJsonRows } from '../bulk'
import { demoEvents, demoLeads, type LeadSeedListing } from './leads'
import { recordListingEvents } from '#core/visitor/views.service'
import { eventBits } from '#core/dashboard/browser'
import { DEFAULT_DEMO_SEED, generateListings, type DemoListing } from './listings'
import { POOL_PHOTO_SIZE, renderPhotoPool } from './photo-pool'
import { SCENE_ALT, type SceneKind } from './photo-scenes'

export interface DemoOptions {
  listings: number
  password: string
  storage: MediaStorage
  seed?: number
  now?: Date
  /** Listings per insert statement (default 5,000). */
  batchSize?: number
  /** Batches inserted at the same time for catalogues too big for one transaction (default 2). */
  concurrency?: number
  /** Called with progress messages. */
  log?: (message: string, fields?: Record<string, unknown>) => void
}

export interface DemoSummary {
  agencies: number
  advisers: number
  listings: number
  published: number
  photos: number
  features: number
  accounts: number
  leads: number
  views: number
  photoPool: { rendered: number; reused: number }
  ms: { photos: number; listings: number; total: number }
}

/** Above this many listings the seed commits batch by batch instead of in one transaction. */
const SINGLE_TRANSACTION_LIMIT = 50_000

const PROPERTY_COLUMNS = {
  code: 'text',
  agency_code: 'text',
  customer_id: 'int',
  adviser_id: 'int',
  property_type_id: 'int',
  business_type: 'text',
  status: 'text',
  status_before_delete: 'text',
  title: 'text',
  description: 'text',
  rent_price: 'bigint',
  sale_price: 'bigint',
  admin_price: 'bigint',
  build_area: 'float8',
  private_area: 'float8',
  lot_area: 'float8',
  stratum: 'int2',
  bedrooms: 'int2',
  bathrooms: 'int2',
  parking: 'int2',
  floor: 'int2',
  age: 'int2',
  rental_guarantees: 'text[]',
  rental_documents: 'text[]',
  rental_min_term_months: 'int2',
  department_id: 'int',
  municipality_id: 'int',
  sector_id: 'int',
  address: 'text',
  lat: 'float8',
  lon: 'float8',
  search_document: 'text',
  published_at: 'timestamptz',
  unpublished_at: 'timestamptz',
  deleted_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
}
const PHOTO_COLUMNS = {
  property_id: 'int',
  position: 'int2',
  storage_key: 'text',
  width: 'int',
  height: 'int',
  widths: 'text',
  alt: 'text',
  created_at: 'timestamptz',
}
const LEAD_COLUMNS = {
  kind: 'text',
  status: 'text',
  customer_id: 'int',
  property_id: 'int',
  municipality_id: 'int',
  name: 'text',
  email: 'text',
  phone: 'text',
  message: 'text',
  consent_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
}
interface Lookups {
  municipalities: Map<string, { id: number; departmentId: number }>
  sectors: Map<string, number>
  types: Map<string, { id: number; nameEs: string }>
  features: Map<string, number>
}

async function loadLookups(db: Executor): Promise<Lookups> {
  const [m, s, t, f] = await Promise.all([
    db
      .select({ id: municipalities.id, code: municipalities.code, departmentId: municipalities.departmentId })
      .from(municipalities),
    db
      .select({ id: sectors.id, slug: sectors.slug, code: municipalities.code })
      .from(sectors)
      .innerJoin(municipalities, eq(municipalities.id, sectors.municipalityId)),
    db.select({ id: propertyTypes.id, slug: propertyTypes.slug, nameEs: propertyTypes.nameEs }).from(propertyTypes),
    db.select({ id: features.id, slug: features.slug }).from(features),
  ])
  return {
    municipalities: new Map(m.map((r) => [r.code, { id: r.id, departmentId: r.departmentId }])),
    sectors: new Map(s.map((r) => [`${r.code}/${r.slug}`, r.id])),
    types: new Map(t.map((r) => [r.slug, { id: r.id, nameEs: r.nameEs }])),
    features: new Map(f.map((r) => [r.slug, r.id])),
  }
}

interface AgencyIds {
  customerIds: number[]
  adviserIds: number[][]
  advisers: number
}

async function insertAgencies(db: Executor, lookups: Lookups, images: AgencyImages[]): Promise<AgencyIds> {
  const customerIds: number[] = []
  const adviserIds: number[][] = []
  let adviserCount = 0
  for (const [i, agency] of DEMO_AGENCIES.entries()) {
    const place = lookups.municipalities.get(agency.municipalityCode)!
    const [existing] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.slug, agency.slug))
      .limit(1)
    const values = {
      name: agency.name,
      slug: agency.slug,
      nit: formattedNit(agency),
      website: agency.website,
      email: agency.email,
      phones: agency.phones,
      whatsapp: agency.whatsapp,
      socialLinks: agency.socialLinks,
      departmentId: place.departmentId,
      municipalityId: place.id,
      address: agency.address,
      description: agency.description,
      logoPath: images[i].logoPath,
      bannerPath: images[i].bannerPath,
      logoAlignment: agency.logoAlignment,
      hideMainMenu: agency.hideMainMenu,
    }
    const id = existing
      ? existing.id
      : (await db.insert(customers).values(values).returning({ id: customers.id }))[0].id
    customerIds.push(id)
    let ids = (
      await db.select({ id: advisers.id }).from(advisers).where(eq(advisers.customerId, id)).orderBy(advisers.id)
    ).map((a) => a.id)
    if (ids.length === 0) {
      const rows = await db
        .insert(advisers)
        .values(
          agency.advisers.map((a) => ({
            customerId: id,
            name: a.name,
            phone: a.phone,
            email: adviserEmail(agency, a.name),
          })),
        )
        .returning({ id: advisers.id })
      ids = rows.map((r) => r.id)
      adviserCount += rows.length
    }
    adviserIds.push(ids)
  }
  return { customerIds, adviserIds, advisers: adviserCount }
}

function propertyRow(l: DemoListing, lookups: Lookups, agencies: AgencyIds) {
  const place = lookups.municipalities.get(l.municipalityCode)!
  const type = lookups.types.get(l.typeSlug)!
  const adviserList = agencies.adviserIds[l.agencyIndex]
  return {
    code: l.code,
    agency_code: l.agencyCode,
    customer_id: agencies.customerIds[l.agencyIndex],
    adviser_id: adviserList[l.adviserIndex % adviserList.length] ?? null,
    property_type_id: type.id,
    business_type: l.businessType,
    status: l.status,
    status_before_delete: l.statusBeforeDelete,
    title: l.title,
    description: l.description,
    rent_price: l.rentPrice,
    sale_price: l.salePrice,
    admin_price: l.adminPrice,
    build_area: l.buildArea,
    private_area: l.privateArea,
    lot_area: l.lotArea,
    stratum: l.stratum,
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    parking: l.parking,
    floor: l.floor,
    age: l.age,
    rental_guarantees: l.rentalGuarantees,
    rental_documents: l.rentalDocuments,
    rental_min_term_months: l.rentalMinTermMonths,
    department_id: place.departmentId,
    municipality_id: place.id,
    sector_id: l.sectorSlug ? (lookups.sectors.get(`${l.municipalityCode}/${l.sectorSlug}`) ?? null) : null,
    address: l.address,
    lat: l.lat,
    lon: l.lon,
    search_document: buildSearchDocument({
      title: l.title,
      description: l.description,
      sectorName: l.sectorName,
      municipalityName: l.municipalityName,
      code: l.code,
      typeName: type.nameEs,
    }),
    published_at: l.publishedAt?.toISOString() ?? null,
    unpublished_at: l.unpublishedAt?.toISOString() ?? null,
    deleted_at: l.deletedAt?.toISOString() ?? null,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  }
}

interface BatchResult {
  listings: number
  published: number
  photos: number
  features: number
  forLeads: LeadSeedListing[]
  publishedIds: number[]
}

async function insertBatch(
  db: Executor,
  batch: DemoListing[],
  lookups: Lookups,
  agencies: AgencyIds,
  keepIds: boolean,
): Promise<BatchResult> {
  const inserted = await insertJsonRows<{ id: number; code: string }>(
    db,
    'properties',
    PROPERTY_COLUMNS,
    batch.map((l) => propertyRow(l, lookups, agencies)),
    { returning: 'id, code' },
  )
  const idByCode = new Map(inserted.map((r) => [r.code, Number(r.id)]))
  const photoRows: Array<Record<string, unknown>> = []
  const featureProperty: number[] = []
  const featureIds: number[] = []
  const result: BatchResult = {
    listings: batch.length,
    published: 0,
    photos: 0,
    features: 0,
    forLeads: [],
    publishedIds: [],
  }
  for (const l of batch) {
    const id = idByCode.get(l.code)!
    const created = l.createdAt.toISOString()
    l.photoKeys.forEach((key, position) => {
      const kind = key.slice(key.lastIndexOf('/') + 1).replace(/-\d+$/, '') as SceneKind
      photoRows.push({
        property_id: id,
        position,
        storage_key: key,
        width: POOL_PHOTO_SIZE.width,
        height: POOL_PHOTO_SIZE.height,
        widths: POOL_PHOTO_SIZE.widths,
        alt: SCENE_ALT[kind] ?? null,
        created_at: created,
      })
    })
    for (const slug of l.featureSlugs) {
      const featureId = lookups.features.get(slug)
      if (featureId) {
        featureProperty.push(id)
        featureIds.push(featureId)
      }
    }
    if (l.status === 'published') {
      result.published++
      if (keepIds) {
        result.publishedIds.push(id)
        result.forLeads.push({
          id,
          customerId: agencies.customerIds[l.agencyIndex],
          municipalityId: lookups.municipalities.get(l.municipalityCode)!.id,
        })
      }
    }
  }
  await insertJsonRows(db, 'property_photos', PHOTO_COLUMNS, photoRows)
  await insertIntPairs(db, 'property_features', ['property_id', 'feature_id'], featureProperty, featureIds)
  result.photos = photoRows.length
  result.features = featureIds.length
  return result
}

/** Seeds the demo catalogue. Reference data must be there (seedReferenceData). */
export async function seedDemo(db: Database, options: DemoOptions): Promise<DemoSummary> {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const seed = options.seed ?? DEFAULT_DEMO_SEED
  const now = options.now ?? new Date()

  // Pictures first (outside any transaction): the pool and the agencies' logos and banners.
  const [photoPool, images] = await Promise.all([
    renderPhotoPool(options.storage),
    Promise.all(DEMO_AGENCIES.map((a) => renderAgencyImages(a, options.storage))),
  ])
  const photosMs = performance.now() - started
  log('demo photos ready', { ...photoPool, ms: Math.round(photosMs) })

  const write = async (tx: Executor): Promise<DemoSummary> => {
    const lookups = await loadLookups(tx)
    const agencies = await insertAgencies(tx, lookups, images)
    const keepIds = options.listings <= SINGLE_TRANSACTION_LIMIT
    const totals = { listings: 0, published: 0, photos: 0, features: 0 }
    const forLeads: LeadSeedListing[] = []
    const publishedIds: number[] = []
    const listingsStarted = performance.now()
    // Big catalogues keep two batches in flight on separate connections (both cores busy);
    // a single transaction has one connection, so there batches go one after another.
    const concurrency = keepIds ? 1 : (options.concurrency ?? 2)
    const inFlight: Array<Promise<void>> = []
    for (const batch of generateListings(options.listings, { seed, now, batchSize: options.batchSize ?? 5000 })) {
      const pending = insertBatch(tx, batch, lookups, agencies, keepIds).then((r) => {
        totals.listings += r.listings
        totals.published += r.published
        totals.photos += r.photos
        totals.features += r.features
        forLeads.push(...r.forLeads)
        publishedIds.push(...r.publishedIds)
        if (!keepIds) {
          const seconds = (performance.now() - listingsStarted) / 1000
          log('demo listings progress', {
            done: totals.listings,
            of: options.listings,
            seconds: Math.round(seconds),
            perSecond: Math.round(totals.listings / seconds),
          })
        }
      })
      pending.catch(() => {}) // awaited below; this only keeps Node from reporting it early
      inFlight.push(pending)
      if (inFlight.length >= concurrency) await inFlight.shift()
    }
    await Promise.all(inFlight)
    const listingsMs = performance.now() - listingsStarted
    // One card per property: the planted relistings (relistings.ts) grouped by the rule.
    const groupsStarted = performance.now()
    const groups = await regroupAllListings(tx)
    log('demo property groups', { ...groups, ms: Math.round(performance.now() - groupsStarted) })

    const accounts = await seedDemoAccounts(tx, { password: options.password, agencyIds: agencies.customerIds })
    if (!keepIds) {
      // Benchmark size: a sample of recent listings is enough for leads.
      const sample = await tx.execute(
        sql`select id, customer_id, municipality_id from properties where status = 'published' order by id desc limit 2000`,
      )
      for (const row of (
        sample as unknown as { rows: Array<{ id: number; customer_id: number; municipality_id: number }> }
      ).rows) {
        forLeads.push({
          id: Number(row.id),
          customerId: Number(row.customer_id),
          municipalityId: Number(row.municipality_id),
        })
      }
    }
    const leads = demoLeads(forLeads, Math.min(400, Math.max(20, Math.round(options.listings * 0.08))), now, seed + 1)
    await insertJsonRows(tx, 'leads', LEAD_COLUMNS, leads as unknown as Array<Record<string, unknown>>)
    // What visitors did, recorded as the portal records it (one aggregate for every screen).
    const bits = {
      view: eventBits('view'),
      phone: eventBits('phone'),
      whatsapp: eventBits('whatsapp'),
      visit_request: eventBits('visit_request'),
      message: eventBits('message'),
    }
    // Benchmark size: the leads' messages only.
    const events = demoEvents(keepIds ? publishedIds : [], leads, now, seed + 2, bits)
    const eventsStarted = performance.now()
    await recordListingEvents(tx, events)
    log('demo statistics events', { rows: events.length, ms: Math.round(performance.now() - eventsStarted) })

    return {
      agencies: agencies.customerIds.length,
      advisers: agencies.advisers,
      ...totals,
      accounts,
      leads: leads.length,
      views: events.length,
      photoPool,
      ms: { photos: Math.round(photosMs), listings: Math.round(listingsMs), total: 0 },
    }
  }

  const summary =
    options.listings <= SINGLE_TRANSACTION_LIMIT ? await db.transaction((tx) => write(tx)) : await write(db)
  // The seed's change log (a row per listing and per feature: 1.9 million for 1M listings) is of
  // use to no search index, each built from the listings themselves. Emptied now, with property 0
  // so that a server already running rebuilds, rather than deleted by a prune ten minutes into
  // serving (ADR 0016).
  await db.execute(sql`truncate search_changes`)
  await db.execute(sql`insert into search_changes (property_id) values (0)`)
  // Fresh statistics for every table (the planner needs them for the small ones too, see
  // db/statistics.ts) and a visibility map, so the search's index-only scans skip the heap.
  await db.execute(sql`vacuum (analyze)`)
  summary.ms.total = Math.round(performance.now() - started)
  log('demo data seeded', { ...summary })
  return summary
}

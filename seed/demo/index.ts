/**
 * Fills an empty database with the demo catalogue: agencies with advisers, logos and
 * banners; listings with features and photos from the drawn pool; builders with their
 * new-homes projects (issue 32); the demo accounts; leads and views. Small catalogues go in one transaction (all or nothing); benchmark-size
 * ones commit batch by batch and report progress.
 */
import { sql } from 'drizzle-orm'
import type { Database, Executor } from '#db/client'
import { regroupAllListings } from '#core/listings/same-property.service'
import type { MediaStorage } from '#core/media/storage.infra'
import { DEMO_AGENCIES, renderAgencyImages } from './agencies'
import { seedDemoAccounts } from './accounts'
import { insertJsonRows } from '../bulk'
import { demoEvents, demoLeads, type LeadSeedListing } from './leads'
import { recordListingEvents, recordProjectEvents } from '#core/visitor/views.service'
import { eventBits } from '#core/dashboard/browser'
import { DEFAULT_DEMO_SEED, generateListings } from './listings'
import { renderPhotoPool } from './photo-pool'
import { insertAgencies, loadLookups } from './insert-agencies'
import { insertBatch, LEAD_COLUMNS } from './insert-listings'
import { DEMO_BUILDERS } from './builders'
import { renderFloorPlans } from './floor-plans'
import { insertProjects, type ProjectTotals } from './insert-projects'
import { DEFAULT_DEMO_PROJECTS, planProjects } from './projects'
import { seedOwnerListings, type OwnerSeedResult } from './owner-listings'
import { seedDemoOwner } from './owners'
import { plantVerifications } from './verification'

export interface DemoOptions {
  listings: number
  /** New-homes projects of the demo builders (default 40, whatever the number of listings). */
  projects?: number
  password: string
  storage: MediaStorage
  /** DATA_DIR's absolute path: demo verification papers go to its private folder (the process's DATA_DIR when absent). */
  dataDir?: string
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
  /** Owner accounts and their homes, with the planted frauds (owner-listings.ts). */
  owners: OwnerSeedResult
  builders: number
  projects: ProjectTotals
  ms: { photos: number; listings: number; projects: number; total: number }
}

/** Above this many listings the seed commits batch by batch instead of in one transaction. */
const SINGLE_TRANSACTION_LIMIT = 50_000

export async function seedDemo(db: Database, options: DemoOptions): Promise<DemoSummary> {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const seed = options.seed ?? DEFAULT_DEMO_SEED
  const now = options.now ?? new Date()

  // Pictures first (outside any transaction): the pool and the agencies' logos and banners.
  const [photoPool, images, builderImages] = await Promise.all([
    renderPhotoPool(options.storage),
    Promise.all(DEMO_AGENCIES.map((a) => renderAgencyImages(a, options.storage))),
    Promise.all(DEMO_BUILDERS.map((b) => renderAgencyImages(b, options.storage))),
    renderFloorPlans(options.storage),
  ])
  const photosMs = performance.now() - started
  log('demo photos ready', { ...photoPool, ms: Math.round(photosMs) })

  const write = async (tx: Executor): Promise<DemoSummary> => {
    const lookups = await loadLookups(tx)
    const agencies = await insertAgencies(tx, lookups, images)
    const builders = await insertAgencies(tx, lookups, builderImages, DEMO_BUILDERS, 'builder')
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

    const projectsStarted = performance.now()
    const projectPlans = planProjects(options.projects ?? DEFAULT_DEMO_PROJECTS, { seed, now })
    const projects = await insertProjects(tx, projectPlans, lookups, builders.customerIds, now)
    const projectsMs = performance.now() - projectsStarted
    log('demo projects', { ...projects, ms: Math.round(projectsMs) })

    // The builders follow the agencies in the accounts' list (constructora@example.com).
    const accounts = await seedDemoAccounts(tx, {
      password: options.password,
      agencyIds: [...agencies.customerIds, ...builders.customerIds],
    })
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
    // The published projects' visitors too, counted as listings' (docs/statistics.md).
    const published = await tx.execute(sql`select id from projects where status = 'published' order by id`)
    const projectIds = (published as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id))
    const projectEvents = demoEvents(projectIds, [], now, seed + 3, bits)
    await recordProjectEvents(
      tx,
      projectEvents.map(({ propertyId, ...row }) => ({ ...row, projectId: propertyId })),
    )
    log('demo statistics events', {
      rows: events.length + projectEvents.length,
      ms: Math.round(performance.now() - eventsStarted),
    })
    // Owners publish their own homes; twenty are planted frauds waiting for staff (owner-listings.ts).
    const alreadyOwned = await seedDemoOwner(tx)
    const owners = await seedOwnerListings(tx, { seed: seed + 4, now, alreadyOwned, catalogue: options.listings })
    log('demo owners', {
      owners: owners.owners,
      listings: owners.listings,
      planted: owners.planted.length,
      reported: owners.reported.length,
    })
    log('demo verification', await plantVerifications(tx, now, options.dataDir))

    return {
      agencies: agencies.customerIds.length,
      advisers: agencies.advisers + builders.advisers,
      builders: builders.customerIds.length,
      projects,
      ...totals,
      accounts,
      leads: leads.length,
      views: events.length,
      photoPool,
      owners,
      ms: {
        photos: Math.round(photosMs),
        listings: Math.round(listingsMs),
        projects: Math.round(projectsMs),
        total: 0,
      },
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

/**
 * A listing published in a transaction that is still open while an alert run reads the listings
 * (another host's request, mid-way) is announced by a later run: the run's window stops before
 * that transaction began (core/visitor/alerts.job.ts, alertHorizon). Found by the cluster's
 * jobs_exactly_once drill: two saved searches of thirty never announced a listing. On PostgreSQL,
 * with two independent pools ("hosts"); PGlite has one connection, where the run waits for the
 * commit and the race cannot happen.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { setEnvForTests } from '#config/env'
import { setRuntime } from '#core/shared/runtime.config'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { runSavedSearchAlerts } from '#core/visitor/alerts.job'
import { outbox, properties, savedSearches } from '#db/schema'
import { composeApp } from '../../server/composition'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startJobHosts, type JobHosts } from '../support/job-hosts'

const onPostgres = Boolean(process.env.TEST_RUN_DATABASE_URL)
let h: JobHosts

beforeAll(async () => {
  const env = setEnvForTests({ SEED_DEMO: 'never', PUBLIC_URL: 'https://wi.example' })
  composeApp()
  h = await startJobHosts(2)
  setRuntime({ handle: h.handles[0], db: h.db, env })
  await seedReferenceData(h.db)
})
afterAll(async () => {
  setRuntime(undefined)
  await h?.close()
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test.runIf(onPostgres)(
  'a listing whose publication commits after a run read the listings is announced by the next',
  async () => {
    const [publisher, alerts] = h.hosts
    const customerId = (await insertCustomer(h.db, { name: 'Inmobiliaria En Vuelo' })).id
    const bello = await municipalityId(h.db, '05088')
    const query = `operation_type_id=${encodeOperation('rent')}&municipality_id=${encodeId('municipality', bello)}&property_types=${encodeId('propertyType', await propertyTypeId(h.db, 'apartment'))}`
    const user = await insertUser(h.db, { email: 'en-vuelo@example.com' })
    const [search] = await h.db
      .insert(savedSearches)
      .values({
        userId: user.id,
        name: 'Bello',
        query,
        frequency: 'immediately',
        lastCheckedAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: savedSearches.id })
    const listing = await insertListing(h.db, {
      municipalityCode: '05088',
      customerId,
      status: 'draft',
      publishedAt: null,
    })

    // Host A publishes the listing, stamping it with its clock, and has not committed yet.
    let commit!: () => void
    const committed = new Promise<void>((resolve) => (commit = resolve))
    let published!: () => void
    const inFlight = new Promise<void>((resolve) => (published = resolve))
    const publication = publisher.transaction(async (tx) => {
      await tx
        .update(properties)
        .set({ status: 'published', publishedAt: new Date() })
        .where(eq(properties.id, listing.id))
      published()
      await committed
    })
    await inFlight
    await pause(20)
    // Host B's run cannot see it yet.
    expect((await runSavedSearchAlerts(alerts, new Date())).digests).toBe(0)
    commit()
    await publication
    await pause(20)
    expect((await runSavedSearchAlerts(alerts, new Date())).digests).toBe(1)
    const digests = await h.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), sql`${outbox.payload}->>'savedSearchId' = ${String(search.id)}`))
    expect(digests).toHaveLength(1)
    expect(String(digests[0].payload.text)).toContain(listing.code)
  },
)

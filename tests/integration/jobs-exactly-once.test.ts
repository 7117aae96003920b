/**
 * The background jobs run in every server process (server/jobs.ts, docs/jobs.md): each e-mail,
 * push, digest, statistic, sweep and deleted paper happens once however many processes run the
 * job at the same moment. On PostgreSQL the "hosts" are independent pools on one database (their
 * claims meet across connections); on PGlite, overlapping runs on the one database. Mail goes
 * through a real SMTP server, counted there.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { setEnvForTests } from '#config/env'
import { queryRows } from '#db/client'
import { setRuntime } from '#core/shared/runtime.config'
import {
  favorites,
  listingDailyStats,
  listingImports,
  outbox,
  propertyPriceChanges,
  savedSearches,
  verificationDocuments,
  verificationRequests,
} from '#db/schema'
import { enqueue, processOutbox } from '#core/notifications/outbox.service'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { bogotaDay } from '#core/shared/browser'
import { failStaleListingImports } from '#core/listings'
import { fingerprintStoredTexts } from '#core/fraud'
import { deleteExpiredDocuments } from '#core/verification'
import { putPrivateFile } from '#core/verification/private-files.infra'
import { notifyFavoritePriceDrops, runSavedSearchAlerts } from '#core/visitor/alerts.job'
import { recordListingEvent } from '#core/visitor/views.service'
import { composeApp } from '../../server/composition'
import { municipalityId, propertyTypeId } from '../factories/catalog'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { onEveryHost, startJobHosts, type JobHosts } from '../support/job-hosts'
import { startSmtpServer } from '../support/smtp-server'

const HOSTS = 4
const RUNS = 3
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let h: JobHosts
let dataDir: string
let customerId: number

beforeAll(async () => {
  smtp = await startSmtpServer()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-jobs-'))
  const env = setEnvForTests({
    SEED_DEMO: 'never',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://wi.example',
  })
  composeApp()
  h = await startJobHosts(HOSTS)
  setRuntime({ handle: h.handles[0], db: h.db, env })
  await seedReferenceData(h.db)
  customerId = (await insertCustomer(h.db, { name: 'Inmobiliaria Muchos Hosts' })).id
})
afterAll(async () => {
  setRuntime(undefined)
  await h?.close()
  await smtp?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
const pause = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms))

test('each queued e-mail reaches the SMTP server once, whatever the number of senders', async () => {
  const subjects = Array.from({ length: 30 }, (_, i) => `Correo ${i} ${randomBytes(3).toString('hex')}`)
  for (const subject of subjects)
    await enqueue(h.db, 'email', { to: 'muchos@example.com', subject, text: `Hola ${subject}` })
  const delivered = await onEveryHost(h.hosts, RUNS, (db) => processOutbox(db, 5))
  expect(sum(delivered)).toBe(subjects.length)
  for (const subject of subjects) expect(smtp.mails.filter((m) => m.subject === subject)).toHaveLength(1)
  const rows = await h.db.select().from(outbox).where(eq(outbox.kind, 'email'))
  expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.lockedUntil === null)).toBe(true)
})

test('each due saved search queues one digest and one push, whatever the number of alert runs', async () => {
  const bello = await municipalityId(h.db, '05088')
  const query = `operation_type_id=${encodeOperation('rent')}&municipality_id=${encodeId('municipality', bello)}&property_types=${encodeId('propertyType', await propertyTypeId(h.db, 'apartment'))}`
  const searchIds: number[] = []
  const since = new Date(Date.now() - 60_000)
  for (let i = 0; i < 8; i++) {
    const user = await insertUser(h.db, { email: `alerta-${i}@example.com` })
    const [row] = await h.db
      .insert(savedSearches)
      .values({ userId: user.id, name: `Bello ${i}`, query, frequency: 'immediately', lastCheckedAt: since })
      .returning({ id: savedSearches.id })
    searchIds.push(row.id)
  }
  // Published a few seconds ago: a run's window stops a second before the oldest transaction still
  // open (the other hosts' runs are), so a listing of the last instant waits for a later run.
  await insertListing(h.db, { municipalityCode: '05088', customerId, publishedAt: new Date(Date.now() - 5000) })
  const now = new Date()
  const runs = await onEveryHost(h.hosts, RUNS, (db) => runSavedSearchAlerts(db, now))
  expect(sum(runs.map((r) => r.digests))).toBe(searchIds.length)
  for (const id of searchIds) {
    const digests = await h.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), sql`${outbox.payload}->>'savedSearchId' = ${String(id)}`))
    const pushes = await h.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.kind, 'push'), sql`${outbox.payload}->>'tag' = ${`saved-search-${id}`}`))
    expect([digests.length, pushes.length]).toEqual([1, 1])
  }
})

test("each favourite's price drop queues one push per owner, whatever the number of runs", async () => {
  const listing = await insertListing(h.db, { customerId, businessType: 'rent', rentPrice: 2_000_000 })
  const owners: number[] = []
  for (let i = 0; i < 5; i++) {
    const user = await insertUser(h.db, { email: `favorito-${i}@example.com` })
    await h.db.insert(favorites).values({ userId: user.id, propertyId: listing.id })
    owners.push(user.id)
  }
  const [change] = await h.db
    .insert(propertyPriceChanges)
    .values({ propertyId: listing.id, oldRentPrice: 2_000_000, newRentPrice: 1_800_000 })
    .returning({ id: propertyPriceChanges.id })
  await pause()
  const now = new Date()
  const queued = await onEveryHost(h.hosts, RUNS, (db) => notifyFavoritePriceDrops(db, now))
  expect(sum(queued)).toBe(owners.length)
  const pushes = await h.db
    .select({ userId: sql<string>`${outbox.payload}->>'userId'` })
    .from(outbox)
    .where(and(eq(outbox.kind, 'push'), sql`${outbox.payload}->>'tag' = ${`price-drop-${change.id}`}`))
  expect(pushes.map((p) => Number(p.userId)).sort((a, b) => a - b)).toEqual(owners.sort((a, b) => a - b))
})

test('the daily statistics count each visitor once when their events race on every host', async () => {
  const listing = await insertListing(h.db, { customerId })
  const visitors = Array.from({ length: 6 }, (_, i) => `client:visitante-${i}-${randomBytes(4).toString('hex')}`)
  await Promise.all(
    h.hosts.flatMap((db) =>
      visitors.flatMap((v) => [
        recordListingEvent(db, listing.id, 'view', v),
        recordListingEvent(db, listing.id, 'phone', v),
      ]),
    ),
  )
  const [stats] = await h.db
    .select()
    .from(listingDailyStats)
    .where(and(eq(listingDailyStats.propertyId, listing.id), eq(listingDailyStats.day, bogotaDay(new Date()))))
  expect([stats.views, stats.phoneReveals, stats.contacts]).toEqual([visitors.length, visitors.length, visitors.length])
})

test('an import whose process stopped is swept once, and its writer stops', async () => {
  const [job] = await h.db
    .insert(listingImports)
    .values({
      customerId,
      fileName: 'viejo.csv',
      format: 'csv',
      total: 10,
      heartbeatAt: new Date(Date.now() - 600_000),
    })
    .returning()
  const swept = await onEveryHost(h.hosts, RUNS, (db) => failStaleListingImports(db))
  expect(sum(swept)).toBe(1)
  const [after] = await h.db.select().from(listingImports).where(eq(listingImports.id, job.id))
  expect([after.status, after.errorCount]).toEqual(['failed', 1])
})

test('each expired paper is deleted once, file and row, whatever the number of runs', async () => {
  const decidedAt = new Date(Date.now() - 100 * 86_400_000)
  const keys: string[] = []
  for (let i = 0; i < 6; i++) {
    const other = (await insertCustomer(h.db, { name: `Agencia Papeles ${i}` })).id
    const [request] = await h.db
      .insert(verificationRequests)
      .values({ customerId: other, kind: 'agency', status: 'approved', decidedAt })
      .returning({ id: verificationRequests.id })
    const key = `verification/${request.id}/${randomBytes(12).toString('hex')}.pdf`
    await putPrivateFile(key, new TextEncoder().encode('%PDF-1.4'))
    await h.db
      .insert(verificationDocuments)
      .values({ requestId: request.id, kind: 'rut', storageKey: key, contentType: 'application/pdf', byteSize: 8 })
    keys.push(key)
  }
  const deleted = await onEveryHost(h.hosts, RUNS, (db) => deleteExpiredDocuments(db))
  expect(sum(deleted)).toBe(keys.length)
  for (const key of keys) expect(fs.existsSync(path.join(dataDir, 'private', key))).toBe(false)
  const rows = await h.db.select().from(verificationDocuments)
  expect(rows.every((r) => r.deletedAt instanceof Date)).toBe(true)
})

test('each stored description is fingerprinted once and none is missed, whatever the number of runs', async () => {
  const text =
    'Casa de dos pisos en el barrio San Joaquín con antejardín, sala comedor, cocina integral, cuatro alcobas, ' +
    'estudio, tres baños, patio trasero cubierto, terraza con vista a la ciudad y garaje para dos carros.'
  for (let i = 0; i < 12; i++) await insertListing(h.db, { customerId, description: `${text} Casa número ${i}.` })
  const unfingerprinted = sql`select count(*)::int as n from properties p where p.deleted_at is null
    and not exists (select 1 from listing_text_fingerprints f where f.property_id = p.id)`
  const [{ n: before }] = await queryRows<{ n: number }>(h.db, unfingerprinted)
  expect(before).toBeGreaterThanOrEqual(12)

  const runs = await onEveryHost(h.hosts, RUNS, (db) => fingerprintStoredTexts(db, { batch: 3 }))
  expect(sum(runs.map((r) => r.fingerprinted))).toBe(before)
  const [{ n: after }] = await queryRows<{ n: number }>(h.db, unfingerprinted)
  expect(after).toBe(0)
})

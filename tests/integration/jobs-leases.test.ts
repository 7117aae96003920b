/**
 * A process killed mid-job leaves its work to another once its lease ends (docs/jobs.md): an
 * outbox item claimed and never finished, the feed claimed and never released, papers locked by a
 * process that dies. A lease is renewed while its holder works, so a slow delivery is not taken.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { setEnvForTests } from '#config/env'
import { setRuntime } from '#core/shared/runtime.config'
import { outbox, verificationDocuments, verificationRequests } from '#db/schema'
import { enqueue, processOutbox, registerOutboxHandlers } from '#core/notifications/outbox.service'
import { claimNextItem, markSent } from '#core/notifications/outbox.queries'
import { syncFeed } from '#core/seo'
import { claimFeed, readFeedState, releaseFeed } from '#core/seo/feed-segments.queries'
import { deleteExpiredDocuments } from '#core/verification'
import { lockExpiredDocuments } from '#core/verification/verification.queries'
import { putPrivateFile } from '#core/verification/private-files.infra'
import { composeApp } from '../../server/composition'
import { insertCustomer, insertListing, seedReferenceData } from '../factories/listings'
import { startJobHosts, type JobHosts } from '../support/job-hosts'
import { startSmtpServer } from '../support/smtp-server'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let h: JobHosts
let dataDir: string

beforeAll(async () => {
  smtp = await startSmtpServer()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-leases-'))
  const env = setEnvForTests({ SEED_DEMO: 'never', DATA_DIR: dataDir, SMTP_URL: smtp.url })
  composeApp()
  h = await startJobHosts(2)
  setRuntime({ handle: h.handles[0], db: h.db, env })
  await seedReferenceData(h.db)
})
afterAll(async () => {
  setRuntime(undefined)
  await h?.close()
  await smtp?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('an outbox item claimed by a host that died is sent by another once its lease ends, once', async () => {
  const [a, b] = h.hosts
  const subject = `Huérfano ${randomBytes(3).toString('hex')}`
  const id = await enqueue(a, 'email', { to: 'huerfano@example.com', subject, text: 'Hola' })
  const dead = await claimNextItem(a, 1)
  expect(dead?.id).toBe(id)
  expect(await processOutbox(b, 20, 1)).toBe(0)
  await sleep(1200)
  expect(await processOutbox(b, 20, 1)).toBe(1)
  // The dead host's late word changes nothing: its lease is no longer the row's.
  expect(await markSent(a, id, dead!.lease, 1)).toBe(false)
  expect(smtp.mails.filter((m) => m.subject === subject)).toHaveLength(1)
  const [row] = await a.select().from(outbox).where(eq(outbox.id, id))
  expect([row.status, row.attempts]).toEqual(['sent', 1])
})

test('a delivery slower than its lease keeps it (renewed), so no other host sends it again', async () => {
  const [a, b] = h.hosts
  let calls = 0
  registerOutboxHandlers({
    email: async () => {
      calls++
      await sleep(2500)
    },
    push: async () => undefined,
    'account-email': async () => undefined,
  })
  try {
    const id = await enqueue(a, 'email', { to: 'lento@example.com', subject: 'Lento', text: 'Hola' })
    const slow = processOutbox(a, 1, 1)
    await sleep(300)
    for (let i = 0; i < 5; i++) {
      await sleep(400)
      expect(await processOutbox(b, 20, 1)).toBe(0)
    }
    expect(await slow).toBe(1)
    expect(calls).toBe(1)
    const [row] = await a.select().from(outbox).where(eq(outbox.id, id))
    expect(row.status).toBe('sent')
  } finally {
    composeApp()
  }
})

test('the feed claimed by a host that died is rebuilt by another after the lease; the late release is ignored', async () => {
  const [a, b] = h.hosts
  await insertListing(a, { rentPrice: 1_500_000 })
  const feed = { origin: 'https://wi.example', segmentSize: 100 }
  const dead = await claimFeed(a, 1)
  expect(dead).not.toBeNull()
  expect(await syncFeed(b, feed)).toEqual({ ran: false })
  await sleep(1200)
  expect(await syncFeed(b, feed)).toMatchObject({ ran: true, full: true })
  const state = await readFeedState(b)
  await releaseFeed(a, dead!.lease, { origin: 'https://otro.example', segmentSize: 7, watermark: '1', changed: true })
  expect(await readFeedState(b)).toEqual(state)
})

test.skipIf(!process.env.TEST_DATABASE_URL)(
  'papers locked by a host that dies mid-batch are deleted by another: file and row',
  async () => {
    const [a, b] = h.hosts
    const customerId = (await insertCustomer(a, { name: 'Agencia Papeles Caídos' })).id
    const [request] = await a
      .insert(verificationRequests)
      .values({ customerId, kind: 'agency', status: 'approved', decidedAt: new Date(Date.now() - 100 * 86_400_000) })
      .returning({ id: verificationRequests.id })
    const key = `verification/${request.id}/${randomBytes(12).toString('hex')}.pdf`
    await putPrivateFile(key, new TextEncoder().encode('%PDF-1.4'))
    await a
      .insert(verificationDocuments)
      .values({ requestId: request.id, kind: 'rut', storageKey: key, contentType: 'application/pdf', byteSize: 8 })
    let die!: () => void
    const locked = new Promise<void>((resolve) => {
      void a
        .transaction(async (tx) => {
          expect(await lockExpiredDocuments(tx, new Date(Date.now() - 90 * 86_400_000), 100)).toHaveLength(1)
          resolve()
          await new Promise<void>((_, reject) => (die = () => reject(new Error('the host died'))))
        })
        .catch(() => undefined)
    })
    await locked
    expect(await deleteExpiredDocuments(b)).toBe(0)
    die()
    await sleep(100)
    expect(await deleteExpiredDocuments(b)).toBe(1)
    expect(fs.existsSync(path.join(dataDir, 'private', key))).toBe(false)
    const [doc] = await b.select().from(verificationDocuments).where(eq(verificationDocuments.storageKey, key))
    expect(doc.deletedAt).toBeInstanceOf(Date)
  },
)

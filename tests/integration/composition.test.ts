/**
 * The composition root (server/composition.ts) is what registers the outbox handlers and the
 * jobs: this file imports the mail and push modules and the outbox, yet nothing is delivered
 * until composeApp() runs. Push delivery used to work only because an API file imported it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { setEnvForTests } from '#config/env'
import { outbox } from '#db/schema'
import { listDevMail } from '#core/notifications/mailer.infra'
import { enqueue, processOutbox } from '#core/notifications/outbox.service'
import { enqueuePush } from '#core/notifications/push-queue.service'
import { setRuntime } from '#core/shared/runtime.config'
import { composeApp } from '../../server/composition'
import { startBackgroundJobs } from '../../server/jobs'
import { createTestDb } from '../setup/test-db'

let handle: Awaited<ReturnType<typeof createTestDb>>
let dataDir: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-composition-'))
  // A local demo without SMTP_URL: e-mails go to the development mailbox in DATA_DIR.
  const env = setEnvForTests({ SEED_DEMO: 'never', DATA_DIR: dataDir, PUBLIC_URL: '', SMTP_URL: '', HOST: '' })
  handle = await createTestDb()
  setRuntime({ handle, db: handle.db, env })
})
afterAll(async () => {
  setRuntime(undefined)
  await handle?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const email = { to: 'composition@example.com', subject: 'Hola', text: 'Texto' }

test('outbox items wait for the composition; once composed, e-mail and push are delivered', async () => {
  await enqueue(handle.db, 'email', email)
  await enqueuePush(handle.db, { userId: 1, title: 'Baja de precio', body: '…', url: '/' })

  expect(await processOutbox(handle.db)).toBe(0)
  const waiting = await handle.db.select().from(outbox)
  expect(waiting.map((r) => [r.kind, r.status, r.lastError]).sort()).toEqual([
    ['email', 'pending', 'no handler registered for email'],
    ['push', 'pending', 'no handler registered for push'],
  ])

  composeApp()
  await handle.db.update(outbox).set({ nextAttemptAt: sql`now()` })
  expect(await processOutbox(handle.db)).toBe(2)
  expect((await handle.db.select().from(outbox)).map((r) => r.status)).toEqual(['sent', 'sent'])
  expect(listDevMail().map((m) => m.to)).toContain(email.to)
})

test('the composition registers the job that delivers the outbox', async () => {
  composeApp()
  const id = await enqueue(handle.db, 'email', { ...email, subject: 'Del job' })
  const stop = startBackgroundJobs()
  try {
    await expect
      .poll(async () => (await handle.db.select().from(outbox).where(eq(outbox.id, id)))[0].status, { timeout: 8_000 })
      .toBe('sent')
  } finally {
    await stop()
  }
})

/**
 * Error logs never carry a query's values: real failed queries (a bad cast, a duplicate
 * key) with an e-mail as parameter, logged the way the server logs a failed request.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { setEnvForTests } from '#config/env'
import type { DatabaseHandle } from '#db/client'
import { createTestDb } from '../../tests/setup/test-db'
import { briefError, logger } from './logger.infra'

const EMAIL = 'ana.perez@example.com'
let handle: DatabaseHandle

beforeAll(async () => {
  handle = await createTestDb()
  await handle.db.execute(sql`create table logger_probe (email text primary key)`)
  await handle.db.execute(sql`insert into logger_probe values (${EMAIL})`)
})

afterAll(async () => {
  setEnvForTests({})
  await handle?.close()
})

async function loggedFailure(run: () => Promise<unknown>): Promise<{ line: string; error: unknown }> {
  const error = await run().then(
    () => expect.unreachable('the query should fail'),
    (e: unknown) => e,
  )
  setEnvForTests({ LOG_LEVEL: 'error' })
  const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
  try {
    logger.error('request failed', { requestId: 'req-1', route: 'POST /api/contact', error })
    return { line: String(write.mock.calls[0]?.[0]), error }
  } finally {
    write.mockRestore()
    setEnvForTests({})
  }
}

test('a duplicate key with an e-mail parameter is logged with its SQLSTATE and constraint, not the e-mail', async () => {
  const { line, error } = await loggedFailure(() => handle.db.execute(sql`insert into logger_probe values (${EMAIL})`))
  expect(String((error as Error).message)).toContain(EMAIL) // what used to reach the log
  expect(line).not.toContain(EMAIL)
  const logged = JSON.parse(line)
  expect(logged).toMatchObject({ level: 'error', requestId: 'req-1', route: 'POST /api/contact' })
  expect(logged.error).toMatchObject({
    name: 'DrizzleQueryError',
    message: 'Failed query',
    query: 'insert into logger_probe values ($1)',
  })
  expect(logged.error.cause).toMatchObject({ code: '23505', constraint: 'logger_probe_pkey' })
  expect(logged.error.stack).toMatch(/^ {4}at /)
})

test('a bad cast, whose database message quotes the value, is logged without it', async () => {
  const { line } = await loggedFailure(() => handle.db.execute(sql`select ${EMAIL}::int`))
  expect(line).not.toContain(EMAIL)
  expect(JSON.parse(line).error.cause).toMatchObject({
    code: '22P02',
    message: 'invalid input syntax for type integer: "…"',
  })
})

test('an outage is logged in one line: the innermost cause, no stack', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
  const wrapped = new Error('Failed query: select 1\nparams: ana@example.com', { cause: refused })
  expect(briefError(wrapped)).toEqual({
    name: 'Error',
    code: 'ECONNREFUSED',
    message: 'connect ECONNREFUSED 127.0.0.1:5432',
  })
  expect(briefError('not an error')).toBeUndefined()
})

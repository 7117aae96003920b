import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type DatabaseHandle, queryRows } from '#db/client'
import { analyzeNeverAnalyzed } from '#db/statistics'
import { insertCustomerRow, updateCustomerRow } from '#core/agencies/customer.queries'
import { createTestDb } from '../setup/test-db'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(() => handle.close())

const lastAnalyze = async (table: string) => {
  const [row] = await queryRows<{ at: string | Date | null }>(
    handle.db,
    sql`select last_analyze as at from pg_stat_user_tables where schemaname = current_schema() and relname = ${table}`,
  )
  return row?.at ? new Date(row.at).getTime() : null
}

test('tables never analyzed get statistics once, then are left to autovacuum', async () => {
  const first = await analyzeNeverAnalyzed(handle.db)
  expect(first).toEqual(expect.arrayContaining(['customers', 'properties', 'property_types']))
  expect(await lastAnalyze('customers')).not.toBeNull()
  expect(await analyzeNeverAnalyzed(handle.db)).toEqual([])
})

test('creating or deactivating an agency refreshes the agencies statistics', async () => {
  const before = (await lastAnalyze('customers'))!
  await new Promise((r) => setTimeout(r, 20))
  const agency = await insertCustomerRow(handle.db, {
    name: 'Inmobiliaria Estadística',
    slug: `estadistica-${Date.now()}`,
  })
  const afterInsert = (await lastAnalyze('customers'))!
  expect(afterInsert).toBeGreaterThan(before)
  await new Promise((r) => setTimeout(r, 20))
  await updateCustomerRow(handle.db, agency.id, { isActive: false })
  expect((await lastAnalyze('customers'))!).toBeGreaterThan(afterInsert)
})

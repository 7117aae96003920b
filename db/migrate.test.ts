import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type DatabaseHandle, queryRows } from './client'
import { createTestDb } from '../tests/setup/test-db'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(() => handle.close())

test('migrations create every table of the design', async () => {
  const rows = await queryRows<{ table_name: string }>(
    handle.db,
    sql`select table_name from information_schema.tables where table_schema = current_schema() order by 1`,
  )
  const tables = rows.map((r) => r.table_name)
  for (const name of [
    'properties',
    'property_photos',
    'customers',
    'advisers',
    'users',
    'roles',
    'permissions',
    'auth_sessions',
    'refresh_tokens',
    'one_time_tokens',
    'leads',
    'favorites',
    'compare_items',
    'saved_searches',
    'push_subscriptions',
    'outbox',
    'audit_log',
    'visit_requests',
    'projects',
    'project_amenities',
    'project_unit_types',
    'project_unit_type_prices',
    'project_progress_updates',
    'project_photos',
  ]) {
    expect(tables).toContain(name)
  }
})

test('the Spanish search vector ignores accents', async () => {
  const [row] = await queryRows<{ hit: boolean }>(
    handle.db,
    sql`select to_tsvector('spanish', immutable_unaccent('Medellín · El Poblado, balcón')) @@ plainto_tsquery('spanish', immutable_unaccent('medellin poblado balcon')) as hit`,
  )
  expect(row.hit).toBe(true)
})

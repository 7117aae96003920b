// The start-up seed on an empty database: reference data, the demo catalogue with its
// photos on disk, the demo accounts and their roles. Runs on PGlite and PostgreSQL.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseEnv, type Env } from '#config/env'
import { verifyPassword } from '#core/accounts/password.infra'
import { photoUrls } from '#core/media/storage.infra'
import { localStorage } from '#core/media/storage.infra'
import { isValidNit } from '#core/shared/nit.rules'
import { createTestDb } from '../tests/setup/test-db'
import { queryRows, type DatabaseHandle } from '#db/client'
import { customers, properties, propertyPhotos, roles, users } from '#db/schema'
import { countListings, ensureSeeded, wantsDemoData } from '.'
import type { DemoSummary } from './demo'

let handle: DatabaseHandle
let dataDir: string
let env: Env
let summary: DemoSummary | null

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-seed-test-'))
  env = parseEnv({
    DATA_DIR: dataDir,
    SEED_DEMO: 'always',
    SEED_LISTINGS: '2400',
    DEMO_PASSWORD: 'Prueba1234!',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  })
  handle = await createTestDb()
  summary = await ensureSeeded(handle.db, env)
}, 120_000)

afterAll(async () => {
  await handle?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number | string }>(handle.db, query))[0].n)

describe('seed on an empty database', () => {
  test('reference data: 33 departments, 1,122 municipalities, the Valle de Aburrá sectors, 10 types, roles', async () => {
    expect(await count(sql`select count(*) as n from departments`)).toBe(33)
    expect(await count(sql`select count(*) as n from municipalities`)).toBe(1122)
    expect(await count(sql`select count(*) as n from sectors`)).toBe(586)
    expect(await count(sql`select count(*) as n from property_types`)).toBe(10)
    const roleNames = (await handle.db.select({ name: roles.name }).from(roles)).map((r) => r.name).sort()
    expect(roleNames).toEqual(['Admin', 'Analyst', 'ContentManager', 'SuperAdmin', 'User'])
  })

  test('at least 2,000 published listings, and some draft, inactive and deleted ones', async () => {
    expect(summary).toMatchObject({ listings: 2400, agencies: 4, builders: 3, accounts: 8 })
    const byStatus = await queryRows<{ status: string; n: number | string }>(
      handle.db,
      sql`select status, count(*) as n from properties group by status`,
    )
    const n = Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]))
    expect(n.published).toBeGreaterThanOrEqual(2000)
    for (const status of ['draft', 'inactive', 'deleted']) expect(n[status]).toBeGreaterThan(10)
    expect(await count(sql`select count(*) as n from properties where status = 'deleted' and deleted_at is null`)).toBe(
      0,
    )
    expect(
      await count(sql`select count(*) as n from properties where status = 'published' and published_at is null`),
    ).toBe(0)
    // Every listing has 3 to 8 photos and a search document the search index can use.
    expect(
      await count(
        sql`select count(*) as n from (select property_id, count(*) c from property_photos group by property_id) x where c between 3 and 8`,
      ),
    ).toBe(2400)
    expect(
      await count(
        sql`select count(*) as n from properties where search_vector @@ plainto_tsquery('spanish', immutable_unaccent('apartamento medellin'))`,
      ),
    ).toBeGreaterThan(100)
    // Most listings in the Valle de Aburrá, in a barrio.
    const valle = await count(
      sql`select count(*) as n from properties p join municipalities m on m.id = p.municipality_id where m.code in ('05001','05266','05631','05360','05088','05380') and p.sector_id is not null`,
    )
    expect(valle / 2400).toBeGreaterThan(0.68)
  })

  test("the seed's change log is emptied, leaving only the mark that asks a running server to rebuild", async () => {
    expect(await count(sql`select count(*) as n from search_changes where property_id <> 0`)).toBe(0)
    expect(await count(sql`select count(*) as n from search_changes where property_id = 0`)).toBe(1)
  })

  test('agencies with NIT, advisers, logo, banner and microsite settings', async () => {
    const rows = await handle.db.select().from(customers).where(eq(customers.kind, 'agency')).orderBy(customers.id)
    expect(rows).toHaveLength(4)
    for (const c of rows) {
      expect(isValidNit(c.nit!)).toBe(true)
      expect(c.description!.length).toBeGreaterThan(50)
      expect(Object.keys(c.socialLinks).length).toBeGreaterThanOrEqual(3)
      expect(fs.existsSync(path.join(dataDir, 'media', c.logoPath!))).toBe(true)
      expect(fs.existsSync(path.join(dataDir, 'media', c.bannerPath!))).toBe(true)
    }
    expect(new Set(rows.map((c) => c.logoAlignment))).toEqual(new Set(['left', 'center']))
    expect(rows.some((c) => c.hideMainMenu)).toBe(true)
    expect(await count(sql`select count(*) as n from advisers where phone ~ '^3[0-9]{9}$'`)).toBeGreaterThanOrEqual(12)
    expect(await count(sql`select count(*) as n from leads`)).toBeGreaterThan(50)
  })

  test('the photo files of a seeded listing exist at every width', async () => {
    const [listing] = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.status, 'published'))
      .limit(1)
    const photos = await handle.db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, listing.id))
      .orderBy(propertyPhotos.position)
    expect(photos.length).toBeGreaterThanOrEqual(3)
    const storage = localStorage(path.join(dataDir, 'media'))
    for (const photo of photos) {
      const urls = photoUrls(photo, storage)
      const files = [...urls.srcset.split(', ').map((s) => s.split(' ')[0]), urls.og]
      for (const url of files)
        expect(fs.statSync(path.join(dataDir, url.replace(/^\/media\//, 'media/'))).size).toBeGreaterThan(1000)
    }
  })

  test('three builders with 40 projects (38 published) in nine cities, VIS among them, with pictures on disk', async () => {
    const builders = await handle.db.select().from(customers).where(eq(customers.kind, 'builder'))
    expect(builders).toHaveLength(3)
    expect(builders.every((b) => isValidNit(b.nit!) && b.logoPath)).toBe(true)
    const byCity = await queryRows<{ city: string; n: number; published: number; vis: number }>(
      handle.db,
      sql`select m.display_name as city, count(*)::int as n, count(*) filter (where p.status = 'published')::int as published,
            count(*) filter (where p.vis)::int as vis
          from projects p join municipalities m on m.id = p.municipality_id group by 1 order by 1`,
    )
    expect(byCity.map((r) => r.city)).toEqual([
      'Barranquilla',
      'Bello',
      'Bogotá',
      'Cali',
      'Cartagena',
      'Envigado',
      'Itagüí',
      'Medellín',
      'Sabaneta',
    ])
    expect(byCity.reduce((sum, r) => sum + r.n, 0)).toBe(40)
    expect(byCity.reduce((sum, r) => sum + r.published, 0)).toBe(38)
    expect(byCity.reduce((sum, r) => sum + r.vis, 0)).toBeGreaterThanOrEqual(6)
    // Every published project meets the publish rules: a photo, a priced unit type with its plan, progress.
    const lacking = await count(
      sql`select count(*) as n from projects p where p.status = 'published' and (
            not exists (select 1 from project_photos f where f.project_id = p.id and f.progress_update_id is null)
            or not exists (select 1 from project_unit_types u where u.project_id = p.id and u.price_from > 0 and u.floor_plan_path is not null)
            or not exists (select 1 from project_progress_updates g where g.project_id = p.id))`,
    )
    expect(lacking).toBe(0)
    const [plan] = await queryRows<{ path: string; widths: string }>(
      handle.db,
      sql`select floor_plan_path as path, floor_plan_widths as widths from project_unit_types limit 1`,
    )
    const urls = photoUrls({ storageKey: plan.path, widths: plan.widths }, localStorage(path.join(dataDir, 'media')))
    for (const url of [...urls.srcset.split(', ').map((s) => s.split(' ')[0]), urls.og])
      expect(fs.statSync(path.join(dataDir, url.replace(/^\/media\//, 'media/'))).size).toBeGreaterThan(1000)
  })

  test('the demo accounts exist with their roles and the demo password', async () => {
    const grants = await queryRows<{ email: string; role: string; customer: string | null; verified: boolean }>(
      handle.db,
      sql`select u.email, r.name as role, c.name as customer, u.email_verified_at is not null as verified
          from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id left join customers c on c.id = ur.customer_id
          order by u.email`,
    )
    const [first, second] = await handle.db
      .select({ name: customers.name })
      .from(customers)
      .orderBy(customers.id)
      .limit(2)
    const [builder] = await handle.db
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.kind, 'builder'))
      .orderBy(customers.id)
      .limit(1)
    expect(grants).toEqual([
      { email: 'admin2@example.com', role: 'Admin', customer: second.name, verified: true },
      { email: 'admin@example.com', role: 'Admin', customer: first.name, verified: true },
      { email: 'analista@example.com', role: 'Analyst', customer: first.name, verified: true },
      { email: 'constructora@example.com', role: 'Admin', customer: builder.name, verified: true },
      { email: 'contenido@example.com', role: 'ContentManager', customer: first.name, verified: true },
      { email: 'propietario@example.com', role: 'User', customer: null, verified: true },
      { email: 'superadmin@example.com', role: 'SuperAdmin', customer: null, verified: true },
      { email: 'usuario@example.com', role: 'User', customer: null, verified: true },
    ])
    const [admin] = await handle.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'admin@example.com'))
    expect(await verifyPassword(admin.hash!, 'Prueba1234!')).toBe(true)
  })

  test('the demo owner has one public home and one waiting for staff', async () => {
    const rows = await queryRows<{ status: string }>(
      handle.db,
      sql`select p.status from properties p join customers c on c.id = p.customer_id
          join users u on u.id = c.owner_user_id where u.email = 'propietario@example.com' order by p.status`,
    )
    expect(rows.map((r) => r.status)).toEqual(['in_review', 'published'])
  })

  test('about half of the agencies verified; one agency and the demo owner wait with a private PDF', async () => {
    const [agencies] = await queryRows<{ verified: number; total: number }>(
      handle.db,
      sql`select count(*) filter (where verified_at is not null)::int as verified, count(*)::int as total
            from customers where kind = 'agency'`,
    )
    expect(agencies.verified).toBeGreaterThanOrEqual(Math.floor(agencies.total / 2))
    expect(agencies.verified).toBeLessThan(agencies.total)
    const waiting = await queryRows<{ kind: string; storage_key: string }>(
      handle.db,
      sql`select r.kind, d.storage_key from verification_requests r
            join verification_documents d on d.request_id = r.id where r.status = 'pending' order by r.kind`,
    )
    expect(waiting.map((w) => w.kind)).toEqual(['agency', 'owner_title'])
    for (const w of waiting) {
      const file = fs.readFileSync(path.join(dataDir, 'private', w.storage_key))
      expect(file.subarray(0, 5).toString()).toBe('%PDF-')
    }
  })

  test('a second start changes nothing', async () => {
    expect(await ensureSeeded(handle.db, env)).toBeNull()
    expect(await countListings(handle.db)).toBe(2400)
    // The 8 demo accounts and 99 owners who cannot sign in (seed/demo/owner-listings.ts).
    expect(await count(sql`select count(*) as n from users`)).toBe(8 + 99)
    expect(await count(sql`select count(*) as n from projects`)).toBe(40)
  })
})

test('demo data only where it belongs: always, or auto with the embedded database, and only on a local demo', () => {
  const local = { PUBLIC_URL: undefined, HOST: undefined }
  expect(wantsDemoData({ ...local, SEED_DEMO: 'auto', DATABASE_URL: undefined })).toBe(true)
  expect(wantsDemoData({ ...local, SEED_DEMO: 'auto', DATABASE_URL: 'postgres://x/y' })).toBe(false)
  expect(wantsDemoData({ ...local, SEED_DEMO: 'always', DATABASE_URL: 'postgres://x/y' })).toBe(true)
  expect(wantsDemoData({ ...local, SEED_DEMO: 'never', DATABASE_URL: undefined })).toBe(false)
  const deployed = { PUBLIC_URL: 'https://wi-inmuebles.com.co', HOST: undefined }
  expect(wantsDemoData({ ...deployed, SEED_DEMO: 'auto', DATABASE_URL: undefined })).toBe(false)
  expect(() => wantsDemoData({ ...deployed, SEED_DEMO: 'always', DATABASE_URL: undefined })).toThrow(/SEED_DEMO=always/)
  expect(wantsDemoData({ PUBLIC_URL: undefined, HOST: '0.0.0.0', SEED_DEMO: 'auto', DATABASE_URL: undefined })).toBe(
    false,
  )
})

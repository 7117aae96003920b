/**
 * The project search (issue 32 point 4, ADR 0028) on a real database: the in-process index
 * answers every filter combination with the totals, page and facets of the SQL reference and
 * of a hand count; the API answers `data` + `meta` + `facets`, exact, and 422s with field
 * messages in the caller's language; drafts, unpublished and deleted projects and those of a
 * switched-off builder are never found; a project published, a price changed or a builder
 * switched off is searched as it is now (the change log, migration 0025).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '#db/client'
import { customers, projectAmenities, projectUnitTypes, projects } from '#db/schema'
import { countProjects, prepareProjectSearch, projectSearchFilter, type ProjectSearchFilter } from '#core/projects'
import { encodeId } from '#core/shared/ids.utils'
import type { ServiceContext } from '#core/shared'
import { featureId, municipalityId, sectorId } from '../factories/catalog'
import { departmentId, seedReferenceData } from '../factories/listings'
import { insertBuilder } from '../factories/projects'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let ctx: ServiceContext
const place: Record<string, { department: number; municipality: number }> = {}
let laureles: number
let pool: number
let gym: number
let otherBuilder: number
const STAGES = ['sobre_planos', 'en_construccion', 'entrega_inmediata'] as const
const STATUSES = ['published', 'published', 'published', 'draft', 'unpublished'] as const

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = Record<string, any>
const get = async (path: string) => {
  const res = await app.request(path)
  return { status: res.status, body: (await res.json()) as Json }
}

const base = projectSearchFilter()

async function insertProject(
  values: Partial<typeof projects.$inferInsert> & { customerId: number },
  units: [number | null, number | null][],
  amenities: number[] = [],
) {
  const [row] = await app.db
    .insert(projects)
    .values({ name: 'Proyecto', stage: 'sobre_planos', ...values })
    .returning({ id: projects.id })
  if (units.length)
    await app.db.insert(projectUnitTypes).values(
      units.map(([priceFrom, bedrooms], i) => ({
        projectId: row.id,
        name: `Tipo ${i}`,
        priceFrom,
        bedrooms,
        privateArea: 40 + 10 * i,
      })),
    )
  if (amenities.length)
    await app.db.insert(projectAmenities).values(amenities.map((featureId) => ({ projectId: row.id, featureId })))
  return row.id
}

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  ctx = { db: app.db, actor: null, locale: 'es-CO' }
  for (const code of ['05001', '05266', '05088', '11001'])
    place[code] = {
      department: await departmentId(app.db, code.slice(0, 2)),
      municipality: await municipalityId(app.db, code),
    }
  laureles = await sectorId(app.db, '05001', 'laureles')
  pool = await featureId(app.db, 'pool')
  gym = await featureId(app.db, 'gym')
  const builder = (await insertBuilder(app.db, { name: 'Constructora Búsqueda' })).id
  otherBuilder = (await insertBuilder(app.db, { name: 'Constructora Apagada' })).id
  const codes = Object.keys(place)
  for (let i = 0; i < 72; i++) {
    const code = codes[i % codes.length]
    const stage = STAGES[i % 3]
    const status = STATUSES[i % STATUSES.length]
    await insertProject(
      {
        customerId: i % 9 === 0 ? otherBuilder : builder,
        name: `Proyecto ${i}`,
        status,
        publishedAt: status === 'draft' ? null : new Date(Date.UTC(2026, 0, 1 + i)),
        deletedAt: i % 17 === 0 ? new Date() : null,
        departmentId: place[code].department,
        municipalityId: place[code].municipality,
        sectorId: code === '05001' && i % 2 === 0 ? laureles : null,
        stage,
        deliveryYear: stage === 'entrega_inmediata' ? null : 2026 + (i % 4),
        deliveryMonth: 1 + (i % 12),
        vis: i % 4 === 0,
        vip: i % 8 === 0,
      },
      i % 11 === 5
        ? []
        : [
            [150_000_000 + ((i * 37) % 20) * 25_000_000, 1 + (i % 3)],
            [i % 5 === 0 ? null : 300_000_000 + ((i * 53) % 20) * 30_000_000, i % 7 === 0 ? null : 2 + (i % 3)],
          ],
      [...(i % 3 === 0 ? [pool] : []), ...(i % 5 === 0 ? [gym] : [])],
    )
  }
  // The second builder is switched off: its published projects are nobody's search.
  await app.db
    .update(customers)
    .set({ isActive: false })
    .where(sql`${customers.id} = ${otherBuilder}`)
  await prepareProjectSearch(app.db)
}, 120_000)
afterAll(() => app?.close())

const visibleCount = async (where = sql`true`) =>
  (
    await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from projects p join customers c on c.id = p.customer_id
          where p.status = 'published' and p.deleted_at is null and c.is_active and c.deleted_at is null and ${where}`,
    )
  )[0].n

test('the index answers every combination as the SQL does: totals, page, facets', async () => {
  const medellin = place['05001']
  const filters: Partial<ProjectSearchFilter>[] = [
    {},
    { municipalityId: medellin.municipality },
    { departmentId: medellin.department, stages: ['sobre_planos'] },
    { municipalityId: medellin.municipality, sectorIds: [laureles], sort: 'price_asc' },
    { stages: ['en_construccion', 'entrega_inmediata'], deliveryYearMax: 2027, sort: 'delivery' },
    { priceMax: 300_000_000, sort: 'price_desc' },
    { priceMin: 400_000_000, priceMax: 700_000_000, bedrooms: 3 },
    { bedrooms: 2, vis: true },
    { vip: true, amenityIds: [pool] },
    { amenityIds: [pool, gym], sort: 'price_asc' },
    { departmentId: medellin.department, deliveryYearMax: 2026, priceMax: 500_000_000, page: 2, perPage: 3 },
    { municipalityId: place['11001'].municipality, stages: ['sobre_planos'], vis: true, bedrooms: 1 },
  ]
  for (const partial of filters) {
    const filter = { ...base, ...partial }
    const [index, bySql] = [await countProjects(ctx, filter), await countProjects(ctx, filter, 'sql')]
    const sorted = (c: typeof index) => ({
      ...c,
      municipalities: [...c.municipalities].sort((a, b) => a.id - b.id),
      deliveryYears: [...c.deliveryYears].sort(),
    })
    expect(sorted(index), JSON.stringify(partial)).toEqual(sorted(bySql))
  }
  expect((await countProjects(ctx, base)).total).toBe(await visibleCount())
  const vis = await countProjects(ctx, { ...base, municipalityId: medellin.municipality, vis: true })
  expect(vis.total).toBe(await visibleCount(sql`p.vis and p.municipality_id = ${medellin.municipality}`))
  const priced = await countProjects(ctx, { ...base, priceMax: 300_000_000, bedrooms: 2 })
  expect(priced.total).toBe(
    await visibleCount(
      sql`exists (select 1 from project_unit_types u where u.project_id = p.id and u.price_from <= 300000000 and u.bedrooms >= 2)`,
    ),
  )
})

test('GET /api/projects/search: cards, paging, and facets that count what choosing them gives', async () => {
  const medellin = encodeId('municipality', place['05001'].municipality)
  const { status, body } = await get(`/api/projects/search?municipality_id=${medellin}&per_page=5`)
  expect(status).toBe(200)
  expect(body.meta).toEqual({
    total: await visibleCount(sql`p.municipality_id = ${place['05001'].municipality}`),
    page: 1,
    per_page: 5,
  })
  expect(body.data).toHaveLength(5)
  expect(body.data[0]).toMatchObject({ builder: { name: 'Constructora Búsqueda' }, municipality: 'Medellín' })
  expect(body.data[0].url).toMatch(/^https:\/\/wi\.example\/proyectos\/proyecto-\d+-[A-Za-z0-9]+$/)
  expect(body.data[0].summary).toHaveProperty('price_from')
  for (const facet of body.facets.stage) {
    const one = await get(`/api/projects/search?municipality_id=${medellin}&stage=${facet.value}`)
    expect(one.body.meta.total, facet.value).toBe(facet.count)
  }
  expect(body.facets.stage.map((f: Json) => f.label)).toEqual(['Sobre planos', 'En construcción', 'Entrega inmediata'])
  for (const facet of body.facets.bedrooms) {
    const one = await get(`/api/projects/search?municipality_id=${medellin}&bedrooms=${facet.value}`)
    expect(one.body.meta.total, `bedrooms ${facet.value}`).toBe(facet.count)
  }
  for (const facet of body.facets.delivery_year) {
    const one = await get(`/api/projects/search?municipality_id=${medellin}&delivery_year_max=${facet.value}`)
    expect(one.body.meta.total, `delivery ${facet.value}`).toBe(facet.count)
  }
  const vis = await get(`/api/projects/search?municipality_id=${medellin}&vis=1`)
  expect(vis.body.meta.total).toBe(body.facets.vis[0].count)
  const all = await get('/api/projects/search?sort=price_asc&page=2&per_page=4')
  for (const facet of all.body.facets.municipalities) {
    const one = await get(`/api/projects/search?municipality_id=${facet.value}`)
    expect(one.body.meta.total, facet.label).toBe(facet.count)
  }
  const prices = all.body.data.map((p: Json) => p.summary.price_from)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  const en = await get(`/api/projects/search?municipality_id=${medellin}&lang=en`)
  expect(en.body.data[0].url).toMatch(/\/en\/projects\//)
})

test('malformed ids and out-of-range values: 422 with field errors in the caller’s language', async () => {
  const sector = encodeId('sector', laureles)
  for (const [query, field] of [
    ['municipality_id=abc', 'municipality_id'],
    [`municipality_id=${sector}`, 'municipality_id'],
    ['department_id=%27%20or%201=1--', 'department_id'],
    ['sector_id=zzzzzzzzzz', 'sector_id.0'],
    ['amenities=nope', 'amenities.0'],
    ['stage=terminado', 'stage.0'],
    ['delivery_year_max=1900', 'delivery_year_max'],
    ['price_min=-1', 'price_min'],
    ['price_min=500000000&price_max=300000000', 'price_max'],
    ['bedrooms=11', 'bedrooms'],
    ['vis=si', 'vis'],
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['per_page=1000', 'per_page'],
  ]) {
    const { status, body } = await get(`/api/projects/search?${query}`)
    expect(status, query).toBe(422)
    expect(Object.keys(body.errors), query).toContain(field)
  }
  expect((await get('/api/projects/search?municipality_id=abc')).body.errors.municipality_id).toEqual([
    'El identificador no es válido',
  ])
  const en = await get('/api/projects/search?municipality_id=abc&lang=en')
  expect(en.body.errors.municipality_id[0]).not.toBe('El identificador no es válido')
  expect((await get('/api/projects/search?price_max=3.000.000.000&vis=true')).status).toBe(200)
})

test('a list parameter may repeat or come comma-separated, with the same answer', async () => {
  const repeated = await get('/api/projects/search?stage=sobre_planos&stage=en_construccion')
  const commas = await get('/api/projects/search?stage=sobre_planos,en_construccion')
  expect(repeated.status).toBe(200)
  expect(repeated.body.meta.total).toBe(commas.body.meta.total)
  expect(repeated.body.meta.total).toBe(await visibleCount(sql`p.stage in ('sobre_planos', 'en_construccion')`))
  const sectors = `sector_id=${encodeId('sector', laureles)}&sector_id=${encodeId('sector', laureles)}`
  expect((await get(`/api/projects/search?${sectors}`)).status).toBe(200)
})

test('drafts, unpublished, deleted projects and a switched-off builder’s are never found', async () => {
  const hidden = await queryRows<{ id: number }>(
    app.db,
    sql`select p.id from projects p where p.status <> 'published' or p.deleted_at is not null or p.customer_id = ${otherBuilder}`,
  )
  expect(hidden.length).toBeGreaterThan(10)
  const found = new Set<string>()
  for (let page = 1; page <= 10; page++) {
    const { body } = await get(`/api/projects/search?per_page=48&page=${page}`)
    for (const p of body.data) found.add(p.id)
    if (body.data.length < 48) break
  }
  expect(found.size).toBe(await visibleCount())
  for (const { id } of hidden) expect(found.has(encodeId('project', id))).toBe(false)
})

test('a project published, a unit type repriced or a builder switched on is searched at once', async () => {
  const bello = place['05088']
  const filter = { ...base, municipalityId: bello.municipality, priceMax: 120_000_000 }
  const builder = (await insertBuilder(app.db, { name: 'Constructora Nueva' })).id
  const id = await insertProject(
    {
      customerId: builder,
      name: 'Bello VIS',
      departmentId: bello.department,
      municipalityId: bello.municipality,
      deliveryYear: 2027,
      vis: true,
    },
    [[110_000_000, 2]],
  )
  expect((await countProjects(ctx, filter)).total).toBe(0)
  await app.db
    .update(projects)
    .set({ status: 'published', publishedAt: new Date() })
    .where(sql`${projects.id} = ${id}`)
  const found = await countProjects(ctx, filter)
  expect(found.total).toBe(1)
  expect(found.ids).toEqual([id])
  const { body } = await get(
    `/api/projects/search?municipality_id=${encodeId('municipality', bello.municipality)}&price_max=120000000`,
  )
  expect(body.data.map((p: Json) => p.name)).toEqual(['Bello VIS'])

  await app.db
    .update(projectUnitTypes)
    .set({ priceFrom: 130_000_000 })
    .where(sql`${projectUnitTypes.projectId} = ${id}`)
  expect((await countProjects(ctx, filter)).total).toBe(0)

  const before = (await countProjects(ctx, base)).total
  await app.db
    .update(customers)
    .set({ isActive: true })
    .where(sql`${customers.id} = ${otherBuilder}`)
  const after = await countProjects(ctx, base)
  expect(after.total).toBe(await visibleCount())
  expect(after.total).toBeGreaterThan(before)
  expect(after).toEqual(await countProjects(ctx, base, 'sql'))
})

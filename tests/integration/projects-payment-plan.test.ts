/**
 * GET /api/projects/{id}/payment-plan over the real API and database: the hand calculation of
 * core/projects/payment-plan.rules.test.ts (a VIS unit in Medellín with Mi Casa Ya), the
 * defaults, a unit above the cap, leasing; 422s naming each field in Spanish or English; 404s
 * for a malformed, unknown or unpublished project.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bogotaDay } from '#core/shared/dates.utils'
import { decodeId, encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { insertUser, seedReferenceData } from '../factories/listings'
import { insertBuilder, insertProjectPhotos, projectBody } from '../factories/projects'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let manager: string
let published: { id: string; vis: string; standard: string }
let draft: { id: string; unit: string }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = Record<string, any>

async function call(method: string, path: string, body?: unknown) {
  const res = await app.request(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Json }
}

async function plan(id: string, query: string, language = 'es-CO') {
  const res = await app.request(`/api/projects/${id}/payment-plan?${query}`, {
    headers: { 'accept-language': language },
  })
  return { status: res.status, body: (await res.json()) as Json }
}

/** A project with a VIS unit type (240.000.000) and a standard one (450.000.000), delivered in 18 months. */
async function createProject(overrides: Record<string, unknown> = {}) {
  const [year, month] = bogotaDay().split('-').map(Number)
  const delivery = year * 12 + (month - 1) + 18
  const body = await projectBody(app.db, {
    vis: true,
    delivery_year: Math.floor(delivery / 12),
    delivery_month: (delivery % 12) + 1,
    unit_types: [
      { name: 'Tipo VIS', private_area: 48, bedrooms: 2, price_from: 240_000_000 },
      { name: 'Tipo B', private_area: 78, bedrooms: 3, price_from: 450_000_000 },
    ],
    ...overrides,
  })
  const created = await call('POST', '/admin/projects', body)
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const data = created.body.data
  return { id: data.id as string, units: data.unit_types.map((u: Json) => u.id as string) as string[] }
}

beforeAll(async () => {
  app = await startAccountsApp()
  await seedReferenceData(app.db)
  const builder = await insertBuilder(app.db)
  manager = (await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: builder.id })).id)).token
  const one = await createProject()
  await insertProjectPhotos(app.db, decodeId('project', one.id)!)
  expect((await call('POST', `/admin/projects/${one.id}/publish`)).status).toBe(200)
  published = { id: one.id, vis: one.units[0], standard: one.units[1] }
  const other = await createProject({ name: 'Reserva del Parque' })
  draft = { id: other.id, unit: other.units[0] }
}, 60_000)
afterAll(() => app?.close())

test('the hand calculation: a VIS unit in Medellín, 30 %, Mi Casa Ya, 20 years, 18 months to delivery', async () => {
  // P = 240.000.000; D = 72.000.000; S = 2.000.000; Mi Casa Ya 30 × 1.750.905 = 52.527.150;
  // (72.000.000 − 2.000.000 − 52.527.150) / 18 = 970.713,89 → 970.714 a month until delivery;
  // F = 168.000.000 at 12,4 % E.A. for 240 months → 1.820.220 a month after.
  const { status, body } = await plan(
    published.id,
    `unit_type_id=${published.vis}&down_payment_percent=30&years=20&subsidy=mi_casa_ya`,
  )
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.data).toEqual({
    unit_type_id: published.vis,
    price: 240_000_000,
    product: 'mortgage',
    down_payment_percent: 30,
    years: 20,
    subsidy: 'mi_casa_ya',
    separation: 2_000_000,
    down_payment: 72_000_000,
    social_housing_cap: 262_635_750,
    subsidy_amount: 52_527_150,
    months_to_delivery: 18,
    monthly_instalment: 970_714,
    financed: 168_000_000,
    annual_rate: 12.4,
    monthly_payment: 1_820_220,
  })
})

test('the defaults (30 %, 20 years, mortgage, no subsidy); a unit above the VIS cap gets no subsidy; leasing', async () => {
  const defaults = await plan(published.id, `unit_type_id=${published.vis}`)
  expect(defaults.body.data).toMatchObject({
    down_payment_percent: 30,
    years: 20,
    product: 'mortgage',
    subsidy_amount: 0,
  })
  // (72.000.000 − 2.000.000) / 18 = 3.888.888,89 → 3.888.889.
  expect(defaults.body.data.monthly_instalment).toBe(3_888_889)

  const above = await plan(published.id, `unit_type_id=${published.standard}&subsidy=concurrent`)
  expect(above.status).toBe(200)
  expect(above.body.data).toMatchObject({ price: 450_000_000, subsidy_amount: 0, financed: 315_000_000 })

  const leasing = await plan(published.id, `unit_type_id=${published.standard}&down_payment_percent=10&product=leasing`)
  expect(leasing.status).toBe(200)
  expect(leasing.body.data).toMatchObject({ product: 'leasing', financed: 405_000_000, annual_rate: 12.3 })
})

test('bad values are 422 naming each field, in Spanish and in English', async () => {
  const es = await plan(
    published.id,
    `unit_type_id=${published.vis}&down_payment_percent=95&years=31&subsidy=regalo&product=renta`,
  )
  expect(es.status).toBe(422)
  expect(es.body.errors).toEqual({
    down_payment_percent: ['La cuota inicial debe estar entre el 10 % y el 90 % del precio'],
    years: ['El plazo debe estar entre 5 y 30 años'],
    subsidy: ['Elige una opción válida'],
    product: ['Elige una opción válida'],
  })
  const en = await plan(published.id, `unit_type_id=${published.vis}&down_payment_percent=5&years=2,5`, 'en')
  expect(en.status).toBe(422)
  expect(en.body.errors).toEqual({
    down_payment_percent: ['The down payment must be between 10 % and 90 % of the price'],
    years: ['The term must be between 5 and 30 years'],
  })
  // Below the bank's minimum: a mortgage outside VIS finances at most 70 %.
  const low = await plan(published.id, `unit_type_id=${published.standard}&down_payment_percent=20`)
  expect(low.status).toBe(422)
  expect(low.body.errors.down_payment_percent[0]).toMatch(/135\.000\.000/)
  // A unit type of another project, a malformed one, none at all.
  const foreign = await plan(published.id, `unit_type_id=${draft.unit}`)
  expect(foreign.status).toBe(422)
  expect(foreign.body.errors).toEqual({ unit_type_id: ['Esta tipología no pertenece al proyecto'] })
  expect((await plan(published.id, 'unit_type_id=zz')).status).toBe(422)
  expect((await plan(published.id, '')).body.errors).toHaveProperty('unit_type_id')
})

test('a malformed, unknown or unpublished project is 404', async () => {
  const query = `unit_type_id=${published.vis}`
  expect((await plan('nada', query)).status).toBe(404)
  expect((await plan(encodeId('project', 987_654_321), query)).status).toBe(404)
  const unpublished = await plan(draft.id, `unit_type_id=${draft.unit}`)
  expect(unpublished.status).toBe(404)
  expect(unpublished.body.message).toBe('El proyecto no existe o no está publicado')
})

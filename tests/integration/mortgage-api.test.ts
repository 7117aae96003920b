/**
 * GET /api/mortgage/quote in-process: the check ($450.000.000, 30 % down, 20 years at
 * 12 % E.A. → $3.334.664 a month, worked out in core/mortgage/mortgage.rules.test.ts), the
 * defaults, leasing, the table by term; 422s naming the field in Spanish or, by
 * Accept-Language, English; the route in the OpenAPI document. Also the simulator's texts:
 * Spanish and English have the same keys and placeholders, and every key core/mortgage names
 * exists (they are registered apart from the public catalogue).
 */
import fs from 'node:fs'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { hasKey } from '#i18n'
import { mortgage as en } from '#i18n/en/mortgage'
import { mortgage as es } from '#i18n/es-CO/mortgage'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>

beforeAll(async () => {
  app = await startAccountsApp()
}, 60_000)
afterAll(() => app?.close())

async function quote(query: string, language = 'es-CO') {
  const res = await app.request(`/api/mortgage/quote?${query}`, { headers: { 'accept-language': language } })
  return {
    status: res.status,
    body: (await res.json()) as { data: Record<string, unknown>; errors?: Record<string, string[]> },
  }
}

test('the issue’s check: $450.000.000, 30 % down, 20 years at 12 % E.A.', async () => {
  const { status, body } = await quote('price=450000000&down_payment=135000000&years=20&annual_rate=12')
  expect(status).toBe(200)
  expect(body.data).toMatchObject({
    product: 'mortgage',
    price: 450_000_000,
    is_vis: false,
    down_payment: 135_000_000,
    financed: 315_000_000,
    years: 20,
    annual_rate: 12,
    monthly_payment: 3_334_664,
    required_income: 11_115_547,
    purchase_option: 0,
  })
  expect(body.data.monthly_rate as number).toBeCloseTo(0.0094887929, 9)
  expect(body.data.schedule_by_term).toEqual([
    { years: 5, monthly_payment: 6_909_744, required_income: 23_032_480 },
    { years: 10, monthly_payment: 4_408_336, required_income: 14_694_454 },
    { years: 15, monthly_payment: 3_657_110, required_income: 12_190_367 },
    { years: 20, monthly_payment: 3_334_664, required_income: 11_115_547 },
    { years: 25, monthly_payment: 3_175_780, required_income: 10_585_934 },
    { years: 30, monthly_payment: 3_092_180, required_income: 10_307_267 },
  ])
})

test('the price alone takes the defaults; Colombian number formats are read', async () => {
  const { status, body } = await quote('price=450.000.000')
  expect(status).toBe(200)
  expect(body.data).toMatchObject({ down_payment: 135_000_000, years: 20, annual_rate: 13.1 })
  // A VIS price (up to $262.635.750): 20 % down and the VIS reference rate.
  const vis = await quote('price=250000000&annual_rate=12,4')
  expect(vis.body.data).toMatchObject({ is_vis: true, down_payment: 50_000_000, annual_rate: 12.4 })
  expect(vis.body.data.monthly_payment).toBe(2_166_928)
})

test('leasing: the canon amortises the amount financed less the purchase option’s present value', async () => {
  const { status, body } = await quote(
    'price=450000000&down_payment=135000000&years=20&annual_rate=12&product=leasing&purchase_option=10',
  )
  expect(status).toBe(200)
  expect(body.data).toMatchObject({
    product: 'leasing',
    financed: 315_000_000,
    purchase_option: 45_000_000,
    monthly_payment: 3_285_279,
    required_income: 10_950_930,
  })
  // Leasing finances up to 90 %: 10 % down is enough.
  expect((await quote('price=450000000&down_payment=45000000&product=leasing')).status).toBe(200)
})

test('wrong values are 422 naming each field, in Spanish by default', async () => {
  const low = await quote('price=450000000&down_payment=100000000&years=20&annual_rate=12')
  expect(low.status).toBe(422)
  expect(low.body.errors).toEqual({ down_payment: ['La cuota inicial mínima es $ 135.000.000 (30 % del precio)'] })

  const many = await quote('price=450000000&years=31&annual_rate=doce&product=leasing&purchase_option=40')
  expect(many.status).toBe(422)
  expect(many.body.errors).toEqual({
    years: ['El plazo debe estar entre 5 y 30 años'],
    annual_rate: ['Escribe solo números'],
    purchase_option: ['La opción de compra debe estar entre el 1 % y el 30 % del precio'],
  })
  expect((await quote('years=4')).body.errors).toEqual({
    price: ['Este campo es obligatorio'],
    years: ['El plazo debe estar entre 5 y 30 años'],
  })
  expect((await quote('price=mucho')).body.errors).toEqual({ price: ['Escribe solo números'] })
  expect((await quote('price=450000000&product=renta')).body.errors).toEqual({ product: ['Elige una opción válida'] })
  expect((await quote('price=450000000&annual_rate=0,5')).body.errors).toEqual({
    annual_rate: ['La tasa debe estar entre 1 % y 30 % efectivo anual'],
  })
})

test('in English by Accept-Language', async () => {
  const { status, body } = await quote('price=450000000&down_payment=100000000&years=3', 'en-US,en;q=0.9')
  expect(status).toBe(422)
  expect(body.errors).toEqual({
    down_payment: ['The minimum down payment is $ 135.000.000 (30% of the price)'],
    years: ['The term must be between 5 and 30 years'],
  })
})

test('the OpenAPI document describes the route and its parameters', async () => {
  const doc = (await (await app.request('/api/openapi.json')).json()) as {
    paths: Record<string, { get?: { parameters?: { name: string; in: string }[]; responses: object } }>
  }
  const route = doc.paths['/mortgage/quote']?.get
  expect(route).toBeDefined()
  expect(route!.parameters!.filter((p) => p.in === 'query').map((p) => p.name)).toEqual([
    'price',
    'down_payment',
    'years',
    'annual_rate',
    'product',
    'purchase_option',
  ])
  expect(Object.keys(route!.responses)).toEqual(['200', '422'])
})

test('the simulator’s texts: same keys and placeholders in both languages, every key core names exists', () => {
  const flat = (tree: object, prefix = ''): Record<string, string> =>
    Object.fromEntries(
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flat(v as object, `${prefix}${k}.`)),
      ),
    )
  const placeholders = (text: string) =>
    [...text.matchAll(/\{(\w+)\}/g)]
      .map((m) => m[1])
      .sort()
      .join()
  const a = flat(es)
  const b = flat(en)
  expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort())
  expect(Object.keys(a).filter((k) => placeholders(a[k]) !== placeholders(b[k]))).toEqual([])
  const named = fs
    .readdirSync('core/mortgage')
    .filter((f) => !f.endsWith('.test.ts'))
    .flatMap((f) => [...fs.readFileSync(`core/mortgage/${f}`, 'utf8').matchAll(/'((?:mortgage|validation)\.[\w.]+)'/g)])
    .map((m) => m[1])
  expect(named.length).toBeGreaterThan(5)
  expect(named.filter((k) => !hasKey(k))).toEqual([])
})

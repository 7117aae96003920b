/**
 * The panel's saved searches say what each looks for in words, in the visitor's language
 * (issue 29, point 6): the names of the type, municipality and barrio come from the database,
 * the rest in the search page's chip wording — never the query string or its ids.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { translate, type Locale } from '#i18n'
import { criteriaInWords } from '~/components/search/search-criteria'
import { signInAs, type SignedIn } from '../factories/auth'
import { municipalityId, propertyTypeId, sectorId } from '../factories/catalog'
import { insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'
import { loader } from '~/routes/visitor/panel'

let t: Awaited<ReturnType<typeof startAccountsApp>>
let visitor: SignedIn

beforeAll(async () => {
  t = await startAccountsApp()
  await seedReferenceData(t.db)
  await resetAllRateLimits()
  visitor = await signInAs(t.db, (await insertUser(t.db, { email: 'palabras@example.com' })).id)
})
afterAll(() => t?.close())

type LoaderArgs = Parameters<typeof loader>[0]

async function saveSearch(name: string, query: URLSearchParams) {
  const res = await t.request('/api/wiauth/searches', {
    method: 'POST',
    headers: { ...visitor.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name, query: query.toString(), frequency: 'daily' }),
  })
  expect(res.status).toBe(201)
}

/** Each saved search's words, as the panel page in that language shows them. */
async function wordsInPanel(locale: Locale): Promise<Record<string, string>> {
  const path = locale === 'en' ? '/en/user/panel/searches' : '/user/panel/searches'
  const request = new Request(`http://localhost${path}`, { headers: { cookie: visitor.cookie } })
  const page = await loader({ request, params: { option: 'searches' }, context: {} } as unknown as LoaderArgs)
  if (page.option !== 'searches') throw new Error('not the searches panel')
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(locale, key, params)
  return Object.fromEntries(page.searches.map((s) => [s.name, criteriaInWords(t, s.criteria!)]))
}

test('each saved search reads as its criteria in words, in Spanish and in English', async () => {
  await saveSearch(
    'Poblado',
    new URLSearchParams({
      operation_type_id: encodeOperation('rent'),
      property_types: encodeId('propertyType', await propertyTypeId(t.db, 'apartment')),
      municipality_id: encodeId('municipality', await municipalityId(t.db, '05001')),
      sector_id: encodeId('sector', await sectorId(t.db, '05001', 'el-poblado')),
      bedrooms: '3',
      price_max: '3000000',
    }),
  )
  await saveSearch('Con balcón', new URLSearchParams({ q: 'balcón', operation_type_id: encodeOperation('sale') }))
  await saveSearch('Todo', new URLSearchParams({ sort: 'newest' }))

  expect(await wordsInPanel('es-CO')).toEqual({
    Poblado: 'Arriendo · Apartamento · Medellín, El Poblado · Hasta $ 3.000.000 · 3+ alcobas',
    'Con balcón': '«balcón» · Venta',
    Todo: 'Todos los inmuebles',
  })
  expect(await wordsInPanel('en')).toEqual({
    Poblado: 'Rent · Apartment · Medellín, El Poblado · Up to $ 3.000.000 · 3+ bedrooms',
    'Con balcón': '“balcón” · Sale',
    Todo: 'Every listing',
  })
})

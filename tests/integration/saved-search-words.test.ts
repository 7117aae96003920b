/**
 * The panel's saved searches say what each looks for in words, in the visitor's language
 * (issue 29, point 6): the names of the type, municipality and barrio come from the database,
 * the rest in the search page's chip wording — never the query string or its ids. A project
 * search says so first, then its place, stages, VIS/VIP, delivery, budget and bedrooms.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { translate, type Locale } from '#i18n'
import { criteriaInWords } from '~/components/search/search-criteria'
import { projectCriteriaInWords } from '~/components/projects/search/project-criteria'
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

async function saveSearch(name: string, query: URLSearchParams, kind: 'listings' | 'projects' = 'listings') {
  const res = await t.request('/api/wiauth/searches', {
    method: 'POST',
    headers: { ...visitor.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name, query: query.toString(), frequency: 'daily', kind }),
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
  return Object.fromEntries(
    page.searches.map((s) => [
      s.name,
      s.projectCriteria ? projectCriteriaInWords(t, s.projectCriteria) : criteriaInWords(t, s.criteria!),
    ]),
  )
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
  await saveSearch('Verificados', new URLSearchParams({ operation_type_id: encodeOperation('rent'), verified: 'true' }))
  const bello = encodeId('municipality', await municipalityId(t.db, '05088'))
  await saveSearch(
    'VIS en Bello',
    new URLSearchParams({
      municipality_id: bello,
      stage: 'sobre_planos,en_construccion',
      vis: '1',
      delivery_year_max: '2028',
      price_max: '250000000',
      bedrooms: '2',
    }),
    'projects',
  )
  await saveSearch('Proyectos', new URLSearchParams({ sort: 'delivery' }), 'projects')

  expect(await wordsInPanel('es-CO')).toEqual({
    Poblado: 'Arriendo · Apartamento · Medellín, El Poblado · Hasta $ 3.000.000 · 3+ alcobas',
    'Con balcón': '«balcón» · Venta',
    Todo: 'Todos los inmuebles',
    Verificados: 'Arriendo · Anunciantes verificados',
    'VIS en Bello':
      'Proyectos nuevos · Bello · Sobre planos · En construcción · VIS · Entrega hasta 2028 · Hasta $ 250.000.000 · 2+ alcobas',
    Proyectos: 'Proyectos nuevos',
  })
  expect(await wordsInPanel('en')).toEqual({
    Poblado: 'Rent · Apartment · Medellín, El Poblado · Up to $ 3.000.000 · 3+ bedrooms',
    'Con balcón': '“balcón” · Sale',
    Todo: 'Every listing',
    Verificados: 'Rent · Verified publishers',
    'VIS en Bello':
      'New-home projects · Bello · Off-plan · Under construction · VIS · Delivered by 2028 · Up to $ 250.000.000 · 2+ bedrooms',
    Proyectos: 'New-home projects',
  })
})

import { expect, test } from 'vitest'
import { PROPERTY_TYPES } from '#core/catalog/property-types.constants'
import { LANDING_TYPE_WORDS } from './landing.constants'
import { landingPath, landingSegments, landingTrail, operationOfWord, segmentSlug, typeOfWord } from './landing.rules'

test('every property type has a landing word in each language, all different', () => {
  for (const type of PROPERTY_TYPES) expect(LANDING_TYPE_WORDS[type.slug], type.slug).toBeDefined()
  const words = Object.values(LANDING_TYPE_WORDS).flatMap((w) => [w['es-CO'], w.en])
  expect(new Set(words).size).toBe(words.length)
})

test('landing paths in Spanish and English, widest level first in the trail', () => {
  const parts = { operation: 'rent', type: 'apartment', municipality: 'medellin', sector: 'laureles' } as const
  expect(landingPath('es-CO', parts)).toBe('/arriendo/apartamentos/medellin/laureles')
  expect(landingPath('en', { operation: 'sale', type: 'local-shop' })).toBe('/en/sale/retail-spaces')
  expect(landingPath('es-CO', { operation: 'sale', sector: 'laureles' })).toBe('/venta')
  expect(landingTrail('es-CO', parts).map((c) => c.path)).toEqual([
    '/arriendo',
    '/arriendo/apartamentos',
    '/arriendo/apartamentos/medellin',
    '/arriendo/apartamentos/medellin/laureles',
  ])
})

test('segments are read in any case, with accents, in either language', () => {
  expect(segmentSlug('Medell%C3%ADn')).toBe('medellin')
  expect(segmentSlug('%E0%A4%A')).toBe('e0-a4-a')
  expect(operationOfWord('rent')).toBe('rent')
  expect(operationOfWord('venta')).toBe('sale')
  expect(typeOfWord('casas-comerciales')).toBe('commercial-house')
  expect(typeOfWord('houses')).toBe('house')
  expect(typeOfWord('medellin')).toBeNull()
  expect(landingSegments('/en/rent/apartments')).toEqual(['rent', 'apartments'])
  expect(landingSegments('/properties/search')).toBeNull()
})

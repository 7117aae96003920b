import { beforeAll, describe, expect, test } from 'vitest'
import { en } from './en'
import { esCO } from './es-CO'
import { registerMessages, translate } from './index'

beforeAll(() => {
  registerMessages('es-CO', esCO)
  registerMessages('en', en)
})

describe('plurals (Intl.PluralRules)', () => {
  test('one bathroom, two bathrooms, in each language', () => {
    expect(translate('es-CO', 'search.card.bathrooms', { n: 1 })).toBe('1 baño')
    expect(translate('es-CO', 'search.card.bathrooms', { n: 2 })).toBe('2 baños')
    expect(translate('es-CO', 'listing.card.bedrooms', { n: 1 })).toBe('1 alcoba')
    expect(translate('es-CO', 'listing.card.bedrooms', { n: 3 })).toBe('3 alcobas')
    expect(translate('en', 'search.count', { count: 1 })).toBe('1 property found')
    expect(translate('en', 'search.count', { count: 2 })).toBe('2 properties found')
  })

  test('zero takes the plural, numbers are in the locale format, a missing category falls back to other', () => {
    expect(translate('es-CO', 'search.count', { count: 0 })).toBe('0 inmuebles encontrados')
    expect(translate('es-CO', 'search.count', { count: 12345 })).toBe('12.345 inmuebles encontrados')
    expect(translate('en', 'search.count', { count: 12345 })).toBe('12,345 properties found')
    // Spanish's 'many' (a million) is not written in the catalogue: 'other' answers.
    expect(translate('es-CO', 'search.count', { count: 1_000_000 })).toBe('1.000.000 inmuebles encontrados')
  })

  test('other parameters inside a plural are filled', () => {
    expect(translate('es-CO', 'listing.price.below_municipality', { percent: 5, count: 1, place: 'Bello' })).toBe(
      '5% por debajo de la mediana de Bello (1 inmueble)',
    )
  })
})

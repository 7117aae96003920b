import { expect, test } from 'vitest'
import { cleanParams, isUntidy, searchHref } from './search-url'

test('the new filters keep their place in a clean address; "para estrenar" reads as age 0', () => {
  const typed = new URLSearchParams('guarantee=poliza,none&pets=1&admin_max=$ 400.000&new_construction=1&q=balcón')
  expect(isUntidy(typed)).toBe(true)
  expect(cleanParams(typed).toString()).toBe(
    'q=balc%C3%B3n&admin_max=400000&age_max=0&pets=1&guarantee=poliza&guarantee=none',
  )
  expect(cleanParams(new URLSearchParams('new_construction=0&floor_min=3')).toString()).toBe('floor_min=3')
  expect(isUntidy(new URLSearchParams('age_max=0&elevator=1'))).toBe(false)
})

test('a search with a landing goes to it, with the rest as a query; a department alone stays a query', () => {
  const slugs = {
    operations: { OPR: 'rent' as const },
    types: { APT: 'apartment' },
    municipalities: { MED: { slug: 'medellin', department: 'ANT' } },
    sectors: { LAU: 'laureles' },
  }
  const href = (qs: string, locale: 'es-CO' | 'en' = 'es-CO') => searchHref(locale, new URLSearchParams(qs), slugs)
  expect(href('property_types=APT&operation_type_id=OPR&department_id=ANT&municipality_id=MED&sector_id=LAU')).toBe(
    '/arriendo/apartamentos/medellin/laureles',
  )
  expect(href('operation_type_id=OPR&municipality_id=MED&bedrooms=2&page=2', 'en')).toBe(
    '/en/rent/medellin?bedrooms=2&page=2',
  )
  expect(href('property_types=APT&property_types=OTHER&operation_type_id=OPR&municipality_id=MED')).toBe(
    '/arriendo/medellin?property_types=APT&property_types=OTHER',
  )
  expect(href('operation_type_id=OPR&department_id=ANT')).toBe(
    '/properties/search?operation_type_id=OPR&department_id=ANT',
  )
  expect(href('operation_type_id=OPR&municipality_id=ELSEWHERE')).toBe(
    '/properties/search?operation_type_id=OPR&municipality_id=ELSEWHERE',
  )
  expect(href('property_types=APT', 'en')).toBe('/en/properties/search?property_types=APT')
})

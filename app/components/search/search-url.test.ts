import { expect, test } from 'vitest'
import { cleanParams, isUntidy } from './search-url'

test('the new filters keep their place in a clean address; "para estrenar" reads as age 0', () => {
  const typed = new URLSearchParams('guarantee=poliza,none&pets=1&admin_max=$ 400.000&new_construction=1&q=balcón')
  expect(isUntidy(typed)).toBe(true)
  expect(cleanParams(typed).toString()).toBe(
    'q=balc%C3%B3n&admin_max=400000&age_max=0&pets=1&guarantee=poliza&guarantee=none',
  )
  expect(cleanParams(new URLSearchParams('new_construction=0&floor_min=3')).toString()).toBe('floor_min=3')
  expect(isUntidy(new URLSearchParams('age_max=0&elevator=1'))).toBe(false)
})

import { describe, expect, test } from 'vitest'
import { isAppError } from '#core/shared'
import { encodeId } from '#core/shared/ids.utils'
import { MAX_PAGE } from './search-address.rules'
import { lastPage, parseSearchParams, parseSearchParamsKeepingValid } from './search.schemas'

const params = (query: Record<string, string>) => new URLSearchParams(query)

function refusal(query: Record<string, string>) {
  try {
    parseSearchParams(params(query))
  } catch (error) {
    if (isAppError(error)) return { status: error.status, fields: error.fields }
    throw error
  }
  return null
}

describe('a minimum above its maximum', () => {
  test('is the maximum’s fault, with a message that says so (the API’s 422)', () => {
    expect(refusal({ price_min: '5000000', price_max: '1000000' })).toEqual({
      status: 422,
      fields: { price_max: [{ key: 'validation.price_range' }] },
    })
    expect(refusal({ area_min: '120', area_max: '60' })).toEqual({
      status: 422,
      fields: { area_max: [{ key: 'validation.area_range' }] },
    })
  })

  test('equal ends are a price, not a fault', () => {
    expect(refusal({ price_min: '2000000', price_max: '2000000' })).toBeNull()
  })
})

describe('the search page’s reading keeps the valid part of the filter', () => {
  const envigado = encodeId('municipality', 1)

  test('a range at fault leaves out both ends and names the maximum', () => {
    const { filter, errors, dropped } = parseSearchParamsKeepingValid(
      params({ municipality_id: envigado, price_min: '5.000.000', price_max: '1000000', bedrooms: '2' }),
    )
    expect(errors).toEqual({ price_max: [{ key: 'validation.price_range' }] })
    expect(dropped.sort()).toEqual(['price_max', 'price_min'])
    expect(filter).toMatchObject({ municipalityId: 1, priceMin: null, priceMax: null, bedrooms: 2 })
  })

  test('a malformed id or value is left out, the rest searched', () => {
    const { filter, errors, dropped } = parseSearchParamsKeepingValid(
      params({ municipality_id: 'nope', bedrooms: 'three', stratum: '3' }),
    )
    expect(Object.keys(errors).sort()).toEqual(['bedrooms', 'municipality_id'])
    expect(dropped.sort()).toEqual(['bedrooms', 'municipality_id'])
    expect(filter).toMatchObject({ municipalityId: null, bedrooms: null, strata: [3] })
  })

  test('faults found only once the fields parse (ranges) are found too', () => {
    const { errors } = parseSearchParamsKeepingValid(params({ sort: 'random', area_min: '90', area_max: '10' }))
    expect(Object.keys(errors).sort()).toEqual(['area_max', 'sort'])
  })

  test('a page is not a filter: beyond MAX_PAGE it reads as MAX_PAGE, any other bad one as the first', () => {
    expect(parseSearchParamsKeepingValid(params({ page: '999' }))).toMatchObject({
      filter: { page: MAX_PAGE },
      errors: {},
    })
    expect(parseSearchParamsKeepingValid(params({ page: '0' })).filter.page).toBe(1)
    expect(parseSearchParamsKeepingValid(params({ page: 'dos' })).filter.page).toBe(1)
  })

  test('a valid address reads as the API reads it', () => {
    const query = params({ municipality_id: envigado, price_min: '1000000', page: '3' })
    expect(parseSearchParamsKeepingValid(query)).toEqual({ filter: parseSearchParams(query), errors: {}, dropped: [] })
  })
})

test('the last page a search can show', () => {
  expect(lastPage(0, 24)).toBe(1)
  expect(lastPage(24, 24)).toBe(1)
  expect(lastPage(2204, 24)).toBe(92)
  expect(lastPage(1_000_000, 24)).toBe(MAX_PAGE)
})

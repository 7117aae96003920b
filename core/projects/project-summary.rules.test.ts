import { expect, test } from 'vitest'
import { unitTypeSummary } from './project-summary.rules'

test('the card reads the lowest price and the ranges of bedrooms and area (private first)', () => {
  const summary = unitTypeSummary([
    { priceFrom: 310_000_000, bedrooms: 3, privateArea: 78, builtArea: 85 },
    { priceFrom: 0, bedrooms: 2, privateArea: null, builtArea: 54 },
    { priceFrom: 245_000_000, bedrooms: 2, privateArea: 61, builtArea: 66 },
  ])
  expect(summary).toEqual({ price_from: 245_000_000, bedrooms_min: 2, bedrooms_max: 3, area_min: 54, area_max: 78 })
})

test('nothing stated is null, not zero', () => {
  expect(unitTypeSummary([])).toEqual({
    price_from: null,
    bedrooms_min: null,
    bedrooms_max: null,
    area_min: null,
    area_max: null,
  })
})

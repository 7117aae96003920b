import { expect, test } from 'vitest'
import { chooseSample, priceBelowMedian } from './price-signal.rules'

const sector = { median: 40_000, size: 12 }
const municipality = { median: 30_000, size: 400 }

test('the barrio is used when it has 10 comparables, else the municipality, else nothing', () => {
  expect(chooseSample({ sector, municipality })).toEqual({ scope: 'sector', sample: sector })
  expect(chooseSample({ sector: { median: 40_000, size: 9 }, municipality })?.scope).toBe('municipality')
  expect(chooseSample({ sector: null, municipality: { median: 30_000, size: 3 } })).toBeNull()
})

test('a third of the median fires with its evidence; 60 % does not', () => {
  const chosen = chooseSample({ sector, municipality })
  expect(priceBelowMedian('rent', 13_333, chosen)).toEqual({
    operation: 'rent',
    scope: 'sector',
    median_per_m2: 40_000,
    sample_size: 12,
    price_per_m2: 13_333,
    ratio: 0.33,
    limit: 0.55,
  })
  expect(priceBelowMedian('rent', 24_000, chosen)).toBeNull()
  expect(priceBelowMedian('rent', 22_000, chosen)).toBeNull() // exactly 55 %
  expect(priceBelowMedian('rent', null, chosen)).toBeNull()
})

import { expect, test } from 'vitest'
import { monthlyTotal, pricePerM2 } from './listing-prices.rules'
import { comparePricePerM2, median, MIN_COMPARABLES, priceBand } from './price-stats.rules'

test('price per m² is whole pesos and needs a price and a positive area', () => {
  expect(pricePerM2(2_500_000, 80)).toBe(31_250)
  expect(pricePerM2(2_000_000, 3)).toBe(666_667)
  expect(pricePerM2(null, 80)).toBeNull()
  expect(pricePerM2(2_500_000, 0)).toBeNull()
  expect(pricePerM2(2_500_000, null)).toBeNull()
})

test('the median is the middle value, or the mean of the two middle ones (as percentile_cont(0.5))', () => {
  expect(median([])).toBeNull()
  expect(median([30_000])).toBe(30_000)
  expect(median([40_000, 10_000, 30_000])).toBe(30_000)
  expect(median([10_000, 40_000, 20_000, 30_000])).toBe(25_000)
})

test('a listing below the barrio median says by how much and from how many listings', () => {
  const c = comparePricePerM2(27_000, {
    sector: { median: 30_000, count: 12, weighed: 12 },
    municipality: { median: 25_000, count: 300, weighed: 300 },
  })
  expect(c).toEqual({ scope: 'sector', value: 27_000, median: 30_000, count: 12, percent: 10, direction: 'below' })
})

test('above the median, and within 3 % reads as at the median', () => {
  expect(
    comparePricePerM2(36_000, { sector: { median: 30_000, count: 8, weighed: 8 }, municipality: null }),
  ).toMatchObject({
    direction: 'above',
    percent: 20,
  })
  expect(
    comparePricePerM2(30_500, { sector: { median: 30_000, count: 8, weighed: 8 }, municipality: null }),
  ).toMatchObject({
    direction: 'equal',
    percent: 2,
  })
})

test('a barrio with too few comparables falls back to the municipality; neither enough gives nothing', () => {
  const few = { median: 50_000, count: MIN_COMPARABLES - 1, weighed: MIN_COMPARABLES - 1 }
  expect(
    comparePricePerM2(40_000, { sector: few, municipality: { median: 32_000, count: 90, weighed: 90 } }),
  ).toMatchObject({
    scope: 'municipality',
    percent: 25,
    direction: 'above',
    count: 90,
  })
  expect(comparePricePerM2(40_000, { sector: few, municipality: { median: 32_000, count: 2, weighed: 2 } })).toBeNull()
  expect(comparePricePerM2(null, { sector: { median: 30_000, count: 50, weighed: 50 }, municipality: null })).toBeNull()
})

test('the count is what the search shows; the sample is those with a price per m²', () => {
  // 9 listings shown, 4 of them with a built area: too few to weigh, whatever the count.
  expect(comparePricePerM2(40_000, { sector: { median: 30_000, count: 9, weighed: 4 }, municipality: null })).toBeNull()
  expect(
    comparePricePerM2(40_000, { sector: { median: 32_000, count: 9, weighed: 5 }, municipality: null }),
  ).toMatchObject({ count: 9 })
})

test('monthly total is rent plus administración; the similar-price band is ±25 %', () => {
  expect(monthlyTotal(2_500_000, 350_000)).toBe(2_850_000)
  expect(monthlyTotal(2_500_000, null)).toBe(2_500_000)
  expect(monthlyTotal(null, 350_000)).toBeNull()
  expect(priceBand(2_000_000)).toEqual({ min: 1_500_000, max: 2_500_000 })
})

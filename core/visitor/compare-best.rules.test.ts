import { expect, test } from 'vitest'
import { bestValues } from './compare-best.rules'
import type { ListingSummary } from './listing-summary.view'

const item = (over: Partial<ListingSummary> & { features?: string[] }) =>
  ({
    operation: 'rent',
    rentPrice: null,
    salePrice: null,
    adminPrice: null,
    monthlyTotal: null,
    pricePerM2: null,
    buildArea: null,
    lotArea: null,
    stratum: null,
    bedrooms: null,
    bathrooms: null,
    parking: null,
    features: [],
    ...over,
  }) as ListingSummary & { features: string[] }

test('lower prices and larger areas win; equal or single values have no best', () => {
  const best = bestValues([
    item({ rentPrice: 2_000_000, buildArea: 80, bedrooms: 3, parking: 1, stratum: 4 }),
    item({ rentPrice: 2_500_000, buildArea: 95, bedrooms: 3, stratum: 5, features: ['Piscina'] }),
  ])
  expect(best).toEqual({ price: 2_000_000, build_area: 95, features: 1 })
})

test('prices of different operations are not compared', () => {
  const best = bestValues([
    item({ operation: 'rent', rentPrice: 2_000_000, pricePerM2: 25_000, adminPrice: 200_000 }),
    item({ operation: 'sale', salePrice: 400_000_000, pricePerM2: 5_000_000, adminPrice: 300_000 }),
  ])
  expect(best).toEqual({ admin: 200_000 })
})

import { expect, test } from 'vitest'
import { derivedPrices } from './listing-prices.rules'

const saleRent = { rentPrice: 2_500_000, salePrice: 450_000_000, adminPrice: 320_000, buildArea: 80 }

test('the rent view of a listing shows the rent, the monthly total with administración and the rent per m²', () => {
  expect(derivedPrices(saleRent, 'rent')).toEqual({ price: 2_500_000, monthlyTotal: 2_820_000, pricePerM2: 31_250 })
})

test('the sale view of the same listing shows the sale price per m² and no monthly total', () => {
  expect(derivedPrices(saleRent, 'sale')).toEqual({ price: 450_000_000, monthlyTotal: null, pricePerM2: 5_625_000 })
})

test('a missing price or area leaves what depends on it empty', () => {
  expect(derivedPrices({ ...saleRent, salePrice: null, buildArea: null }, 'sale')).toEqual({
    price: null,
    monthlyTotal: null,
    pricePerM2: null,
  })
  expect(derivedPrices({ ...saleRent, adminPrice: null, buildArea: 0 }, 'rent')).toEqual({
    price: 2_500_000,
    monthlyTotal: 2_500_000,
    pricePerM2: null,
  })
})

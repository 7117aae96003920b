/**
 * The simulator's arithmetic against examples worked out by hand (40-digit decimals, checked
 * with a calculator), each written out above its assertions.
 */
import { describe, expect, test } from 'vitest'
import { SMMLV_2026, VIS_PRICE_CAP } from './mortgage.constants'
import {
  defaultQuoteInput,
  frenchPayment,
  isVisPrice,
  leasingCanon,
  minDownPayment,
  monthlyRate,
  quoteMortgage,
  requiredIncome,
} from './mortgage.rules'

describe('monthly rate from the effective annual rate', () => {
  test('i_m = (1 + i_ea)^(1/12) − 1', () => {
    // 12 % E.A.: 1,12^(1/12) = 1,0094887929…  →  i_m = 0,0094887929 (0,949 % a month, not 12 / 12 = 1 %)
    expect(monthlyRate(0.12)).toBeCloseTo(0.0094887929346, 12)
    // Twelve months of i_m give back the annual rate: (1 + i_m)^12 − 1 = 0,12.
    expect(Math.pow(1 + monthlyRate(0.12), 12) - 1).toBeCloseTo(0.12, 12)
    expect(monthlyRate(0)).toBe(0)
  })
})

describe('French amortisation', () => {
  test('the issue’s check: $450.000.000, 30 % down, 20 years at 12 % E.A.', () => {
    // Price 450.000.000; down payment 30 % = 135.000.000; financed P = 315.000.000.
    // n = 20 × 12 = 240 months; i_m = 1,12^(1/12) − 1 = 0,0094887929.
    // (1 + i_m)^240 = 1,12^20 = 9,6462930933  →  (1 + i_m)^−240 = 0,1036667651.
    // Payment = P · i_m / (1 − (1 + i_m)^−n) = 315.000.000 × 0,0094887929 / (1 − 0,1036667651)
    //         = 2.988.969,77 / 0,8963332349 = 3.334.663,56  →  $ 3.334.664 a month.
    // Income needed at 30 %: 3.334.664 / 0,30 = 11.115.546,67  →  $ 11.115.547 (rounded up).
    expect(frenchPayment(315_000_000, monthlyRate(0.12), 240)).toBeCloseTo(3_334_663.56, 1)
    const quote = quoteMortgage({
      product: 'mortgage',
      price: 450_000_000,
      downPayment: 135_000_000,
      years: 20,
      annualRatePercent: 12,
      purchaseOptionPercent: 10,
    })
    expect(quote).toMatchObject({
      financed: 315_000_000,
      isVis: false,
      monthlyPayment: 3_334_664,
      requiredIncome: 11_115_547,
      purchaseOption: 0,
    })
    // The table by term, same loan and rate (v = 1,12^−years):
    //  5 years: v = 0,5674268557; 2.988.969,77 / 0,4325731443 = 6.909.744,20 → 6.909.744; / 0,30 → 23.032.480
    // 10 years: v = 0,3219732366; 2.988.969,77 / 0,6780267634 = 4.408.335,98 → 4.408.336; / 0,30 → 14.694.454
    // 15 years: v = 0,1826962613; 2.988.969,77 / 0,8173037387 = 3.657.110,12 → 3.657.110; / 0,30 → 12.190.367
    // 25 years: v = 0,0588233066; 2.988.969,77 / 0,9411766934 = 3.175.779,63 → 3.175.780; / 0,30 → 10.585.934
    // 30 years: v = 0,0333779239; 2.988.969,77 / 0,9666220761 = 3.092.180,33 → 3.092.180; / 0,30 → 10.307.267
    expect(quote.scheduleByTerm).toEqual([
      { years: 5, monthlyPayment: 6_909_744, requiredIncome: 23_032_480 },
      { years: 10, monthlyPayment: 4_408_336, requiredIncome: 14_694_454 },
      { years: 15, monthlyPayment: 3_657_110, requiredIncome: 12_190_367 },
      { years: 20, monthlyPayment: 3_334_664, requiredIncome: 11_115_547 },
      { years: 25, monthlyPayment: 3_175_780, requiredIncome: 10_585_934 },
      { years: 30, monthlyPayment: 3_092_180, requiredIncome: 10_307_267 },
    ])
  })

  test('a longer term lowers the payment; no interest is the loan divided by the months', () => {
    expect(frenchPayment(120_000_000, 0, 120)).toBe(1_000_000)
    const rate = monthlyRate(0.13)
    expect(frenchPayment(100_000_000, rate, 360)).toBeLessThan(frenchPayment(100_000_000, rate, 240))
  })
})

describe('leasing habitacional', () => {
  test('the canon amortises the amount financed less the present value of the purchase option', () => {
    // Same home: 450.000.000, 30 % down, financed F = 315.000.000, 20 years at 12 % E.A.
    // Purchase option 10 % of the price: O = 45.000.000, paid at the end of month 240.
    // Its present value: O · (1 + i_m)^−240 = 45.000.000 × 0,1036667651 = 4.665.004,43.
    // Canon = (F − 4.665.004,43) × 0,0094887929 / 0,8963332349 = 310.334.995,57 × 0,0105862…
    //       = 3.285.278,73  →  $ 3.285.279; income needed 3.285.279 / 0,30 = 10.950.930 (rounded up).
    expect(leasingCanon(315_000_000, 45_000_000, monthlyRate(0.12), 240)).toBeCloseTo(3_285_278.73, 1)
    const quote = quoteMortgage({
      product: 'leasing',
      price: 450_000_000,
      downPayment: 135_000_000,
      years: 20,
      annualRatePercent: 12,
      purchaseOptionPercent: 10,
    })
    expect(quote).toMatchObject({
      financed: 315_000_000,
      purchaseOption: 45_000_000,
      monthlyPayment: 3_285_279,
      requiredIncome: 10_950_930,
    })
    // Below the mortgage's 3.334.664: the option is paid apart, at the end.
    expect(quote.scheduleByTerm.map((t) => t.monthlyPayment)).toEqual([
      6_349_634, 4_205_569, 3_561_661, 3_285_279, 3_149_093, 3_077_436,
    ])
    // Without a purchase option the canon is the French payment.
    expect(leasingCanon(315_000_000, 0, monthlyRate(0.12), 240)).toBeCloseTo(3_334_663.56, 1)
  })
})

describe('VIS, down payment and income', () => {
  test('VIS is a price up to 150 SMMLV of 2026 ($262.635.750)', () => {
    // 150 × 1.750.905 = 262.635.750.
    expect(VIS_PRICE_CAP).toBe(150 * SMMLV_2026)
    expect(VIS_PRICE_CAP).toBe(262_635_750)
    expect(isVisPrice(262_635_750)).toBe(true)
    expect(isVisPrice(262_635_751)).toBe(false)
  })

  test('the minimum down payment is 30 % (VIS 20 %) for a mortgage and 10 % for leasing', () => {
    expect(minDownPayment(450_000_000, 'mortgage')).toBe(135_000_000)
    expect(minDownPayment(250_000_000, 'mortgage')).toBe(50_000_000)
    expect(minDownPayment(450_000_000, 'leasing')).toBe(45_000_000)
    // Rounded up to the peso: 30 % of 333.333.333 is 99.999.999,9.
    expect(minDownPayment(333_333_333, 'mortgage')).toBe(100_000_000)
  })

  test('the defaults: 30 % (VIS 20 %) down, 20 years, the reference rate of the product', () => {
    expect(defaultQuoteInput(450_000_000)).toEqual({
      product: 'mortgage',
      price: 450_000_000,
      downPayment: 135_000_000,
      years: 20,
      annualRatePercent: 13.1,
      purchaseOptionPercent: 10,
    })
    expect(defaultQuoteInput(250_000_000, 'leasing')).toMatchObject({
      downPayment: 50_000_000,
      annualRatePercent: 12.4,
    })
    // A VIS home, 250.000.000 with 20 % down: F = 200.000.000 at 12,4 % E.A. for 240 months.
    // i_m = 1,124^(1/12) − 1 = 0,0097887454; (1 + i_m)^−240 = 1,124^−20 = 0,0965325493.
    // Payment = 200.000.000 × 0,0097887454 / 0,9034674507 = 2.166.928,17  →  $ 2.166.928.
    expect(quoteMortgage(defaultQuoteInput(250_000_000)).monthlyPayment).toBe(2_166_928)
  })

  test('the income needed is the payment over 30 %, rounded up, exact for round figures', () => {
    expect(requiredIncome(3_000_000)).toBe(10_000_000) // 3.000.000 / 0,3 in floating point is 10.000.000,000000002
    expect(requiredIncome(3_334_664)).toBe(11_115_547)
  })
})

/** The simulator's fields as typed: Colombian number formats, defaults for empty fields, a message per wrong field. */
import { describe, expect, test } from 'vitest'
import { changeQuoteField, defaultQuoteFields, parseDecimal, parsePesos, readQuoteFields } from './mortgage-input.rules'

describe('numbers as Colombians write them', () => {
  test('pesos with or without thousands dots', () => {
    expect(parsePesos('450.000.000')).toBe(450_000_000)
    expect(parsePesos('450000000')).toBe(450_000_000)
    expect(parsePesos('$ 450.000.000')).toBe(450_000_000)
    expect(parsePesos('450,000,000')).toBe(450_000_000)
    expect(parsePesos('45.00.000')).toBeNull()
    expect(parsePesos('450000000,50')).toBeNull()
    expect(parsePesos('mucho')).toBeNull()
    expect(parsePesos('-5')).toBeNull()
  })

  test('rates with a decimal comma or point', () => {
    expect(parseDecimal('13,1')).toBe(13.1)
    expect(parseDecimal('13.1')).toBe(13.1)
    expect(parseDecimal('12 %')).toBe(12)
    expect(parseDecimal('doce')).toBeNull()
    expect(parseDecimal('1e3')).toBeNull()
  })
})

describe('reading the fields', () => {
  test('the defaults as the form shows them', () => {
    expect(defaultQuoteFields(450_000_000)).toEqual({
      price: '450.000.000',
      down_payment: '135.000.000',
      years: '20',
      annual_rate: '13,1',
      product: 'mortgage',
      purchase_option: '10',
    })
  })

  test('only the price is needed; the rest takes the defaults', () => {
    expect(readQuoteFields({ price: '450000000' })).toEqual({
      ok: true,
      input: {
        product: 'mortgage',
        price: 450_000_000,
        downPayment: 135_000_000,
        years: 20,
        annualRatePercent: 13.1,
        purchaseOptionPercent: 10,
      },
    })
    expect(readQuoteFields({ ...defaultQuoteFields(450_000_000), annual_rate: '12' })).toMatchObject({
      ok: true,
      input: { downPayment: 135_000_000, annualRatePercent: 12 },
    })
  })

  test('a down payment below the minimum names the minimum; VIS and leasing ask less', () => {
    expect(readQuoteFields({ price: '450.000.000', down_payment: '100.000.000' })).toEqual({
      ok: false,
      errors: {
        down_payment: [{ key: 'mortgage.errors.down_payment_min', params: { amount: '$ 135.000.000', percent: 30 } }],
      },
    })
    // VIS (≤ 262.635.750): 20 %.
    expect(readQuoteFields({ price: '250.000.000', down_payment: '45.000.000' })).toMatchObject({
      errors: { down_payment: [{ params: { amount: '$ 50.000.000', percent: 20 } }] },
    })
    expect(readQuoteFields({ price: '250.000.000', down_payment: '50.000.000' }).ok).toBe(true)
    // Leasing finances up to 90 %.
    expect(readQuoteFields({ price: '450.000.000', down_payment: '45.000.000', product: 'leasing' }).ok).toBe(true)
    expect(readQuoteFields({ price: '450.000.000', down_payment: '450.000.000' })).toMatchObject({
      errors: { down_payment: [{ key: 'mortgage.errors.down_payment_max' }] },
    })
  })

  test('each wrong field gets its message', () => {
    const reading = readQuoteFields({
      price: 'mucho',
      down_payment: 'poco',
      years: '31',
      annual_rate: '0,5',
      product: 'renta',
    })
    expect(reading).toEqual({
      ok: false,
      errors: {
        price: [{ key: 'mortgage.errors.number' }],
        down_payment: [{ key: 'mortgage.errors.number' }],
        years: [{ key: 'mortgage.errors.years', params: { min: 5, max: 30 } }],
        annual_rate: [{ key: 'mortgage.errors.rate', params: { min: 1, max: 30 } }],
        product: [{ key: 'validation.invalid_option' }],
      },
    })
    expect(readQuoteFields({})).toEqual({ ok: false, errors: { price: [{ key: 'validation.required' }] } })
    expect(readQuoteFields({ price: '0' })).toMatchObject({ errors: { price: [{ key: 'mortgage.errors.price' }] } })
    expect(readQuoteFields({ price: '450000000', years: '4' })).toMatchObject({ errors: { years: [{}] } })
    expect(readQuoteFields({ price: '450000000', years: '20,5' })).toMatchObject({ errors: { years: [{}] } })
    expect(readQuoteFields({ price: '450000000', years: '30' }).ok).toBe(true)
  })

  test('leasing’s purchase option: 1–30 % of the price, below the amount financed', () => {
    const leasing = { price: '450.000.000', product: 'leasing' }
    expect(readQuoteFields({ ...leasing, purchase_option: '30' })).toMatchObject({
      ok: true,
      input: { purchaseOptionPercent: 30 },
    })
    expect(readQuoteFields({ ...leasing, purchase_option: '35' })).toMatchObject({
      errors: { purchase_option: [{ key: 'mortgage.errors.purchase_option', params: { min: 1, max: 30 } }] },
    })
    // 75 % down leaves 112.500.000 financed, less than an option of 30 % (135.000.000).
    expect(readQuoteFields({ ...leasing, down_payment: '337.500.000', purchase_option: '30' })).toMatchObject({
      errors: { purchase_option: [{ key: 'mortgage.errors.purchase_option_financed' }] },
    })
    // A mortgage ignores the field.
    expect(readQuoteFields({ price: '450.000.000', purchase_option: 'x' }).ok).toBe(true)
  })
})

describe('changing a field', () => {
  test('a new price or product carries along the defaults, not what the visitor typed', () => {
    const start = defaultQuoteFields(450_000_000)
    // 30 % of 500.000.000; the rate stays the no-VIS mortgage reference.
    expect(changeQuoteField(start, 'price', '500000000')).toMatchObject({
      price: '500000000',
      down_payment: '150.000.000',
      annual_rate: '13,1',
    })
    // Down to a VIS price: 20 % and the VIS rate.
    expect(changeQuoteField(start, 'price', '250.000.000')).toMatchObject({
      down_payment: '50.000.000',
      annual_rate: '12,4',
    })
    // Leasing's reference rate replaces the mortgage's; the down payment stays.
    expect(changeQuoteField(start, 'product', 'leasing')).toMatchObject({
      product: 'leasing',
      down_payment: '135.000.000',
      annual_rate: '12,3',
    })
    const typed = { ...start, down_payment: '200.000.000', annual_rate: '11' }
    expect(changeQuoteField(typed, 'price', '500000000')).toMatchObject({
      down_payment: '200.000.000',
      annual_rate: '11',
    })
    // Half-typed prices change nothing else.
    expect(changeQuoteField(start, 'price', '')).toMatchObject({ down_payment: '135.000.000' })
    expect(changeQuoteField(start, 'years', '15')).toEqual({ ...start, years: '15' })
  })
})

/**
 * The payment plan against examples worked out by hand, each written out above its assertions
 * (SMMLV 2026 = $1.750.905; the mortgage's arithmetic is core/mortgage's, checked in
 * core/mortgage/mortgage.rules.test.ts).
 */
import { describe, expect, test } from 'vitest'
import { SEPARATION_AMOUNT, SUBSIDY_SMMLV } from './payment-plan.constants'
import { monthsToDelivery, planPayments, socialHousingCap, visCapSmmlv } from './payment-plan.rules'

const november2026 = { year: 2026, month: 11 }
const choice = { downPaymentPercent: 30, years: 20, product: 'mortgage', subsidy: 'none' } as const
type Choice = Parameters<typeof planPayments>[1]

/** A unit of `price` in the municipality `code`, delivered `delivery` (year and month, or null), planned in November 2026. */
function plan(
  price: number,
  where: { vis?: boolean; vip?: boolean; code: string },
  delivery: [number, number] | null,
  changes: Partial<Choice> = {},
) {
  return planPayments(
    {
      price,
      delivery: delivery && { year: delivery[0], month: delivery[1] },
      vis: where.vis ?? false,
      vip: where.vip ?? false,
      municipalityCode: where.code,
    },
    { ...choice, ...changes },
    november2026,
  )
}

describe('months until delivery', () => {
  test('whole months from this month, at least one', () => {
    // November 2026 → May 2028: 2028 × 12 + 5 − (2026 × 12 + 11) = 24.341 − 24.323 = 18.
    expect(monthsToDelivery(november2026, { year: 2028, month: 5 })).toBe(18)
    expect(monthsToDelivery(november2026, { year: 2026, month: 12 })).toBe(1)
    // Delivered this month, already delivered, or no date (entrega inmediata): one month.
    expect(monthsToDelivery(november2026, { year: 2026, month: 11 })).toBe(1)
    expect(monthsToDelivery(november2026, { year: 2025, month: 3 })).toBe(1)
    expect(monthsToDelivery(november2026, null)).toBe(1)
  })
})

describe('the caps that let a unit take subsidies', () => {
  test('VIS: 150 SMMLV in the large agglomerations, 135 elsewhere; VIP: 90', () => {
    expect(visCapSmmlv('05001')).toBe(150) // Medellín
    expect(visCapSmmlv('05088')).toBe(150) // Bello
    expect(visCapSmmlv('05615')).toBe(135) // Rionegro
    expect(visCapSmmlv(null)).toBe(135)
    // 150 × 1.750.905 = 262.635.750; 135 × 1.750.905 = 236.372.175; 90 × 1.750.905 = 157.581.450.
    expect(socialHousingCap({ vis: true, vip: false, municipalityCode: '05001' })).toBe(262_635_750)
    expect(socialHousingCap({ vis: true, vip: true, municipalityCode: '05615' })).toBe(236_372_175)
    expect(socialHousingCap({ vis: false, vip: true, municipalityCode: '05001' })).toBe(157_581_450)
    expect(socialHousingCap({ vis: false, vip: false, municipalityCode: '05001' })).toBeNull()
  })
})

describe('the plan', () => {
  test('a VIS unit in Medellín with Mi Casa Ya: the subsidy pays most of the cuota inicial', () => {
    // Price P = 240.000.000 (≤ 262.635.750, VIS in Medellín). Cuota inicial 30 % = 72.000.000.
    // Separación S = 2.000.000. Mi Casa Ya = 30 × 1.750.905 = 52.527.150, all of it to the cuota
    // inicial (it is less than D − S = 70.000.000).
    // Instalments: 72.000.000 − 2.000.000 − 52.527.150 = 17.472.850 over 18 months (Nov 2026 →
    // May 2028) = 970.713,89 → 970.714 a month (rounded up).
    // Financed F = 240.000.000 − 72.000.000 = 168.000.000 at the VIS mortgage rate 12,4 % E.A.:
    // i = 1,124^(1/12) − 1 = 0,0097887454; 1 − 1,124^−20 = 0,9034674507;
    // payment = 168.000.000 × 0,0097887454 / 0,9034674507 = 1.644.509,22 / 0,9034674507
    //         = 1.820.219,66 → 1.820.220 a month for 20 years.
    const result = plan(240_000_000, { vis: true, code: '05001' }, [2028, 5], { subsidy: 'mi_casa_ya' })
    expect(result).toEqual({
      ok: true,
      plan: {
        ...choice,
        subsidy: 'mi_casa_ya',
        price: 240_000_000,
        separation: 2_000_000,
        downPayment: 72_000_000,
        socialHousingCap: 262_635_750,
        subsidyAmount: 52_527_150,
        monthsToDelivery: 18,
        monthlyInstalment: 970_714,
        financed: 168_000_000,
        annualRatePercent: 12.4,
        monthlyPayment: 1_820_220,
      },
    })
  })

  test('a VIP unit with concurrent subsidies: what exceeds the cuota inicial lowers the loan', () => {
    // P = 150.000.000 in a VIP project in Bello (cap 90 × 1.750.905 = 157.581.450). Cuota
    // inicial 20 % = 30.000.000; S = 2.000.000; concurrent subsidies 50 × 1.750.905 = 87.545.250.
    // To the cuota inicial: min(87.545.250, 30.000.000 − 2.000.000) = 28.000.000 → instalments 0.
    // The rest, 87.545.250 − 28.000.000 = 59.545.250, lowers the loan:
    // F = 150.000.000 − 30.000.000 − 59.545.250 = 60.454.750 (the bank sees 89.545.250 not financed, ≥ 20 %).
    // 15 years at 12,4 % E.A.: 1 − 1,124^−15 = 0,8268169709;
    // payment = 60.454.750 × 0,0097887454 / 0,8268169709 = 591.776,15 / 0,8268169709 = 715.728,12 → 715.728.
    const result = plan(150_000_000, { vip: true, code: '05088' }, [2027, 11], {
      downPaymentPercent: 20,
      years: 15,
      subsidy: 'concurrent',
    })
    expect(result).toMatchObject({
      ok: true,
      plan: {
        downPayment: 30_000_000,
        separation: 2_000_000,
        subsidyAmount: 87_545_250,
        monthsToDelivery: 12,
        monthlyInstalment: 0,
        financed: 60_454_750,
        monthlyPayment: 715_728,
      },
    })
    expect(SUBSIDY_SMMLV.concurrent).toBe(SUBSIDY_SMMLV.caja + 20)
  })

  test('a unit above its cap gets no subsidy: the same price in Rionegro (135 SMMLV)', () => {
    // 240.000.000 > 236.372.175: no subsidy. Instalments (72.000.000 − 2.000.000) / 12 =
    // 5.833.333,33 → 5.833.334; the loan is the same 168.000.000 → 1.820.220.
    const rionegro = plan(240_000_000, { vis: true, code: '05615' }, [2027, 11], { subsidy: 'mi_casa_ya' })
    expect(rionegro).toMatchObject({
      ok: true,
      plan: { subsidyAmount: 0, monthlyInstalment: 5_833_334, financed: 168_000_000, monthlyPayment: 1_820_220 },
    })
    // A project that is neither VIS nor VIP: none either, at any price.
    const standard = plan(200_000_000, { code: '05001' }, null, { subsidy: 'caja' })
    expect(standard).toMatchObject({ ok: true, plan: { subsidyAmount: 0, socialHousingCap: null } })
  })

  test('without a subsidy, delivered now: the whole cuota inicial less the separación in one month; leasing’s canon', () => {
    // P = 450.000.000, 30 % = 135.000.000, one month: 133.000.000. F = 315.000.000, leasing at
    // 12,3 % E.A. for 20 years with a purchase option of 10 % (core/mortgage's leasing rules).
    const result = plan(450_000_000, { code: '05001' }, null, { product: 'leasing' })
    expect(result).toMatchObject({
      ok: true,
      plan: {
        separation: SEPARATION_AMOUNT,
        monthsToDelivery: 1,
        monthlyInstalment: 133_000_000,
        financed: 315_000_000,
        annualRatePercent: 12.3,
      },
    })
  })

  test('the bank’s minimum down payment is core/mortgage’s, named on the percent field', () => {
    // 20 % of a 450.000.000 home leaves 80 % financed; a mortgage outside VIS finances 70 %.
    const result = plan(450_000_000, { code: '05001' }, null, { downPaymentPercent: 20 })
    expect(result).toEqual({
      ok: false,
      errors: {
        down_payment_percent: [
          { key: 'mortgage.errors.down_payment_min', params: { amount: '$ 135.000.000', percent: 30 } },
        ],
      },
    })
  })
})

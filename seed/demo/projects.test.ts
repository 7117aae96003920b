// The demo projects' plan (issue 32 point 6): where they are, what they cost, when they are delivered.
import { describe, expect, test } from 'vitest'
import { SMMLV_2026, VIP_PRICE_CAP, VIS_PRICE_CAP } from '#core/mortgage/mortgage.constants'
import { DEMO_BUILDERS } from './builders'
import { CITIES } from './market'
import { DEFAULT_DEMO_PROJECTS, planProjects } from './projects'

const now = new Date('2026-11-15T12:00:00Z')
const plans = planProjects(DEFAULT_DEMO_PROJECTS, { seed: 42, now })
const count = (f: (p: (typeof plans)[number]) => boolean) => plans.filter(f).length

describe('the demo projects', () => {
  test('40 of them, the same for the same seed, others for another', () => {
    expect(plans).toHaveLength(40)
    expect(planProjects(40, { seed: 42, now })).toEqual(plans)
    expect(planProjects(40, { seed: 43, now }).map((p) => p.name)).not.toEqual(plans.map((p) => p.name))
    expect(new Set(plans.map((p) => p.name)).size).toBe(40)
  })

  test('across the Valle de Aburrá, Bogotá, Cali, Barranquilla and Cartagena, each by a builder selling there', () => {
    const byCity = Object.fromEntries(
      ['05001', '05266', '05088', '05360', '05631', '11001', '76001', '08001', '13001'].map((c) => [
        c,
        count((p) => p.municipalityCode === c),
      ]),
    )
    expect(byCity).toEqual({
      '05001': 8,
      '05266': 4,
      '05088': 4,
      '05360': 4,
      '05631': 4,
      '11001': 6,
      '76001': 4,
      '08001': 3,
      '13001': 3,
    })
    for (const p of plans) expect(DEMO_BUILDERS[p.builderIndex].cities).toContain(p.municipalityCode)
    expect(new Set(plans.map((p) => p.builderIndex)).size).toBe(3)
    // Valley projects sit in a barrio.
    expect(plans.filter((p) => p.municipalityCode.startsWith('05')).every((p) => p.sectorSlug)).toBe(true)
  })

  test('prices per m² follow the city and estrato of the listings’ market; VIS and VIP under their caps', () => {
    expect(count((p) => p.vis)).toBeGreaterThanOrEqual(6)
    expect(count((p) => p.vip)).toBeGreaterThanOrEqual(2)
    for (const p of plans) {
      const city = CITIES.find((c) => c.code === p.municipalityCode)!
      const reference = city.prices.sale[p.stratum] * (city.priceFactor ?? 1)
      expect(p.unitTypes.length).toBeGreaterThanOrEqual(1)
      expect(p.unitTypes.length).toBeLessThanOrEqual(4)
      for (const u of p.unitTypes) {
        expect(u.priceFrom % 1_000_000).toBe(0)
        if (p.vip) expect(u.priceFrom).toBeLessThanOrEqual(90 * SMMLV_2026)
        else if (p.vis) expect(u.priceFrom).toBeLessThanOrEqual(VIS_PRICE_CAP)
        else {
          // New construction asks about 10–30 % over used apartments of the estrato (barrio premiums aside).
          const perM2 = u.priceFrom / u.privateArea
          expect(perM2 / reference).toBeGreaterThan(0.95)
          expect(perM2 / reference).toBeLessThan(1.6)
        }
        expect(u.floorPlanKey).toMatch(new RegExp(`^demo/plans/plan-${Math.min(4, u.bedrooms)}-[12]$`))
      }
      if (p.vis) expect(p.stratum).toBeLessThanOrEqual(3)
    }
    expect(VIP_PRICE_CAP).toBe(157_581_450)
  })

  test('stages and deliveries spread over the next three years, progress rising to the project’s percent', () => {
    const stages = new Set(plans.map((p) => p.stage))
    expect(stages).toEqual(new Set(['sobre_planos', 'en_construccion', 'entrega_inmediata']))
    const years = new Set(plans.filter((p) => p.stage !== 'entrega_inmediata').map((p) => p.deliveryYear))
    expect([...years].sort()).toEqual([2027, 2028, 2029])
    for (const p of plans) {
      const months = (p.deliveryYear - 2026) * 12 + p.deliveryMonth - 11
      expect(months).toBeGreaterThanOrEqual(0)
      expect(months).toBeLessThanOrEqual(36)
      expect(p.progress.at(-1)!.percent).toBe(p.progressPercent)
      expect(p.progress.map((u) => u.percent)).toEqual([...p.progress.map((u) => u.percent)].sort((a, b) => a - b))
      if (p.stage === 'entrega_inmediata') expect(p.progressPercent).toBe(100)
      expect(p.photoKeys[0]).toMatch(/^demo\/photos\/tower-\d\d$/)
    }
    expect(count((p) => p.status === 'draft')).toBe(2)
  })
})

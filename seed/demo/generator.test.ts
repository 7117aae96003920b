import { describe, expect, test } from 'vitest'
import { generateListings } from './listings'
import { Random } from './random'
import { listingTitle } from './texts'

const now = new Date('2026-11-20T15:00:00Z')
const first = (n: number, seed?: number) => [...generateListings(n, { now, seed, batchSize: 40 })].flat()

describe('demo generator', () => {
  test('the same seed gives the same listings; another seed gives others', () => {
    const a = first(120)
    const b = first(120)
    expect(b).toEqual(a)
    expect(a.map((l) => l.code).slice(0, 3)).toEqual(['WI-000001', 'WI-000002', 'WI-000003'])
    const other = first(120, 7)
    expect(other.map((l) => l.title)).not.toEqual(a.map((l) => l.title))
  })

  test('batches do not change the sequence', () => {
    const inOne = [...generateListings(90, { now, batchSize: 1000 })].flat()
    expect(inOne).toEqual(first(90))
  })

  test('plausible listings: prices rounded like real asks, places, dates, photos', () => {
    const all = first(2400)
    for (const l of all) {
      if (l.rentPrice != null) expect(l.rentPrice % 50_000).toBe(0)
      if (l.salePrice != null) expect(l.salePrice % 1_000_000).toBe(0)
      if (l.businessType === 'sale') expect(l.rentPrice).toBeNull()
      else expect(l.rentPrice).toBeGreaterThan(0)
      if (l.businessType === 'rent') expect(l.salePrice).toBeNull()
      else expect(l.salePrice).toBeGreaterThan(0)
      expect(l.stratum).toBeGreaterThanOrEqual(1)
      expect(l.stratum).toBeLessThanOrEqual(6)
      expect(l.photoKeys.length).toBeGreaterThanOrEqual(3)
      expect(l.photoKeys.length).toBeLessThanOrEqual(8)
      expect(l.title.length).toBeGreaterThan(15)
      expect(l.description.split('. ').length).toBeGreaterThanOrEqual(2)
      // Inside Colombia, and within ~12 km of Medellín for the Valle de Aburrá.
      expect(l.lat).toBeGreaterThan(-4.3)
      expect(l.lat).toBeLessThan(13.5)
      if (['05001', '05266', '05631', '05360', '05088', '05380'].includes(l.municipalityCode)) {
        expect(Math.hypot(l.lat - 6.2442, (l.lon + 75.5812) * 0.994)).toBeLessThan(0.2)
        expect(l.sectorSlug).not.toBeNull()
      } else {
        expect(l.sectorSlug).toBeNull()
      }
      if (l.publishedAt) expect(now.getTime() - l.publishedAt.getTime()).toBeLessThanOrEqual(121 * 86_400_000)
    }
    const valle = all.filter((l) =>
      ['05001', '05266', '05631', '05360', '05088', '05380'].includes(l.municipalityCode),
    ).length
    expect(valle / all.length).toBeGreaterThan(0.68)
    expect(valle / all.length).toBeLessThan(0.82)
    const statuses = new Set(all.map((l) => l.status))
    expect([...statuses].sort()).toEqual(['deleted', 'draft', 'inactive', 'published'])
    expect(new Set(all.map((l) => l.typeSlug)).size).toBe(10)
  })

  test('asking medians near the late-2026 references', () => {
    const all = first(2400)
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    const medellinE3Rent = median(
      all
        .filter((l) => l.typeSlug === 'apartment' && l.municipalityCode === '05001' && l.stratum === 3 && l.rentPrice)
        .map((l) => l.rentPrice!),
    )
    expect(medellinE3Rent).toBeGreaterThan(1_600_000)
    expect(medellinE3Rent).toBeLessThan(2_300_000)
    const bogotaRent = median(
      all
        .filter(
          (l) => l.municipalityCode === '11001' && ['apartment', 'house', 'studio'].includes(l.typeSlug) && l.rentPrice,
        )
        .map((l) => l.rentPrice!),
    )
    expect(bogotaRent).toBeGreaterThan(2_800_000)
    expect(bogotaRent).toBeLessThan(3_900_000)
    const e4Sale = median(
      all
        .filter(
          (l) =>
            ['apartment', 'house'].includes(l.typeSlug) &&
            l.municipalityCode === '05001' &&
            l.stratum === 4 &&
            l.salePrice,
        )
        .map((l) => l.salePrice!),
    )
    expect(e4Sale).toBeGreaterThan(480_000_000)
    expect(e4Sale).toBeLessThan(700_000_000)
  })

  test('rent listings state realistic requirements; private areas are 85–95 % of the built area', () => {
    const all = first(2400)
    const rent = all.filter((l) => l.businessType !== 'sale')
    const share = (list: typeof all, pass: (l: (typeof all)[number]) => boolean) =>
      list.filter(pass).length / list.length
    for (const l of all) {
      if (l.businessType === 'sale') {
        expect(l.rentalGuarantees).toEqual([])
        expect(l.rentalMinTermMonths).toBeNull()
      }
      if (l.rentalGuarantees.includes('none')) expect(l.rentalGuarantees).toEqual(['none'])
      // Ley 820 de 2003: no deposits for homes.
      if (['apartment', 'studio', 'house'].includes(l.typeSlug)) expect(l.rentalGuarantees).not.toContain('deposito')
      if (l.privateArea != null) {
        expect(l.privateArea / l.buildArea!).toBeGreaterThan(0.849) // rounded to 0.1 m²
        expect(l.privateArea / l.buildArea!).toBeLessThan(0.951)
      }
    }
    expect(share(rent, (l) => l.rentalGuarantees.includes('poliza'))).toBeGreaterThan(0.6)
    expect(share(rent, (l) => l.rentalGuarantees.includes('fiador'))).toBeGreaterThan(0.35)
    expect(share(rent, (l) => l.rentalGuarantees.includes('deposito'))).toBeGreaterThan(0.03)
    expect(share(rent, (l) => l.rentalGuarantees.includes('none'))).toBeGreaterThan(0.01)
    expect(share(rent, (l) => l.rentalGuarantees.length === 0)).toBeLessThan(0.15)
    const homes = rent.filter((l) => ['apartment', 'studio', 'house'].includes(l.typeSlug))
    expect(share(homes, (l) => l.rentalMinTermMonths == null || [6, 9, 12].includes(l.rentalMinTermMonths))).toBe(1)
    expect(share(homes, (l) => l.rentalDocuments.includes('certificado_laboral'))).toBeGreaterThan(0.6)
    const apartments = all.filter((l) => l.typeSlug === 'apartment')
    expect(share(apartments, (l) => l.privateArea != null)).toBeGreaterThan(0.7)
  })

  test('titles agree in gender and read naturally', () => {
    const base = {
      businessType: 'rent' as const,
      placeTitle: 'Laureles',
      sectorName: 'Laureles',
      isRural: false,
      municipalityName: 'Medellín',
      transit: 'el metro',
      coastal: false,
      stratum: 5,
      buildArea: 90,
      lotArea: null,
      bedrooms: 3,
      bathrooms: 2,
      parking: 1,
      floor: 4,
      age: 10,
      adminPrice: 400_000,
    }
    const rng = new Random(3)
    for (let i = 0; i < 40; i++) {
      const house = listingTitle(rng, { ...base, type: 'house', features: new Set(['balcony']) })
      expect(house).not.toMatch(/(Amplio|Hermoso|Moderno|Acogedor) casa|casa (amoblado|iluminado)/)
      expect(house).toMatch(/casa/i)
      expect(house).toContain('en arriendo en Laureles')
    }
  })
})

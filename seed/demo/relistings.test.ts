/**
 * The same-property rule (core/listings/same-property.rules.ts) measured on the demo catalogue:
 * its planted relistings are the truth (pairs of listings of one property), its planted
 * neighbour units and every chance likeness among the other listings the traps. The figures
 * are printed and written down in docs/same-property.md.
 */
import { describe, expect, it } from 'vitest'
import { groupProperties, type PropertyTraits } from '#core/listings/same-property.rules'
import { COPIED_SHARE, MIN_SHARED_SHINGLES, sharedShare, shingleHashes } from '#core/fraud/text-fingerprint.rules'
import { PROPERTY_TYPES } from '#core/catalog/property-types.constants'
import { generateListings, type DemoListing } from './listings'
import { hashString } from './random'

const NOW = new Date('2026-11-20T12:00:00Z')

function traits(l: DemoListing, id: number): PropertyTraits {
  return {
    id,
    customerId: l.agencyIndex,
    propertyTypeId: PROPERTY_TYPES.findIndex((t) => t.slug === l.typeSlug),
    businessType: l.businessType,
    municipalityId: Number(l.municipalityCode),
    sectorId: l.sectorSlug ? hashString(l.sectorSlug) : null,
    stratum: l.stratum,
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    floor: l.floor,
    area: l.buildArea ?? l.lotArea,
    privateArea: l.privateArea,
    price: l.rentPrice ?? l.salePrice,
    lat: l.lat,
    lon: l.lon,
    address: l.address,
  }
}

const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`)

function pairsOf(groups: Map<number, number[]>): Set<string> {
  const out = new Set<string>()
  for (const members of groups.values())
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++) out.add(pairKey(members[i], members[j]))
  return out
}

function measure(count: number) {
  const listings = [...generateListings(count, { now: NOW })].flat().filter((l) => l.status !== 'deleted')
  const idOf = new Map(listings.map((l, i) => [l.code, i + 1]))
  const predicted = new Map<number, number[]>()
  for (const [id, group] of groupProperties(listings.map((l, i) => traits(l, i + 1)))) {
    predicted.set(group, [...(predicted.get(group) ?? []), id])
  }
  const truth = new Map<number, number[]>()
  for (const l of listings) {
    if (!l.samePropertyAs || !idOf.has(l.samePropertyAs)) continue
    const original = idOf.get(l.samePropertyAs)!
    truth.set(original, [...(truth.get(original) ?? [original]), idOf.get(l.code)!])
  }
  const found = pairsOf(predicted)
  const real = pairsOf(truth)
  const hits = [...found].filter((p) => real.has(p)).length
  const neighbours = listings.filter((l) => l.neighbourOf && idOf.has(l.neighbourOf))
  const neighbourMerged = neighbours.filter((l) => {
    const pair = pairKey(idOf.get(l.code)!, idOf.get(l.neighbourOf!)!)
    return found.has(pair)
  }).length
  return {
    listings: listings.length,
    plantedGroups: truth.size,
    plantedPairs: real.size,
    foundPairs: found.size,
    precision: found.size ? hits / found.size : 1,
    recall: real.size ? hits / real.size : 1,
    neighbours: neighbours.length,
    neighbourMerged,
  }
}

describe('the same-property rule on the demo catalogue', () => {
  it('finds the planted relistings and keeps neighbour units apart', () => {
    const m = measure(2400)
    console.info('same-property rule on the demo (2,400 listings):', m)
    expect(m.plantedPairs).toBeGreaterThan(40)
    expect(m.neighbours).toBeGreaterThan(10)
    expect(m.neighbourMerged / m.neighbours).toBeLessThan(0.35)
    expect(m.precision).toBeGreaterThanOrEqual(0.8)
    expect(m.recall).toBeGreaterThanOrEqual(0.7)
  })
  it('holds on a larger catalogue, where chance likenesses are more frequent', () => {
    const m = measure(20_000)
    console.info('same-property rule on 20,000 demo listings:', m)
    expect(m.neighbours).toBeGreaterThan(100)
    expect(m.neighbourMerged / m.neighbours).toBeLessThan(0.35)
    expect(m.precision).toBeGreaterThanOrEqual(0.85)
    expect(m.recall).toBeGreaterThanOrEqual(0.75)
  })
})

describe('the planted relistings’ words', () => {
  it('are the second agency’s own: never a copy of the first listing’s description, and its facts restated', () => {
    const listings = [...generateListings(2400, { now: NOW })].flat()
    const byCode = new Map(listings.map((l) => [l.code, l]))
    const copies: string[] = []
    let planted = 0
    for (const l of listings) {
      const original = byCode.get(l.samePropertyAs ?? l.neighbourOf ?? '')
      if (!original) continue
      planted++
      const mine = shingleHashes(l.description)
      const share = sharedShare(mine, shingleHashes(original.description))
      if (share >= COPIED_SHARE || share * mine.size >= MIN_SHARED_SHINGLES) copies.push(`${l.code} ← ${original.code}`)
      expect(l.description).toContain(`${l.buildArea!.toLocaleString('es-CO')} m²`)
      expect(l.description).not.toBe(original.description)
    }
    expect(planted).toBeGreaterThan(60)
    expect(copies).toEqual([])
  })
})

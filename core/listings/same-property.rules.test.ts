import { describe, expect, it } from 'vitest'
import { addressKey, distanceM, groupProperties, sameProperty, type PropertyTraits } from './same-property.rules'

const base: PropertyTraits = {
  id: 1,
  customerId: 10,
  propertyTypeId: 1,
  businessType: 'rent',
  municipalityId: 5001,
  sectorId: 7,
  stratum: 4,
  bedrooms: 3,
  bathrooms: 2,
  floor: 8,
  area: 82,
  privateArea: null,
  price: 3_200_000,
  lat: 6.2101,
  lon: -75.5702,
  address: 'Calle 10 # 43-21',
}
const other = (changes: Partial<PropertyTraits>): PropertyTraits => ({ ...base, id: 2, customerId: 11, ...changes })

describe('addressKey', () => {
  it('reads the Colombian plate however it is written', () => {
    expect(addressKey('Carrera 43A # 1 Sur-50')).toBe('kr 43a 1sur 50')
    expect(addressKey('Cra. 43 A No. 1 sur - 50')).toBe('kr 43a 1sur 50')
    expect(addressKey('KR 43a #1sur-50')).toBe('kr 43a 1sur 50')
    expect(addressKey('Calle 10 # 43-21')).toBe(addressKey('cll 10 n° 43 - 21'))
    expect(addressKey('Diagonal 75B # 2-14')).toBe('dg 75b 2 14')
  })
  it('gives no key for an address without a plate', () => {
    expect(addressKey('Vereda El Cerro, km 5 vía principal')).toBeNull()
    expect(addressKey('')).toBeNull()
    expect(addressKey(null)).toBeNull()
    expect(addressKey('Calle 10')).toBeNull()
  })
})

describe('sameProperty', () => {
  it('matches another agency listing the same apartment a few metres away', () => {
    expect(distanceM(6.2101, -75.5702, 6.2102, -75.5703)).toBeCloseTo(15.6, 0)
    expect(sameProperty(base, other({ lat: 6.2102, lon: -75.5703, area: 80, address: 'Cra 1 # 2-3' }))).toBe(true)
  })
  it('matches by address when the pins are far apart', () => {
    expect(sameProperty(base, other({ lat: 6.22, lon: -75.58, address: 'Cll. 10 No. 43 - 21' }))).toBe(true)
  })
  it('keeps apart another unit of the building, another agency-less copy and other kinds', () => {
    expect(sameProperty(base, other({ floor: 9 }))).toBe(false)
    expect(sameProperty(base, other({ area: 90 }))).toBe(false)
    expect(sameProperty(base, other({ customerId: 10 }))).toBe(false)
    expect(sameProperty(base, other({ bedrooms: 2 }))).toBe(false)
    expect(sameProperty(base, other({ stratum: 5 }))).toBe(false)
    expect(sameProperty(base, other({ businessType: 'sale' }))).toBe(false)
    expect(sameProperty(base, other({ sectorId: 8 }))).toBe(false)
    expect(sameProperty(base, other({ bathrooms: 4 }))).toBe(false)
    expect(sameProperty(base, other({ area: null }))).toBe(false)
    expect(sameProperty(base, other({ price: 3_600_000 }))).toBe(false)
    expect(sameProperty(base, other({ lat: 6.2112, address: 'Calle 11 # 43-21' }))).toBe(false)
  })
  it('accepts a floor or bathroom count one agency leaves out', () => {
    expect(sameProperty(base, other({ floor: null, bathrooms: 3 }))).toBe(true)
    expect(sameProperty({ ...base, privateArea: 72 }, other({ area: 71 }))).toBe(true)
  })
})

describe('groupProperties', () => {
  it('links listings through their matches and names each group by its smallest id', () => {
    const rows = [
      { ...base, id: 5 },
      other({ id: 3, lat: 6.2103 }),
      other({ id: 9, customerId: 12, lat: 6.2105 }),
      other({ id: 4, customerId: 13, lat: 6.3, address: 'Carrera 70 # 1-2' }),
      other({ id: 6, customerId: 13, floor: 2, lat: 6.2101 }),
    ]
    const groups = groupProperties(rows)
    expect(Object.fromEntries(groups)).toEqual({ 5: 3, 3: 3, 9: 3 })
  })
  it('never chains two units of a building, two listings of one agency or prices too far apart', () => {
    // Agency 10 lists floors 3 and 7; agency 11 lists one of them without a floor.
    const floors = groupProperties([
      { ...base, id: 1, floor: 3 },
      other({ id: 2, floor: null }),
      { ...base, id: 3, customerId: 10, floor: 7 },
    ])
    expect(new Set(floors.values()).size).toBe(1)
    expect(floors.has(3)).toBe(false)
    const prices = groupProperties([
      { ...base, id: 1, price: 2_500_000 },
      other({ id: 2, price: 2_740_000 }),
      other({ id: 3, customerId: 12, price: 3_000_000 }),
    ])
    expect([...prices.keys()].sort()).toEqual([1, 2])
  })
  it('leaves a listing alone out', () => {
    expect(groupProperties([base, other({ area: 200 })]).size).toBe(0)
  })
})

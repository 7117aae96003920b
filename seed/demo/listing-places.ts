/**
 * Where a demo listing stands: the cities and barrios weighted by their share of the market,
 * a stable spot for barrios without coordinates, and a street address in the Colombian form.
 */
import { municipalityRecords, sectorRecords, type MunicipalityRecord } from '../places-data'
import { DEMO_AGENCIES } from './agencies'
import { CITIES, placeSectors, type PlacedSector } from './market'
import { Random } from './random'

export interface Context {
  municipalities: Map<string, MunicipalityRecord>
  sectorsByCity: Map<string, PlacedSector[]>
  sectorWeights: Map<string, number[]>
  cityWeights: number[]
  agencyWeights: number[]
}

let context: Context | undefined
export function load(): Context {
  if (context) return context
  const municipalities = new Map(municipalityRecords().map((m) => [m.code, m]))
  const placed = placeSectors(sectorRecords())
  const sectorsByCity = new Map<string, PlacedSector[]>()
  for (const s of placed) {
    const list = sectorsByCity.get(s.municipalityCode) ?? []
    list.push(s)
    sectorsByCity.set(s.municipalityCode, list)
  }
  const sectorWeights = new Map([...sectorsByCity].map(([code, list]) => [code, cumulative(list.map((s) => s.weight))]))
  context = {
    municipalities,
    sectorsByCity,
    sectorWeights,
    cityWeights: cumulative(CITIES.map((c) => c.share)),
    agencyWeights: cumulative(DEMO_AGENCIES.map((a) => a.share)),
  }
  return context
}

export function cumulative(weights: number[]): number[] {
  let sum = 0
  return weights.map((w) => (sum += w))
}

export function pickCumulative(rng: Random, cumulativeWeights: number[]): number {
  const r = rng.next() * cumulativeWeights[cumulativeWeights.length - 1]
  let lo = 0
  let hi = cumulativeWeights.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (cumulativeWeights[mid] > r) hi = mid
    else lo = mid + 1
  }
  return lo
}

/** Barrios outside Medellín have no coordinates in the source: give each a stable spot near the centre. */
export function sectorAnchor(sector: PlacedSector, centre: MunicipalityRecord): [number, number] {
  if (sector.lat != null && sector.lon != null) return [sector.lat, sector.lon]
  const rng = new Random(hashKey(`${sector.municipalityCode}/${sector.slug}`))
  const radiusKm = sector.isRural ? rng.float(2.5, 5) : rng.float(0.2, 2.2)
  const angle = rng.float(0, Math.PI * 2)
  return offset(centre.lat, centre.lon, radiusKm * Math.cos(angle), radiusKm * Math.sin(angle))
}

export function hashKey(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

export function offset(lat: number, lon: number, northKm: number, eastKm: number): [number, number] {
  const dLat = northKm / 110.574
  const dLon = eastKm / (111.32 * Math.cos((lat * Math.PI) / 180))
  return [round6(lat + dLat), round6(lon + dLon)]
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6

const STREETS = ['Calle', 'Carrera', 'Calle', 'Carrera', 'Transversal', 'Diagonal', 'Circular', 'Avenida']

export function address(rng: Random, isRural: boolean, sectorName: string | null): string {
  if (isRural) return `Vereda ${sectorName ?? ''}, km ${rng.int(1, 12)} vía principal`.replace('  ', ' ')
  const via = rng.pick(STREETS)
  const letter = () => (rng.chance(0.25) ? rng.pick(['A', 'B', 'C', 'AA']) : '')
  const south = rng.chance(0.1) ? ' Sur' : ''
  return `${via} ${rng.int(1, 120)}${letter()}${south} # ${rng.int(1, 110)}${letter()}-${rng.int(2, 99)}`
}

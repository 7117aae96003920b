/**
 * Colombia's places as shipped in db/reference-data (see SOURCES.md), with the names a
 * visitor expects next to the official DANE names, and sector slugs made unique per
 * municipality. Pure data shaping: no database here.
 */
import departmentsJson from '#db/reference-data/departments.json'
import municipalitiesJson from '#db/reference-data/municipalities.json'
import sectorsJson from '#db/reference-data/sectors-valle-de-aburra.json'
import type { Sector } from '#core/places'
import { slugify } from '#core/shared/text.utils'

export interface DepartmentRecord {
  code: string
  name: string
  displayName: string
  slug: string
}

export interface MunicipalityRecord {
  code: string
  departmentCode: string
  name: string
  displayName: string
  slug: string
  lat: number
  lon: number
  featuredRank: number | null
}

/** A sector of the reference data: the stored sector, its municipality named by DANE code. */
export type SectorRecord = Omit<Sector, 'id' | 'municipalityId'> & { municipalityCode: string }

/** Everyday names for departments whose official name nobody says. */
const DEPARTMENT_DISPLAY_NAMES: Record<string, string> = {
  '11': 'Bogotá',
  '88': 'San Andrés y Providencia',
}

/** Everyday names for municipalities whose DANE name is the long official form. */
export const MUNICIPALITY_DISPLAY_NAMES: Record<string, string> = {
  '11001': 'Bogotá',
  '76001': 'Cali',
  '13001': 'Cartagena',
  '54001': 'Cúcuta',
  '05042': 'Santa Fe de Antioquia',
  '25843': 'Ubaté',
  '52835': 'Tumaco',
  '76111': 'Buga',
  '73443': 'Mariquita',
  '13468': 'Mompox',
  '70820': 'Tolú',
}

/** The 8 city tiles of the home page, in order (DANE codes). */
export const FEATURED_MUNICIPALITY_CODES = [
  '05266',
  '05088',
  '05360',
  '05001',
  '11001',
  '13001',
  '76001',
  '08001',
] as const

interface RawSector {
  municipality_code: string
  comuna: string | null
  name: string
  lat: number | null
  lon: number | null
  type: string
  code: string | null
}

export function departmentRecords(): DepartmentRecord[] {
  return departmentsJson.map((d) => {
    const displayName = DEPARTMENT_DISPLAY_NAMES[d.code] ?? d.name
    return { code: d.code, name: d.name, displayName, slug: slugify(displayName) }
  })
}

export function municipalityRecords(): MunicipalityRecord[] {
  const used = new Set<string>()
  return municipalitiesJson.map((m) => {
    const displayName = MUNICIPALITY_DISPLAY_NAMES[m.code] ?? m.name
    let slug = slugify(displayName)
    if (used.has(`${m.department_code}/${slug}`)) slug = `${slug}-${m.code}`
    used.add(`${m.department_code}/${slug}`)
    const rank = FEATURED_MUNICIPALITY_CODES.indexOf(m.code as (typeof FEATURED_MUNICIPALITY_CODES)[number])
    return {
      code: m.code,
      departmentCode: m.department_code,
      name: m.name,
      displayName,
      slug,
      lat: m.lat,
      lon: m.lon,
      featuredRank: rank === -1 ? null : rank + 1,
    }
  })
}

/** "14 - El Poblado" → "El Poblado"; "Comuna 3" stays. */
export function comunaName(comuna: string | null): string | null {
  if (!comuna) return null
  return comuna.replace(/^\d+\s*-\s*/, '')
}

/**
 * Sectors with slugs unique per municipality: when a name is used twice in one
 * municipality (an urban barrio and a rural vereda, say), the urban barrio keeps the
 * plain slug and the others get their comuna or zone appended ("la-florida-san-antonio-de-prado").
 */
export function sectorRecords(): SectorRecord[] {
  const raw = sectorsJson as RawSector[]
  const plainHolder = new Map<string, RawSector>()
  for (const s of raw) {
    const key = `${s.municipality_code}/${slugify(s.name)}`
    const holder = plainHolder.get(key)
    if (!holder || (holder.type !== 'barrio' && s.type === 'barrio')) plainHolder.set(key, s)
  }
  const used = new Set<string>()
  return raw.map((s) => {
    const base = slugify(s.name)
    let slug =
      plainHolder.get(`${s.municipality_code}/${base}`) === s
        ? base
        : slugify(`${s.name} ${comunaName(s.comuna) ?? s.type}`)
    let n = 2
    while (used.has(`${s.municipality_code}/${slug}`)) slug = `${base}-${n++}`
    used.add(`${s.municipality_code}/${slug}`)
    return {
      municipalityCode: s.municipality_code,
      name: s.name,
      slug,
      comuna: s.comuna,
      kind: s.type,
      code: s.code,
      lat: s.lat,
      lon: s.lon,
    }
  })
}

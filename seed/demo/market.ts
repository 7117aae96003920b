/**
 * Where the demo listings are and what they cost: cities and their shares, the estrato
 * of each barrio, prices per m² by city and estrato (late-2026 asking levels), and the
 * mix of property types and operations. Tuned so that the medians read right:
 * Medellín estrato-3 apartment rent ≈ $1.9M, El Poblado 2-bedroom rent ≈ $5.7M,
 * Medellín estrato-4 sale ≈ $580M, Bogotá rent ≈ $3.3M.
 */
import type { PropertyTypeSlug } from '#core/catalog/property-types.constants'
import type { BusinessType } from '#core/listings/business-types.constants'
import { comunaName, type SectorRecord } from '../places-data'
import { hashString } from './random'

export type Estrato = 1 | 2 | 3 | 4 | 5 | 6

export interface City {
  code: string
  /** Share of all listings. */
  share: number
  /** Valle de Aburrá: listings sit in barrios; elsewhere near the centre. */
  hasSectors: boolean
  /** Estrato weights for cities without sectors. */
  estratos?: Partial<Record<Estrato, number>>
  /** Scatter around the centre, in km, for cities without sectors. */
  radiusKm?: number
  /** Price tables of the city (rent and sale per m² by estrato). */
  prices: PriceTable
  /** Multiplier on the price table (smaller municipalities of the valley). */
  priceFactor?: number
  transit: string
  coastal?: boolean
}

export interface PriceTable {
  /** Monthly rent per m² of an apartment, by estrato. */
  rent: Record<Estrato, number>
  /** Sale price per m² of an apartment, by estrato. */
  sale: Record<Estrato, number>
}

/** Monthly rent per m² of an apartment by estrato 1 to 6; the valley's towns ask Medellín's. */
const RENT_PER_M2: Record<string, EstratoRow> = {
  '05001': [17_000, 21_500, 27_000, 34_000, 44_000, 54_000],
  '11001': [20_000, 25_000, 33_000, 43_000, 53_000, 66_000],
  '76001': [15_000, 18_000, 22_000, 28_000, 36_000, 45_000],
  '13001': [17_000, 21_000, 26_000, 34_000, 48_000, 65_000],
  '08001': [16_000, 20_000, 24_000, 30_000, 40_000, 50_000],
}

/** Sale price per m² of an apartment by estrato 1 to 6. */
const SALE_PER_M2: Record<string, EstratoRow> = {
  '05001': [2_600_000, 3_300_000, 4_700_000, 6_700_000, 7_900_000, 9_400_000],
  '11001': [2_900_000, 3_700_000, 4_900_000, 6_600_000, 8_100_000, 10_500_000],
  '76001': [2_000_000, 2_600_000, 3_300_000, 4_400_000, 5_600_000, 7_000_000],
  '13001': [2_300_000, 2_900_000, 3_800_000, 5_200_000, 7_500_000, 10_000_000],
  '08001': [2_200_000, 2_800_000, 3_500_000, 4_600_000, 6_000_000, 7_500_000],
}

type EstratoRow = [number, number, number, number, number, number]

function pricesOf(code: string): PriceTable {
  const byEstrato = (row: EstratoRow) => ({ 1: row[0], 2: row[1], 3: row[2], 4: row[3], 5: row[4], 6: row[5] })
  return { rent: byEstrato(RENT_PER_M2[code]), sale: byEstrato(SALE_PER_M2[code]) }
}

const MEDELLIN_PRICES = pricesOf('05001')

/** A town of the Valle de Aburrá: listings sit in its barrios, at Medellín's prices times a factor. */
function valleyCity(code: string, share: number, transit: string, priceFactor?: number): City {
  const city: City = { code, share, hasSectors: true, prices: MEDELLIN_PRICES, transit }
  return priceFactor === undefined ? city : { ...city, priceFactor }
}

/** A city without barrios: listings scatter within radiusKm of the centre, the estrato drawn by weight. */
function centredCity(
  code: string,
  share: number,
  transit: string,
  radiusKm: number,
  estratos: City['estratos'],
  coastal?: true,
): City {
  const city: City = { code, share, hasSectors: false, estratos, radiusKm, prices: pricesOf(code), transit }
  return coastal ? { ...city, coastal } : city
}

export const CITIES: City[] = [
  valleyCity('05001', 45, 'la estación del metro'),
  valleyCity('05266', 9, 'la estación Envigado del metro', 1.02),
  valleyCity('05631', 6, 'la estación Sabaneta del metro', 0.97),
  valleyCity('05360', 6, 'la estación Itagüí del metro', 0.9),
  valleyCity('05088', 6, 'la estación Niquía del metro', 0.86),
  valleyCity('05380', 3, 'la estación La Estrella del metro', 0.9),
  centredCity('11001', 10, 'TransMilenio', 7, { 2: 10, 3: 30, 4: 30, 5: 18, 6: 12 }),
  centredCity('76001', 5.5, 'las estaciones del MIO', 5, { 2: 8, 3: 32, 4: 30, 5: 20, 6: 10 }),
  centredCity('13001', 5, 'Transcaribe', 5, { 2: 6, 3: 24, 4: 28, 5: 22, 6: 20 }, true),
  centredCity('08001', 4.5, 'Transmetro', 5, { 2: 8, 3: 28, 4: 30, 5: 22, 6: 12 }, true),
]

/** Estrato range of a comuna or zone: [lowest, highest]. */
const ZONE_ESTRATOS: Record<string, Record<string, [Estrato, Estrato]>> = {
  '05001': {
    '1': [1, 2],
    '2': [1, 2],
    '3': [2, 3],
    '4': [2, 3],
    '5': [3, 3],
    '6': [2, 3],
    '7': [3, 4],
    '8': [2, 3],
    '9': [3, 3],
    '10': [3, 4],
    '11': [4, 5],
    '12': [3, 4],
    '13': [2, 3],
    '14': [5, 6],
    '15': [3, 4],
    '16': [3, 4],
    '50': [1, 2],
    '60': [2, 3],
    '70': [2, 3],
    '80': [2, 3],
    '90': [3, 4],
  },
  '05266': {
    'Zona 1': [5, 5],
    'Zona 2': [4, 5],
    'Zona 3': [3, 4],
    'Zona 4': [5, 6],
    'Zona 5': [3, 5],
    'Zona 6': [2, 3],
    'Zona 7': [3, 3],
    'Zona 8': [3, 4],
    'Zona 9': [3, 4],
    'Zona rural': [5, 6],
  },
  '05088': {
    'Comuna 1': [2, 3],
    'Comuna 2': [2, 3],
    'Comuna 3': [3, 3],
    'Comuna 4': [3, 3],
    'Comuna 5': [2, 3],
    'Comuna 6': [2, 3],
    'Comuna 7': [3, 3],
    'Comuna 8': [3, 3],
    'Comuna 9': [3, 4],
    'Comuna 10': [3, 4],
    'Comuna 11': [3, 4],
    'Zona rural': [2, 3],
  },
  '05360': {
    'Comuna 1': [2, 3],
    'Comuna 2': [3, 4],
    'Comuna 3': [2, 3],
    'Comuna 4': [3, 3],
    'Comuna 5': [3, 4],
    'Comuna 6': [2, 3],
    'Corregimiento El Manzanillo': [2, 3],
  },
  '05631': { 'Zona urbana': [3, 4], 'Zona rural': [4, 5] },
  '05380': { 'Zona urbana': [2, 4], 'Zona rural': [3, 4] },
}

/** Barrios whose estrato is well known, by municipality code and barrio name. */
const BARRIO_ESTRATOS: Record<string, Record<string, Estrato>> = {
  '05001': {
    'Barrio Colombia': 4,
    Manila: 5,
    Astorga: 5,
    'Villa Carlota': 5,
    'Patio Bonito': 5,
    'La Aguacatala': 5,
    'El Poblado': 5,
    Lalinde: 5,
    Castropol: 6,
    'El Tesoro': 6,
    'Los Balsos No. 1': 6,
    'Los Balsos No. 2': 6,
    'Altos del Poblado': 6,
    'San Lucas': 6,
    'El Diamante No. 2': 6,
    'El Castillo': 6,
    'Las Lomas No. 1': 6,
    'Las Lomas No. 2': 6,
    'Los Naranjos': 6,
    'La Florida': 6,
    'Santa María de los Ángeles': 6,
    Alejandría: 6,
    Laureles: 5,
    'Los Conquistadores': 5,
    Bolivariana: 5,
    Lorena: 5,
    'La Castellana': 5,
    'Las Acacias': 5,
    'Florida Nueva': 5,
    'San Joaquín': 5,
    'Carlos E. Restrepo': 4,
    Suramericana: 4,
    Naranjal: 4,
    'El Velódromo': 4,
    'El Estadio': 4,
    'Los Colores': 4,
    Calasanz: 4,
    'Calasanz Parte Alta': 4,
    'La América': 4,
    'La Floresta': 4,
    'Santa Mónica': 4,
    'Simón Bolívar': 4,
    'Los Pinos': 4,
    Ferrini: 4,
    'Santa Teresita': 4,
    'Santa Lucía': 3,
    'El Danubio': 3,
    'Campo Alegre': 3,
    'Barrio Cristóbal': 3,
    'La Mota': 5,
    'Loma de los Bernal': 5,
    'El Nogal - Los Almendros': 5,
    'Los Alpes': 4,
    Rosales: 4,
    Fátima: 4,
    Belén: 4,
    'San Bernardo': 4,
    'Las Playas': 4,
    'La Gloria': 4,
    Granada: 3,
    'Diego Echavarría': 3,
    Altavista: 3,
    'Las Violetas': 3,
    'La Pilarica': 4,
    'Bosques de San Pablo': 4,
    Altamira: 4,
    Córdoba: 4,
    Prado: 3,
    'San Diego': 4,
    'Los Ángeles': 4,
    Boston: 3,
    'La Colina': 4,
    'El Rodeo': 3,
  },
  '05266': {
    'El Portal': 5,
    'Bosques de Zúñiga': 5,
    'El Esmeraldal': 5,
    'Loma del Atravesado': 6,
    Zúñiga: 5,
    'Loma de las Brujas': 5,
    Alcalá: 4,
    'Zona Centro': 4,
    'La Magnolia': 4,
    'Los Naranjos': 4,
  },
  '05631': {
    'Aliadas del Sur': 4,
    'Prados de Sabaneta': 4,
    'Vegas de la Doctora': 5,
    'Las Casitas': 3,
    'Restrepo Naranjo': 3,
    'La Barquereña': 4,
    'Calle Larga': 4,
    Betania: 3,
    Holanda: 3,
    Entreamigos: 3,
    'Sabaneta Real': 4,
  },
  '05360': { Calatrava: 4, 'Loma Linda': 4, 'Balcones de Sevilla': 4, 'Santa María No. 1': 3, Suramérica: 4 },
}

/** Barrios where rents and prices run above their estrato (foreign and short-stay demand). */
const PRICE_PREMIUM: Record<string, { rent: number; sale: number }> = {
  '05001/14': { rent: 1.36, sale: 1.1 },
  '05001/11': { rent: 1.05, sale: 1.03 },
}

export interface PlacedSector extends SectorRecord {
  estrato: Estrato
  /** El Poblado's premium and the like, on rent and sale prices. */
  premium: { rent: number; sale: number }
  isRural: boolean
  /** Relative number of listings. */
  weight: number
}

function zoneKey(sector: SectorRecord): string {
  if (sector.municipalityCode === '05001') return (sector.comuna ?? '').split(' - ')[0]
  return sector.comuna ?? ''
}

const ESTRATO_WEIGHT: Record<Estrato, number> = { 1: 0.25, 2: 0.5, 3: 1, 4: 1.6, 5: 2.1, 6: 2.1 }

/** The sectors listings can be placed in (not universities, parks or the cemetery), with estrato and weight. */
export function placeSectors(sectors: SectorRecord[]): PlacedSector[] {
  return sectors
    .filter((s) => s.kind !== 'area_institucional')
    .map((s) => {
      const range = ZONE_ESTRATOS[s.municipalityCode]?.[zoneKey(s)] ?? [3, 3]
      const known = BARRIO_ESTRATOS[s.municipalityCode]?.[s.name]
      const span = range[1] - range[0] + 1
      const estrato = (known ?? range[0] + (hashString(`${s.municipalityCode}/${s.slug}`) % span)) as Estrato
      const isRural = s.kind === 'vereda' || s.kind === 'cabecera_corregimiento'
      const premium = PRICE_PREMIUM[`${s.municipalityCode}/${zoneKey(s)}`] ?? { rent: 1, sale: 1 }
      const weight = (isRural ? 0.15 : 1) * ESTRATO_WEIGHT[estrato] * (premium.rent > 1.1 ? 1.6 : 1)
      return { ...s, estrato, premium, isRural, weight }
    })
}

export { comunaName }

export const TYPE_MIX: Record<PropertyTypeSlug, number> = {
  apartment: 52,
  house: 13,
  studio: 7,
  office: 6,
  'local-shop': 6,
  'commercial-house': 3,
  'consulting-room': 3,
  warehouse: 3,
  lot: 3.5,
  farm: 3.5,
}

export const OPERATION_MIX: Record<PropertyTypeSlug, Partial<Record<BusinessType, number>>> = {
  apartment: { rent: 55, sale: 35, sale_rent: 10 },
  studio: { rent: 80, sale: 14, sale_rent: 6 },
  house: { rent: 38, sale: 52, sale_rent: 10 },
  'commercial-house': { rent: 55, sale: 35, sale_rent: 10 },
  office: { rent: 65, sale: 25, sale_rent: 10 },
  'consulting-room': { rent: 65, sale: 27, sale_rent: 8 },
  'local-shop': { rent: 70, sale: 22, sale_rent: 8 },
  warehouse: { rent: 62, sale: 30, sale_rent: 8 },
  lot: { sale: 92, rent: 8 },
  farm: { sale: 75, rent: 15, sale_rent: 10 },
}

/** Price per m² of each type relative to an apartment in the same place (rent, sale). */
export const TYPE_PRICE_FACTOR: Record<PropertyTypeSlug, { rent: number; sale: number }> = {
  apartment: { rent: 1, sale: 1 },
  studio: { rent: 1.2, sale: 1.08 },
  house: { rent: 0.85, sale: 0.92 },
  'commercial-house': { rent: 0.9, sale: 0.85 },
  office: { rent: 1.05, sale: 1.05 },
  'consulting-room': { rent: 1.25, sale: 1.15 },
  'local-shop': { rent: 1.5, sale: 1.3 },
  warehouse: { rent: 0.42, sale: 0.5 },
  lot: { rent: 0.02, sale: 0.3 },
  farm: { rent: 0.25, sale: 0.4 },
}

/** Monthly administración per m² of a building unit, by estrato. */
export const ADMIN_PER_M2: Record<Estrato, number> = { 1: 900, 2: 1_500, 3: 2_700, 4: 3_900, 5: 5_000, 6: 6_400 }

/** Asking prices are round numbers: rents to $50.000, sales to $1.000.000 (and to $5.000.000 above $1.000M). */
export function roundRent(value: number): number {
  return Math.max(50_000, Math.round(value / 50_000) * 50_000)
}

export function roundSale(value: number): number {
  const step = value >= 1_000_000_000 ? 5_000_000 : 1_000_000
  return Math.max(step, Math.round(value / step) * step)
}

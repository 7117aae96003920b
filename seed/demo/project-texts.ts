/** The demo projects' words: names, descriptions, amenities and progress notes (demo content, in Spanish). */
import type { ProjectStage } from '#db/schema/column-values'
import type { Estrato } from './market'
import type { Random } from './random'

const PREFIXES = [
  'Reserva de',
  'Torres de',
  'Mirador de',
  'Altos de',
  'Balcones de',
  'Parque',
  'Bosque de',
  'Terrazas de',
]

/** Names of places for cities whose projects have no barrio in the reference data. */
const CITY_PLACES: Record<string, string[]> = {
  '11001': ['Cedritos', 'Hayuelos', 'Usaquén', 'Modelia', 'Colina', 'Salitre', 'Chapinero Alto'],
  '76001': ['Valle del Lili', 'Ciudad Jardín', 'Pance', 'El Ingenio', 'Santa Mónica'],
  '08001': ['Villa Campestre', 'Alto Prado', 'Buenavista', 'Miramar'],
  '13001': ['Manga', 'Bocagrande', 'Crespo', 'Serena del Mar'],
}

/** A name no other demo project has: a prefix chosen by index, the barrio or a place of the city. */
export function projectName(rng: Random, index: number, sectorName: string | null, code: string): string {
  const places = CITY_PLACES[code] ?? ['la Montaña']
  // Neighbouring projects of a city without barrios take its places in turn.
  const place = sectorName ?? places[(index + rng.int(0, 1)) % places.length]
  return `${PREFIXES[index % PREFIXES.length]} ${place}`
}

const STAGE_LINE: Record<ProjectStage, string> = {
  sobre_planos: 'Lanzamiento sobre planos: separa tu apartamento con una cuota inicial a plazos hasta la entrega.',
  en_construccion: 'En construcción, con la obra a la vista desde la sala de ventas.',
  entrega_inmediata: 'Entrega inmediata: últimas unidades listas para estrenar.',
}

export function projectDescription(p: {
  name: string
  place: string
  city: string
  stage: ProjectStage
  social: 'vis' | 'vip' | null
  units: { bedrooms: number; privateArea: number }[]
}): string {
  const beds = p.units.map((u) => u.bedrooms)
  const areas = p.units.map((u) => u.privateArea)
  const span = (xs: number[]) =>
    Math.min(...xs) === Math.max(...xs) ? `${xs[0]}` : `${Math.min(...xs)} a ${Math.max(...xs)}`
  const social =
    p.social === 'vip'
      ? ' Vivienda de interés prioritario: aplica a subsidio Mi Casa Ya y de caja de compensación.'
      : p.social === 'vis'
        ? ' Vivienda de interés social: aplica a subsidio Mi Casa Ya y de caja de compensación.'
        : ''
  return (
    `${p.name} está en ${p.place}, cerca de vías principales y del transporte de ${p.city}. ` +
    `${STAGE_LINE[p.stage]} Apartamentos de ${span(beds)} alcobas y ${span(areas)} m² de área privada.${social}`
  )
}

/** A development's amenities (features catalogue slugs): security always, more with the estrato. */
export function amenitiesFor(rng: Random, stratum: Estrato, social: boolean): string[] {
  const base = ['doorman-24h', 'gated-community', 'playground', 'green-areas']
  const more = social
    ? ['social-hall', 'bbq-area', 'sports-court']
    : ['pool', 'gym', 'bbq-area', 'coworking', 'social-hall', 'cctv']
  const extra = rng.shuffle(more).slice(0, social ? 2 : Math.min(more.length, stratum))
  return [...base.slice(0, social ? 3 : 4), ...extra]
}

export const PROGRESS_NOTES = {
  launch: [
    'Sala de ventas abierta: lanzamiento del proyecto',
    'Licencia de construcción aprobada',
    'Inicio de ventas sobre planos',
  ],
  early: [
    'Movimiento de tierras y cimentación',
    'Pilotaje terminado; empieza la estructura',
    'Cerramiento y obras preliminares',
  ],
  structure: ['Estructura en los pisos superiores', 'Mampostería y redes en marcha', 'Fachada y ventanería en curso'],
  done: ['Obra terminada: entregas en curso', 'Recibo de zonas comunes y escrituración'],
} as const

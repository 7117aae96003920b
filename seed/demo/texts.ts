/**
 * Spanish titles and descriptions for demo listings, written the way Colombian agencies
 * write them ("Apartamento en arriendo en Laureles, 3 alcobas y balcón"), with gender
 * agreement and lists joined with "y".
 */
import type { PropertyTypeSlug } from '#core/catalog/property-types.constants'
import { formatCop } from '#core/shared/text.utils'
import type { BusinessType } from '#core/listings/business-types.constants'
import type { Random } from './random'

interface Noun {
  word: string
  gender: 'm' | 'f'
}

export const NOUNS: Record<PropertyTypeSlug, Noun> = {
  apartment: { word: 'apartamento', gender: 'm' },
  studio: { word: 'apartaestudio', gender: 'm' },
  house: { word: 'casa', gender: 'f' },
  'commercial-house': { word: 'casa comercial', gender: 'f' },
  office: { word: 'oficina', gender: 'f' },
  'consulting-room': { word: 'consultorio', gender: 'm' },
  'local-shop': { word: 'local comercial', gender: 'm' },
  warehouse: { word: 'bodega', gender: 'f' },
  lot: { word: 'lote', gender: 'm' },
  farm: { word: 'finca', gender: 'f' },
}

export const OPERATION: Record<BusinessType, string> = {
  rent: 'en arriendo',
  sale: 'en venta',
  sale_rent: 'en venta y arriendo',
}

/** "amplio" → "amplia" for feminine nouns (adjectives ending in -o or -or). */
function agree(adjective: string, gender: 'm' | 'f'): string {
  if (gender === 'm') return adjective
  if (adjective.endsWith('o')) return `${adjective.slice(0, -1)}a`
  if (adjective.endsWith('or')) return `${adjective}a`
  return adjective
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** "a, b y c" */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
/** "1.250 m²", as every demo text writes an area. */
export const area = (m2: number) => `${Math.round(m2).toLocaleString('es-CO')} m²`
const hectares = (m2: number) => {
  const ha = Math.round((m2 / 10_000) * 10) / 10
  return `${ha.toLocaleString('es-CO')} ${ha === 1 ? 'hectárea' : 'hectáreas'}`
}

export interface TextInput {
  type: PropertyTypeSlug
  businessType: BusinessType
  /** How the place reads in a title ("Laureles", "Zúñiga, Envigado"). */
  placeTitle: string
  /** Barrio or vereda name, if any. */
  sectorName: string | null
  isRural: boolean
  municipalityName: string
  transit: string
  coastal: boolean
  stratum: number
  buildArea: number | null
  lotArea: number | null
  bedrooms: number | null
  bathrooms: number | null
  parking: number | null
  floor: number | null
  age: number | null
  adminPrice: number | null
  features: Set<string>
  /** The listing's stated rental requirements, so that its description never contradicts them. */
  rental?: { guarantees: readonly string[]; minTermMonths: number | null }
}

/** The closing sentence about the guarantees: what the listing states, or the usual one. */
function guaranteeSentence(rental: TextInput['rental']): string {
  const g = rental?.guarantees ?? []
  if (g.includes('none')) return 'No se requiere fiador ni póliza.'
  if (g.includes('poliza') && !g.includes('fiador')) return 'Se requiere estudio de arrendamiento con póliza.'
  if (g.includes('fiador') && !g.includes('poliza')) return 'Se requiere fiador con finca raíz.'
  if (g.includes('deposito') && !g.includes('poliza')) return 'Se pide un depósito al firmar el contrato.'
  return 'Se requiere estudio de arrendamiento con póliza o fiador.'
}

/** The minimum term the listing states; none stated, no term is promised either. */
function termSentence(rental: TextInput['rental']): string {
  const months = rental?.minTermMonths
  if (months == null) return 'Consulta con la inmobiliaria el plazo del contrato.'
  return months === 12 ? 'Contrato mínimo de un año.' : `Contrato mínimo de ${months} meses.`
}

const TITLE_HIGHLIGHTS: Array<[string, string]> = [
  ['balcony', 'balcón'],
  ['panoramic-view', 'vista panorámica'],
  ['pool', 'piscina'],
  ['terrace', 'terraza'],
  ['study', 'estudio'],
  ['fireplace', 'chimenea'],
  ['garden', 'jardín'],
  ['patio', 'patio'],
]

function highlight(rng: Random, input: TextInput): string | null {
  const present = TITLE_HIGHLIGHTS.filter(([slug]) => input.features.has(slug)).map(([, label]) => label)
  if (input.parking && input.parking > 0)
    present.push(input.parking > 1 ? `${input.parking} parqueaderos` : 'parqueadero')
  return present.length ? rng.pick(present) : null
}

export function listingTitle(rng: Random, input: TextInput): string {
  const noun = NOUNS[input.type]
  const Type = capitalize(noun.word)
  const op = OPERATION[input.businessType]
  const place = input.placeTitle
  const extra = highlight(rng, input)
  switch (input.type) {
    case 'apartment':
    case 'house':
    case 'studio': {
      const beds = input.bedrooms ?? 1
      if (input.features.has('furnished') && input.businessType === 'rent' && rng.chance(0.6))
        return `${Type} ${agree('amoblado', noun.gender)} en arriendo en ${place}`
      if ((input.age ?? 10) <= 1 && rng.chance(0.6)) return `${Type} para estrenar ${op} en ${place}`
      const pattern = rng.int(0, 4)
      if (pattern === 0 && input.type !== 'studio')
        return `${Type} ${op} en ${place}, ${plural(beds, 'alcoba', 'alcobas')}${extra ? ` y ${extra}` : ''}`
      if (pattern === 1 && extra) return `${Type} ${op} en ${place} con ${extra}`
      if (pattern === 2)
        return `${capitalize(agree(rng.pick(['amplio', 'hermoso', 'moderno', 'acogedor', 'iluminado']), noun.gender))} ${noun.word} ${op} en ${place}`.replace(
          /^Iluminad[oa] (\S+)/,
          (_m, w) => `${capitalize(w)} ${agree('iluminado', noun.gender)}`,
        )
      if (pattern === 3 && input.buildArea) return `${Type} ${op} en ${place}, ${area(input.buildArea)}`
      return `${Type} ${op} en ${place}${input.type === 'studio' ? '' : `, ${plural(beds, 'alcoba', 'alcobas')}`}`
    }
    case 'office':
    case 'consulting-room':
      return rng.chance(0.5)
        ? `${Type} ${op} en ${place}, ${area(input.buildArea ?? 30)}`
        : `${Type} ${op} en ${place}${input.parking ? ' con parqueadero' : ''}`
    case 'local-shop':
      return rng.pick([
        `${Type} ${op} en ${place}`,
        `${Type} ${op} sobre vía principal en ${place}`,
        `${Type} ${op} en ${place}, ${area(input.buildArea ?? 40)}`,
      ])
    case 'commercial-house':
      return rng.pick([
        `${Type} ${op} en ${place}`,
        `${Type} ${op} en ${place}, ${area(input.buildArea ?? 200)}`,
        `Casa para oficinas o negocio ${op} en ${place}`,
      ])
    case 'warehouse':
      return `${Type} ${op} en ${place}, ${area(input.buildArea ?? 500)}`
    case 'lot':
      return rng.pick([
        `${Type} ${op} en ${place}, ${area(input.lotArea ?? 500)}`,
        `${Type} para construir ${op} en ${place}`,
      ])
    case 'farm':
      return rng.chance(0.5)
        ? `${Type} ${op} en ${place}, ${hectares(input.lotArea ?? 10_000)}`
        : `${Type} de recreo ${op} en ${place}${extra ? ` con ${extra}` : ''}`
  }
}

const NEARBY = [
  'supermercados, colegios y parques',
  'centros comerciales y restaurantes',
  'cafés, panaderías y tiendas de barrio',
  'clínicas, bancos y supermercados',
  'universidades y zonas de comercio',
]

function buildingAmenities(input: TextInput): string[] {
  const labels: Array<[string, string]> = [
    ['pool', 'piscina'],
    ['gym', 'gimnasio'],
    ['bbq-area', 'zona BBQ'],
    ['social-hall', 'salón social'],
    ['playground', 'juegos infantiles'],
    ['sports-court', 'cancha'],
    ['doorman-24h', 'portería 24 h'],
    ['power-plant', 'planta eléctrica'],
    ['visitor-parking', 'parqueadero de visitantes'],
    ['elevator', 'ascensor'],
    ['green-areas', 'zonas verdes'],
    ['coworking', 'coworking'],
  ]
  return labels.filter(([slug]) => input.features.has(slug)).map(([, label]) => label)
}

function locationPhrase(rng: Random, input: TextInput, noun: Noun): string {
  const located = agree('ubicado', noun.gender)
  if (input.isRural && input.sectorName) return `${located} en la vereda ${input.sectorName}, ${input.municipalityName}`
  const where = input.sectorName ? `el barrio ${input.sectorName}` : input.municipalityName
  return rng.pick([
    `${located} en ${where}, a pocas cuadras de ${input.transit} y cerca de ${rng.pick(NEARBY)}`,
    `${located} en ${where}, un sector ${rng.pick(['tranquilo', 'residencial', 'muy valorizado', 'con excelente movilidad'])} cerca de ${rng.pick(NEARBY)}`,
    `en ${where}${input.coastal ? `, a ${rng.int(5, 20)} minutos de la playa` : `, con fácil acceso a ${input.transit}`}`,
  ])
}

function residentialDescription(rng: Random, input: TextInput): string[] {
  const noun = NOUNS[input.type]
  const f = input.features
  const sentences: string[] = []
  const adjective = agree(rng.pick(['amplio', 'iluminado', 'cómodo', 'acogedor', 'bien distribuido']), noun.gender)
  sentences.push(
    `${capitalize(noun.word)} ${adjective} de ${area(input.buildArea ?? 60)} ${locationPhrase(rng, input, noun)}, estrato ${input.stratum}.`,
  )

  const rooms: string[] = []
  if (input.type === 'studio') rooms.push('un ambiente abierto con alcoba integrada')
  else
    rooms.push(
      plural(input.bedrooms ?? 2, 'alcoba', 'alcobas') +
        (f.has('walk-in-closet') ? ' (la principal con vestier y baño privado)' : ''),
    )
  rooms.push(plural(input.bathrooms ?? 1, 'baño', 'baños'))
  rooms.push(f.has('open-kitchen') ? 'cocina abierta' : f.has('integrated-kitchen') ? 'cocina integral' : 'cocina')
  if (f.has('laundry-area')) rooms.push('zona de ropas')
  if (f.has('balcony')) rooms.push('balcón')
  if (f.has('study')) rooms.push('estudio')
  if (f.has('terrace')) rooms.push('terraza')
  if (f.has('patio')) rooms.push('patio')
  sentences.push(`${rng.pick(['Cuenta con', 'Tiene', 'Dispone de'])} ${joinList(rooms)}.`)

  const amenities = buildingAmenities(input)
  if (amenities.length >= 2) {
    const place = f.has('gated-community')
      ? 'La unidad cerrada'
      : input.type === 'house'
        ? 'La urbanización'
        : 'El edificio'
    sentences.push(`${place} ${rng.pick(['cuenta con', 'tiene', 'ofrece'])} ${joinList(amenities.slice(0, 5))}.`)
  }

  const closing: string[] = []
  if (input.parking)
    closing.push(
      `Incluye ${plural(input.parking, 'parqueadero', 'parqueaderos')}${f.has('covered-parking') ? (input.parking > 1 ? ' cubiertos' : ' cubierto') : ''}${f.has('storage-room') ? ' y cuarto útil' : ''}.`,
    )
  if (f.has('furnished')) closing.push('Se entrega amoblado, listo para habitar.')
  if (f.has('pets-allowed')) closing.push('Se aceptan mascotas.')
  if (input.adminPrice && input.businessType !== 'sale' && rng.chance(0.5))
    closing.push(`Administración: ${formatCop(input.adminPrice)}.`)
  if (input.businessType === 'sale')
    closing.push(
      rng.pick([
        'Ideal para vivir o invertir.',
        'Escrituras al día, listo para negociar.',
        'Excelente valorización en el sector.',
      ]),
    )
  if (input.businessType === 'rent')
    closing.push(
      // Three choices whatever the texts: the demo's random sequence stays the same.
      rng.pick([guaranteeSentence(input.rental), 'Disponible de inmediato.', termSentence(input.rental)]),
    )
  if ((input.age ?? 10) <= 1) closing.push('Para estrenar, con entrega inmediata.')
  const picked = rng.sample(closing, rng.int(1, 2))
  if (picked.length) sentences.push(picked.join(' '))
  return sentences.slice(0, 4)
}

function commercialDescription(rng: Random, input: TextInput): string[] {
  const noun = NOUNS[input.type]
  const f = input.features
  const where = input.sectorName ? `${input.sectorName}, ${input.municipalityName}` : input.municipalityName
  const building = buildingAmenities(input).filter((a) =>
    ['ascensor', 'planta eléctrica', 'portería 24 h', 'parqueadero de visitantes', 'coworking'].includes(a),
  )
  switch (input.type) {
    case 'office':
      return [
        `Oficina de ${area(input.buildArea ?? 50)} en ${where}${input.floor ? `, piso ${input.floor}` : ''}, con ${plural(input.bathrooms ?? 1, 'baño', 'baños')}${input.parking ? ` y ${plural(input.parking, 'parqueadero', 'parqueaderos')}` : ''}.`,
        building.length
          ? `El edificio tiene ${joinList(building)}.`
          : `Buena iluminación natural y ${f.has('air-conditioning') ? 'aire acondicionado' : 'ventilación cruzada'}.`,
        `Ideal para ${rng.pick(['firmas de abogados o contadores', 'empresas de tecnología', 'oficinas de representación', 'agencias y estudios de diseño'])}.`,
      ]
    case 'consulting-room':
      return [
        `Consultorio de ${area(input.buildArea ?? 25)} en ${where}, en edificio médico con ${joinList(building.length ? building : ['recepción compartida', 'ascensor'])}.`,
        `Tiene ${plural(input.bathrooms ?? 1, 'baño', 'baños')}${f.has('air-conditioning') ? ', aire acondicionado' : ''} y punto de agua para lavamanos.`,
      ]
    case 'local-shop':
      return [
        `Local de ${area(input.buildArea ?? 40)} en ${where}, ${rng.pick(['sobre vía principal', 'en esquina', 'en zona de alto flujo peatonal'])}.`,
        `Cuenta con ${plural(input.bathrooms ?? 1, 'baño', 'baños')}, vitrina a la calle${rng.chance(0.4) ? ' y mezzanine' : ''}.`,
        `Ideal para ${rng.pick(['restaurante o cafetería', 'tienda de ropa', 'droguería', 'peluquería o spa', 'minimercado'])}.`,
      ]
    case 'commercial-house':
      return [
        `${capitalize(noun.word)} de ${area(input.buildArea ?? 200)} en ${where}, con uso de suelo comercial.`,
        `Tiene ${plural(input.bedrooms ?? 4, 'espacio', 'espacios')} amplios, ${plural(input.bathrooms ?? 2, 'baño', 'baños')}${input.parking ? ` y ${plural(input.parking, 'parqueadero', 'parqueaderos')}` : ''}.`,
        `Ideal para ${rng.pick(['oficinas, consultorios o instituto', 'restaurante', 'sede de empresa', 'clínica o centro estético'])}.`,
      ]
    case 'warehouse':
      return [
        `Bodega de ${area(input.buildArea ?? 500)} en ${where}, con altura libre de ${rng.int(6, 12)} m y acceso para ${rng.pick(['tractomulas', 'camiones', 'vehículos de carga'])}.`,
        `Incluye oficinas, ${plural(input.bathrooms ?? 1, 'baño', 'baños')}${input.parking ? ` y ${plural(input.parking, 'parqueadero', 'parqueaderos')}` : ''}.`,
        f.has('surveillance') ? 'Parque industrial con vigilancia permanente.' : 'Muy cerca de vías principales.',
      ]
    default:
      return []
  }
}

function landDescription(rng: Random, input: TextInput): string[] {
  const where =
    input.isRural && input.sectorName
      ? `la vereda ${input.sectorName}, ${input.municipalityName}`
      : input.sectorName
        ? `${input.sectorName}, ${input.municipalityName}`
        : input.municipalityName
  if (input.type === 'lot') {
    return [
      `Lote de ${area(input.lotArea ?? 500)} en ${where}, ${rng.pick(['plano', 'con pendiente suave', 'esquinero', 'con excelente vista'])}.`,
      `${rng.pick(['Servicios públicos disponibles', 'Agua y energía en el lindero', 'Vía pavimentada hasta el predio'])}; apto para ${rng.pick(['vivienda', 'un proyecto de apartamentos', 'bodegas', 'casa campestre'])}.`,
    ]
  }
  const amenities = [
    ...['pool', 'bbq-area', 'fireplace', 'garden', 'terrace'].filter((s) => input.features.has(s)),
  ].map(
    (s) =>
      ({ pool: 'piscina', 'bbq-area': 'zona BBQ', fireplace: 'chimenea', garden: 'jardines', terrace: 'terraza' })[s]!,
  )
  return [
    `Finca de ${hectares(input.lotArea ?? 10_000)} en ${where} con casa de ${area(input.buildArea ?? 150)}, ${plural(input.bedrooms ?? 3, 'alcoba', 'alcobas')} y ${plural(input.bathrooms ?? 2, 'baño', 'baños')}.`,
    amenities.length ? `Tiene ${joinList(amenities)}.` : 'Amplias zonas verdes y árboles frutales.',
    `${rng.pick(['Agua de nacimiento', 'Acueducto veredal', 'Quebrada dentro del predio'])} y a ${rng.int(10, 40)} minutos del casco urbano.`,
  ]
}

/**
 * The same words with another measure of the area ("85 m²" → "83 m²"): another agency's listing
 * of a flat, measured again, says what its own fields say.
 */
export function restateArea(text: string, from: number | null, to: number | null): string {
  return from == null || to == null ? text : text.replaceAll(area(from), area(to))
}

export function listingDescription(rng: Random, input: TextInput): string {
  const sentences =
    input.type === 'lot' || input.type === 'farm'
      ? landDescription(rng, input)
      : input.type === 'apartment' || input.type === 'house' || input.type === 'studio'
        ? residentialDescription(rng, input)
        : commercialDescription(rng, input)
  return sentences.join(' ')
}

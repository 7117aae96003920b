/** Demo leads (visitors' messages to agencies) and listing views, so dashboards are not empty. */
import { Random } from './random'

const FIRST = [
  'María',
  'Juan',
  'Luisa',
  'Carlos',
  'Ana',
  'Jorge',
  'Paula',
  'Diego',
  'Sara',
  'Miguel',
  'Laura',
  'Tomás',
  'Manuela',
  'Julián',
  'Catalina',
  'David',
  'Alejandra',
  'Simón',
  'Verónica',
  'Felipe',
]
const LAST = [
  'García',
  'Rodríguez',
  'López',
  'Martínez',
  'Gómez',
  'Hernández',
  'Ramírez',
  'Muñoz',
  'Castro',
  'Álvarez',
  'Jaramillo',
  'Ospina',
  'Arango',
  'Betancur',
  'Salazar',
  'Giraldo',
]
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com']
const MESSAGES = [
  'Hola, me interesa este inmueble. ¿Sigue disponible?',
  'Buenas tardes, ¿podría agendar una visita para este fin de semana?',
  '¿El valor de la administración está incluido en el canon?',
  'Hola, ¿aceptan mascotas? Tengo un perro pequeño.',
  'Me gustaría saber si el precio es negociable.',
  '¿Qué documentos necesito para el estudio de arrendamiento?',
  'Buen día, quisiera más fotos del inmueble y saber el piso.',
  'Estoy interesado en comprar, ¿reciben crédito hipotecario o leasing?',
  '¿Cuándo se puede visitar? Puedo entre semana después de las 5 p. m.',
]

export interface LeadSeedListing {
  id: number
  customerId: number
  municipalityId: number | null
}

export interface LeadRow {
  kind: 'agency_message'
  status: 'new' | 'contacted' | 'closed'
  customer_id: number
  property_id: number
  municipality_id: number | null
  name: string
  email: string
  phone: string
  message: string
  consent_at: string
  created_at: string
  updated_at: string
}

export function demoLeads(listings: LeadSeedListing[], count: number, now: Date, seed: number): LeadRow[] {
  const rng = new Random(seed)
  const rows: LeadRow[] = []
  for (let i = 0; i < count && listings.length; i++) {
    const listing = rng.pick(listings)
    const first = rng.pick(FIRST)
    const last = rng.pick(LAST)
    const plain = `${first}.${last}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
    const ageDays = Math.pow(rng.next(), 1.5) * 45
    const created = new Date(now.getTime() - ageDays * 86_400_000).toISOString()
    rows.push({
      kind: 'agency_message',
      status: ageDays < 3 ? 'new' : rng.weighted({ new: 2, contacted: 5, closed: 3 }),
      customer_id: listing.customerId,
      property_id: listing.id,
      municipality_id: listing.municipalityId,
      name: `${first} ${last}`,
      email: `${plain}${rng.int(1, 99)}@${rng.pick(DOMAINS)}`,
      phone: `3${rng.pick(['00', '01', '04', '10', '12', '13', '15', '17', '20', '22'])}${rng.int(1_000_000, 9_999_999)}`,
      message: rng.pick(MESSAGES),
      consent_at: created,
      created_at: created,
      updated_at: created,
    })
  }
  return rows
}

export interface ViewRow {
  property_id: number
  client_id: string
  day: string
  count: number
}

/** A few days of visits per listing over the last 30 days (dates in Colombia's time zone). */
export function demoViews(listingIds: number[], now: Date, seed: number): ViewRow[] {
  const rng = new Random(seed)
  const rows: ViewRow[] = []
  for (const id of listingIds) {
    const days = new Set<number>()
    const visits = rng.int(0, 8)
    for (let v = 0; v < visits; v++) {
      const back = Math.floor(Math.pow(rng.next(), 1.3) * 30)
      if (days.has(back)) continue
      days.add(back)
      const day = new Date(now.getTime() - back * 86_400_000 - 5 * 3_600_000).toISOString().slice(0, 10)
      rows.push({ property_id: id, client_id: `demo-${rng.int(1, 5000)}`, day, count: rng.int(1, 3) })
    }
  }
  return rows
}

/** Demo leads (visitors' messages to agencies) and what visitors did on listings, so dashboards are not empty. */
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

/** One visitor's events on a listing and Bogotá day, as core/visitor records them (LISTING_EVENT bits). */
export interface DemoEvent {
  propertyId: number
  day: string
  visitor: string
  events: number
}

const bogotaDayOf = (ms: number) => new Date(ms - 5 * 3_600_000).toISOString().slice(0, 10)

/**
 * What visitors did over the last 30 days, for the seed to record through the statistics' own
 * recording path (so the dashboard and the statistics agree on a fresh clone): each listing has a
 * popularity, each day a few distinct browsers out of a pool view it, and a few of them reveal the
 * phone, open WhatsApp or ask for a visit; each demo lead is a message (and a view) by its sender
 * on its day. `bits` are core/dashboard's LISTING_EVENT bits of each kind with the view's.
 */
export function demoEvents(
  listingIds: number[],
  leads: LeadRow[],
  now: Date,
  seed: number,
  bits: { view: number; phone: number; whatsapp: number; visit_request: number; message: number },
): DemoEvent[] {
  const rng = new Random(seed)
  const rows: DemoEvent[] = []
  for (const id of listingIds) {
    // Most listings are seen now and then, a few a lot.
    const popularity = Math.pow(rng.next(), 2) * 2.2
    for (let back = 0; back < 30; back++) {
      const day = bogotaDayOf(now.getTime() - back * 86_400_000)
      const visitors = Math.floor(popularity * rng.float(0, 2) + rng.next() * 0.6)
      for (let v = 0; v < visitors; v++) {
        const roll = rng.next()
        const events =
          bits.view |
          (roll < 0.04 ? bits.phone : 0) |
          (roll > 0.02 && roll < 0.06 ? bits.whatsapp : 0) |
          (roll > 0.995 ? bits.visit_request : 0)
        rows.push({ propertyId: id, day, visitor: `client:demo-${rng.int(1, 20_000)}`, events })
      }
    }
  }
  leads.forEach((lead, i) =>
    rows.push({
      propertyId: lead.property_id,
      day: bogotaDayOf(Date.parse(lead.created_at)),
      visitor: `client:demo-lead-${i}`,
      events: bits.message | bits.view,
    }),
  )
  return rows
}

/**
 * How a second agency writes a home it lists after another (relistings.ts): agencies in Colombia
 * list one apartment, or another unit of one building, each in its own words — its own opening
 * ("Inmobiliaria X presenta…") and closing ("Agenda tu visita…"), the facts restated the way it
 * lists them, and at most one short sentence kept from what the owner told both (the building's
 * amenities). A word-for-word copy between agencies is the exception, not the demo's rule: a
 * copy of a listing is what `copied_text` looks for (docs/fraud-signals.md).
 */
import type { DemoListing } from './demo-listing.types'
import { area, capitalize, joinList, NOUNS, OPERATION, plural } from './texts'
import { Random, hashString } from './random'

/** Kept only when shorter than this: a longer passage in common starts to read as a copy. */
const MAX_KEPT_WORDS = 18

const CLOSINGS = [
  'Agenda tu visita con uno de nuestros asesores.',
  'Comunícate con nosotros para más información o para programar una visita.',
  'Te acompañamos en todo el proceso, sin costo para ti hasta la firma.',
  'Visítalo sin compromiso: nuestros asesores te atienden de lunes a sábado.',
]

function opening(rng: Random, l: DemoListing, agency: string): string {
  const noun = NOUNS[l.typeSlug]
  const place = l.sectorName ? `${l.sectorName}, ${l.municipalityName}` : l.municipalityName
  const verb = { rent: 'Se arrienda', sale: 'Se vende', sale_rent: 'Se vende o arrienda' }[l.businessType]
  return rng.pick([
    `${agency} ${rng.pick(['presenta', 'ofrece', 'tiene disponible'])} ${noun.word} ${OPERATION[l.businessType]} en ${place}.`,
    `${verb} ${noun.word} en ${place}.`,
    `Oportunidad en ${place}: ${noun.word} ${OPERATION[l.businessType]}.`,
  ])
}

/** The facts as a list, the way agencies restate them. */
function facts(rng: Random, l: DemoListing): string {
  const items: string[] = []
  if (l.buildArea != null) items.push(`${rng.pick(['área de', 'área construida de'])} ${area(l.buildArea)}`)
  if (l.bedrooms) items.push(plural(l.bedrooms, 'habitación', 'habitaciones'))
  if (l.bathrooms) items.push(plural(l.bathrooms, 'baño', 'baños'))
  if (l.parking) items.push(plural(l.parking, 'parqueadero', 'parqueaderos'))
  if (l.floor != null) items.push(`piso ${l.floor}`)
  items.push(`estrato ${l.stratum}`)
  return `${capitalize(rng.pick(['características:', 'el inmueble tiene', 'datos del inmueble:']))} ${joinList(items)}.`
}

/** What the owner told both agencies about the building or the use: sentences that state no fact already listed. */
const KEPT = /^(El edificio|La unidad cerrada|La urbanización|Ideal para|Parque industrial|Muy cerca|Buena iluminación)/

/** One short sentence of the first listing's text, sometimes: the building's amenities, what it is good for. */
function keptSentence(rng: Random, description: string): string | null {
  const sentences = description.split(/(?<=\.)\s+/)
  const short = sentences.filter((s) => KEPT.test(s) && s.split(/\s+/).length < MAX_KEPT_WORDS)
  return short.length && rng.chance(0.6) ? rng.pick(short) : null
}

/**
 * The description of `listing` (another agency's listing of `original`'s home, or of another unit
 * of its building) as that agency writes it. Drawn from its own stream (seeded by the listing's
 * code): the demo's other random draws, and so the planted duplicates, stay as they were.
 */
export function secondAgencyDescription(listing: DemoListing, original: DemoListing, agencyName: string): string {
  const rng = new Random(hashString(`${listing.code}:relisting-text`))
  const kept = keptSentence(rng, original.description)
  return [opening(rng, listing, agencyName), facts(rng, listing), kept, rng.pick(CLOSINGS)].filter(Boolean).join(' ')
}

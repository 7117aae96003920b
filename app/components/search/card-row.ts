/**
 * A result card as the search page's loader sends it: a tuple rather than an object. React
 * Router writes the loader's data into the page a second time for hydration, with a
 * reference for every key of every object: 24 cards of 20 fields were about 7 KB of
 * references alone. CARD_FIELDS is the one place that knows the order; packCard (in the
 * loader) and unpackCard (in the page) follow it.
 */
import type { ListingCard } from '#core/listings'
import type { SearchResult } from '#core/search'

/** What a result card shows, field by field: the listing card's facts, and what the search adds. */
type CardFields = Pick<
  ListingCard,
  | 'id'
  | 'title'
  | 'path'
  | 'price'
  | 'adminPrice'
  | 'buildArea'
  | 'stratum'
  | 'bedrooms'
  | 'bathrooms'
  | 'parking'
  | 'typeName'
  | 'agencyName'
  | 'agencyLogo'
> & {
  operation: SearchResult['operation']
  monthlyTotal: number | null
  pricePerM2: number | null
  /** "Barrio, Municipio" (either may be missing). */
  place: string
  /** Agencies publishing the property (one card per property). */
  agencyCount: number
  /** Published by the owner themself (issue 33): the card says so instead of naming an agency. */
  byOwner: boolean
  /** Staff verified the agency, or this listing's owner (issue 33: the badges). */
  verified: boolean
  /** The owner confirmed their mobile by SMS (agencies: false). */
  phoneConfirmed: boolean
  photoSrc: string | null
  /** The srcset, or only its widths ("480 800 1200") when it follows the src (photoWidths). */
  photoSrcset: string | null
}

const CARD_FIELDS = [
  'id',
  'title',
  'path',
  'operation',
  'price',
  'adminPrice',
  'monthlyTotal',
  'pricePerM2',
  'buildArea',
  'stratum',
  'bedrooms',
  'bathrooms',
  'parking',
  'typeName',
  'place',
  'agencyName',
  'agencyLogo',
  'agencyCount',
  'byOwner',
  'verified',
  'phoneConfirmed',
  'photoSrc',
  'photoSrcset',
] as const satisfies ReadonlyArray<keyof CardFields>

// Every field has its place in the tuple (a field added to CardFields alone fails to compile here).
const everyField: Record<Exclude<keyof CardFields, (typeof CARD_FIELDS)[number]>, never> = {}
void everyField

export type CardRow = Array<CardFields[keyof CardFields]>

export type CardView = Omit<CardFields, 'photoSrc' | 'photoSrcset'> & {
  photo: { src: string; srcset: string } | null
}

/** The card a search result shows, packed for the page's data. */
export function packCard(r: SearchResult): CardRow {
  const fields: CardFields = {
    ...r,
    place: [r.sectorName, r.municipalityName].filter(Boolean).join(', '),
    agencyName: r.agency.name,
    agencyLogo: r.agency.logo,
    byOwner: r.publisher.kind === 'owner',
    verified: r.publisher.verified,
    phoneConfirmed: r.publisher.phone_confirmed,
    photoSrc: r.photo?.src ?? null,
    photoSrcset: r.photo ? packSrcset(r.photo.src, r.photo.srcset) : null,
  }
  return CARD_FIELDS.map((field) => fields[field])
}

export function unpackCard(row: CardRow): CardView {
  const { photoSrc, photoSrcset, ...card } = Object.fromEntries(
    CARD_FIELDS.map((field, i) => [field, row[i]]),
  ) as unknown as CardFields
  return {
    ...card,
    photo: photoSrc && photoSrcset ? { src: photoSrc, srcset: unpackSrcset(photoSrc, photoSrcset) } : null,
  }
}

/*
 * A stored photo's srcset names the same file at each width ("…/key-480.webp 480w, …"): the
 * page's data carries only the widths, one string that every card shares (the data writes a
 * repeated string once), where 24 full srcsets were about 3 KB. Any other srcset travels whole.
 */
const WIDTH_IN_NAME = /-\d+\.webp$/
const WIDTHS = /^\d+( \d+)*$/

function srcsetFromWidths(src: string, widths: string): string {
  return widths
    .split(' ')
    .map((w) => `${src.replace(WIDTH_IN_NAME, `-${w}.webp`)} ${w}w`)
    .join(', ')
}

function packSrcset(src: string, srcset: string): string {
  const widths = srcset
    .split(', ')
    .map((entry) => /\s(\d+)w$/.exec(entry)?.[1] ?? '')
    .join(' ')
  return WIDTH_IN_NAME.test(src) && WIDTHS.test(widths) && srcsetFromWidths(src, widths) === srcset ? widths : srcset
}

function unpackSrcset(src: string, packed: string): string {
  return WIDTHS.test(packed) ? srcsetFromWidths(src, packed) : packed
}

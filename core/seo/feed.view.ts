/**
 * The syndication feeds' documents, as text: the homes feed of Trovit, Mitula and the other
 * Lifull Connect sites (one `<ad>` per public listing) and the items of the JSON feed for
 * partners. Pure builders over `FeedListing`; feed.service.ts reads and streams them.
 */
import { xmlEscape } from './sitemap.view'
import { listingFactsJson, type ListingFacts } from '#core/listings/browser'

export interface FeedListing extends ListingFacts {
  /** The listing's public (opaque) id. */
  id: string
  code: string
  url: string
  title: string
  description: string
  operation: 'rent' | 'sale'
  /** Pesos: monthly for rent. */
  price: number | null
  adminPrice: number | null
  propertyType: string
  city: string | null
  cityArea: string | null
  region: string | null
  /** Approximate, as the listing page's circle: never the address. */
  lat: number | null
  lon: number | null
  pictures: Array<{ url: string; title: string }>
  agency: { id: string; name: string; url: string }
  publishedAt: Date | null
  updatedAt: Date
}

/** Characters XML 1.0 does not allow in text (control characters but tab, line feed and return). */
// eslint-disable-next-line no-control-regex -- these are the characters to remove
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g

/** Text for an XML element or attribute: escaped, and the characters XML forbids removed. */
export function xmlText(text: string): string {
  return xmlEscape(text.replace(NOT_XML, ''))
}

/** `<name attributes>value</name>`, or nothing for a missing value. */
export const element = (name: string, value: string | number | null | undefined, attributes = '') =>
  value == null || value === ''
    ? ''
    : `<${name}${attributes}>${typeof value === 'number' ? value : xmlText(value)}</${name}>`

/** dd/mm/yyyy, as the homes feed writes dates (Colombian time). */
export function feedDate(date: Date): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(date).split('-')
  return `${d}/${m}/${y}`
}

export const TROVIT_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<trovit>\n'
export const TROVIT_TAIL = '</trovit>\n'

/** One listing as an `<ad>` of the homes feed. */
export function trovitAd(l: FeedListing): string {
  const place = [l.cityArea, l.city].filter(Boolean).join(', ')
  const pictures = l.pictures.length
    ? `<pictures>${l.pictures
        .map((p) => `<picture>${element('picture_url', p.url)}${element('picture_title', p.title)}</picture>`)
        .join('')}</pictures>`
    : ''
  return (
    '<ad>' +
    element('id', l.code) +
    element('url', l.url) +
    element('title', l.title) +
    element('type', l.operation === 'rent' ? 'For rent' : 'For sale') +
    element('content', l.description) +
    element('price', l.price, l.operation === 'rent' ? ' period="monthly"' : '') +
    element('property_type', l.propertyType) +
    element('address', place) +
    element('city', l.city) +
    element('city_area', l.cityArea) +
    element('region', l.region) +
    element('latitude', l.lat) +
    element('longitude', l.lon) +
    element('floor_area', l.buildArea, ' unit="meters"') +
    element('plot_area', l.lotArea, ' unit="meters"') +
    element('rooms', l.bedrooms) +
    element('bathrooms', l.bathrooms) +
    element('parking', l.parking) +
    element('agency', l.agency.name) +
    pictures +
    (l.publishedAt ? element('date', feedDate(l.publishedAt)) : '') +
    '</ad>\n'
  )
}

/** One listing as an item of the JSON feed (the API's field names). */
export function feedItem(l: FeedListing) {
  return {
    id: l.id,
    code: l.code,
    url: l.url,
    title: l.title,
    description: l.description,
    operation: l.operation,
    price: l.price,
    admin_price: l.adminPrice,
    property_type: l.propertyType,
    municipality: l.city,
    sector: l.cityArea,
    department: l.region,
    lat: l.lat,
    lon: l.lon,
    ...listingFactsJson(l),
    photos: l.pictures.map((p) => p.url),
    agency: l.agency,
    published_at: l.publishedAt?.toISOString() ?? null,
    updated_at: l.updatedAt.toISOString(),
  }
}

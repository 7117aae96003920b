/**
 * The projects feed for aggregators (/feeds/projects.xml, documented in the README): one
 * `<project>` per public project with its unit types, in the homes feed's vocabulary where the
 * two share a meaning (url, city, city_area, region, latitude, longitude, pictures, date).
 */
import { element, feedDate, xmlText } from './feed.view'

export interface FeedUnitType {
  name: string
  builtArea: number | null
  privateArea: number | null
  bedrooms: number | null
  bathrooms: number | null
  parking: number | null
  priceFrom: number | null
  unitsAvailable: number | null
}

export interface FeedProject {
  /** The project's public (opaque) id. */
  id: string
  url: string
  name: string
  description: string
  builder: { id: string; name: string; url: string }
  stage: string
  /** YYYY-MM of the expected delivery. */
  delivery: string | null
  progress: number
  stratum: number | null
  vis: boolean
  vip: boolean
  priceFrom: number | null
  city: string | null
  cityArea: string | null
  region: string | null
  /** Approximate, as the project page's circle. */
  lat: number | null
  lon: number | null
  amenities: string[]
  unitTypes: FeedUnitType[]
  pictures: string[]
  publishedAt: Date | null
}

export const PROJECTS_FEED_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<projects>\n'
export const PROJECTS_FEED_TAIL = '</projects>\n'

const list = (name: string, items: string[]) => (items.length ? `<${name}>${items.join('')}</${name}>` : '')
const meters = ' unit="meters"'

function unitTypeXml(u: FeedUnitType): string {
  return (
    '<unit_type>' +
    element('name', u.name) +
    element('floor_area', u.builtArea, meters) +
    element('private_area', u.privateArea, meters) +
    element('rooms', u.bedrooms) +
    element('bathrooms', u.bathrooms) +
    element('parking', u.parking) +
    element('price_from', u.priceFrom, ' currency="COP"') +
    element('units_available', u.unitsAvailable) +
    '</unit_type>'
  )
}

/** One project as a `<project>` of the feed. */
export function projectXml(p: FeedProject): string {
  return (
    '<project>' +
    element('id', p.id) +
    element('url', p.url) +
    element('name', p.name) +
    element('content', p.description) +
    element('builder', p.builder.name, ` id="${xmlText(p.builder.id)}" url="${xmlText(p.builder.url)}"`) +
    element('stage', p.stage) +
    element('delivery', p.delivery) +
    element('progress', p.progress) +
    element('stratum', p.stratum) +
    element('vis', p.vis ? 1 : 0) +
    element('vip', p.vip ? 1 : 0) +
    element('price_from', p.priceFrom, ' currency="COP"') +
    element('city', p.city) +
    element('city_area', p.cityArea) +
    element('region', p.region) +
    element('latitude', p.lat) +
    element('longitude', p.lon) +
    list(
      'amenities',
      p.amenities.map((a) => element('amenity', a)),
    ) +
    list('unit_types', p.unitTypes.map(unitTypeXml)) +
    list(
      'pictures',
      p.pictures.map((url) => `<picture>${element('picture_url', url)}</picture>`),
    ) +
    (p.publishedAt ? element('date', feedDate(p.publishedAt)) : '') +
    '</project>\n'
  )
}

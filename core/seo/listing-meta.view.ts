/**
 * What search engines and link previews read on a listing page: schema.org JSON-LD
 * (RealEstateListing → Offer → the accommodation, with address, approximate coordinates
 * and floor size), Open Graph and Twitter tags with the 1200×630 photo crop, so a listing
 * shared on WhatsApp shows its photo, price and title. Pure functions over the listing view,
 * free of server-only imports: the page computes them in the browser too (meta, hydration).
 */
import type { ListingDetail } from '#core/listings'
import { formatCop } from '#core/shared/browser'

/** The sharing crop the photo pipeline makes (core/media/image-pipeline.infra.ts OG_SIZE). */
const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** A tag as React Router's meta descriptors spell it. */
export type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string }

/** schema.org type of the thing offered, by property type slug. */
const SCHEMA_TYPES: Record<string, string> = {
  apartment: 'Apartment',
  studio: 'Apartment',
  house: 'SingleFamilyResidence',
  farm: 'House',
  'commercial-house': 'Accommodation',
  office: 'Accommodation',
  'consulting-room': 'Accommodation',
  'local-shop': 'Accommodation',
  warehouse: 'Accommodation',
  lot: 'Place',
}

export function schemaTypeFor(propertyTypeSlug: string): string {
  return SCHEMA_TYPES[propertyTypeSlug] ?? 'Accommodation'
}

export function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : origin + path
}

/** The largest rendition up to 1200 px wide, for JSON-LD and as a fallback preview. */
function largestPhotoUrl(photo: ListingDetail['photos'][number]): string | null {
  const fitting = photo.sources.filter((s) => s.width <= 1200)
  return (fitting.at(-1) ?? photo.sources[0])?.url ?? null
}

/** schema.org's amenities of a place (a listing's features, a project's common areas). */
export function amenityFeatures(items: ReadonlyArray<{ name: string }>) {
  return items.map((f) => ({ '@type': 'LocationFeatureSpecification', name: f.name, value: true }))
}

export interface ListingSeoInput {
  listing: ListingDetail
  /** Absolute origin (PUBLIC_URL or the request's). */
  origin: string
  /** The absolute canonical URL of this page (in its language). */
  url: string
  brand: string
  locale: 'es-CO' | 'en'
}

/** `$ 2.500.000 · Apartamento con balcón en El Poblado`, the title a preview shows. */
export function listingShareTitle(listing: ListingDetail): string {
  return listing.price != null ? `${formatCop(listing.price)} · ${listing.title}` : listing.title
}

export function listingJsonLd({ listing, origin, url }: Pick<ListingSeoInput, 'listing' | 'origin' | 'url'>) {
  const images = listing.photos
    .map(largestPhotoUrl)
    .filter((u): u is string => !!u)
    .map((u) => absolute(origin, u))
  const address = {
    '@type': 'PostalAddress',
    ...(listing.sector ? { streetAddress: listing.sector.name } : {}),
    ...(listing.municipality ? { addressLocality: listing.municipality.name } : {}),
    ...(listing.department ? { addressRegion: listing.department.name } : {}),
    addressCountry: 'CO',
  }
  const geo = listing.location
    ? { '@type': 'GeoCoordinates', latitude: listing.location.lat, longitude: listing.location.lon }
    : undefined
  const accommodation: Record<string, unknown> = {
    '@type': schemaTypeFor(listing.propertyType.slug),
    name: listing.title,
    address,
    ...(geo ? { geo } : {}),
    ...(listing.buildArea
      ? { floorSize: { '@type': 'QuantitativeValue', value: listing.buildArea, unitCode: 'MTK' } }
      : {}),
    ...(listing.bedrooms != null ? { numberOfRooms: listing.bedrooms, numberOfBedrooms: listing.bedrooms } : {}),
    ...(listing.bathrooms != null ? { numberOfBathroomsTotal: listing.bathrooms } : {}),
    ...(listing.floor != null ? { floorLevel: String(listing.floor) } : {}),
    ...(listing.features.length
      ? {
          amenityFeature: amenityFeatures(listing.features),
        }
      : {}),
  }
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url,
    priceCurrency: 'COP',
    ...(listing.price != null ? { price: listing.price } : {}),
    businessFunction:
      listing.operation === 'rent'
        ? 'http://purl.org/goodrelations/v1#LeaseOut'
        : 'http://purl.org/goodrelations/v1#Sell',
    availability: 'https://schema.org/InStock',
    ...(listing.operation === 'rent' && listing.price != null
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: listing.price,
            priceCurrency: 'COP',
            unitCode: 'MON',
          },
        }
      : {}),
    seller: { '@type': 'RealEstateAgent', name: listing.agency.name, url: absolute(origin, listing.agency.path) },
    itemOffered: accommodation,
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: listing.title,
    description: listing.shortDescription,
    identifier: listing.code,
    ...(listing.publishedAt ? { datePosted: listing.publishedAt } : {}),
    dateModified: listing.updatedAt,
    ...(images.length ? { image: images } : {}),
    address,
    ...(geo ? { geo } : {}),
    offers: offer,
  }
}

/** Title, description, Open Graph and Twitter tags of a listing page. */
export function listingMetaTags({ listing, origin, url, brand, locale }: ListingSeoInput): MetaTag[] {
  const photo = listing.photos[0]
  return pageMetaTags({
    title: listing.title,
    shareTitle: listingShareTitle(listing),
    description: listing.shortDescription,
    url,
    brand,
    locale,
    image: photo ? { url: absolute(origin, photo.og), alt: photo.alt ?? listing.title } : null,
  })
}

/** What a shared page shows: its title, description and 1200×630 image (absolute), for both kinds of page. */
export interface PageShare {
  title: string
  shareTitle: string
  description: string
  url: string
  brand: string
  locale: 'es-CO' | 'en'
  image: { url: string; alt: string } | null
}

/** Title, description, Open Graph and Twitter tags of a public page with a preview image. */
export function pageMetaTags({ title, shareTitle, description, url, brand, locale, image }: PageShare): MetaTag[] {
  const tags: MetaTag[] = [
    { title: `${title} | ${brand}` },
    { name: 'description', content: description },
    { property: 'og:site_name', content: brand },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: locale === 'en' ? 'en_US' : 'es_CO' },
    { property: 'og:url', content: url },
    { property: 'og:title', content: shareTitle },
    { property: 'og:description', content: description },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: shareTitle },
    { name: 'twitter:description', content: description },
  ]
  if (image) {
    tags.push(
      { property: 'og:image', content: image.url },
      { property: 'og:image:type', content: 'image/jpeg' },
      { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:image', content: image.url },
      { name: 'twitter:image:alt', content: image.alt },
    )
  }
  return tags
}

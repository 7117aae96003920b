/**
 * What search engines read on a project page: schema.org JSON-LD of the development as an
 * `ApartmentComplex` (also typed `Product`, the type that may carry `offers`) with an
 * `AggregateOffer` over its unit types' prices from, one `Offer` per unit type, the builder
 * as brand, the approximate point and the amenities. Pure, over the public view.
 */
import type { PublicProjectView } from '#core/projects'
import { absolute, amenityFeatures, pageMetaTags, type MetaTag, type PageShare } from './listing-meta.view'

export function projectJsonLd({
  project: p,
  url,
  description,
}: {
  project: PublicProjectView
  url: string
  description: string
}) {
  const origin = new URL(url).origin
  const priced = p.unit_types.filter((u) => u.price_from != null)
  const prices = priced.map((u) => u.price_from as number)
  const available = p.unit_types.reduce((sum, u) => sum + (u.units_available ?? 0), 0)
  const address = {
    '@type': 'PostalAddress',
    ...(p.sector ? { streetAddress: p.sector } : {}),
    ...(p.municipality ? { addressLocality: p.municipality } : {}),
    ...(p.department ? { addressRegion: p.department } : {}),
    addressCountry: 'CO',
  }
  const builder = { '@type': 'Organization', name: p.builder.name, url: p.builder.url }
  return {
    '@context': 'https://schema.org',
    '@type': ['ApartmentComplex', 'Product'],
    '@id': url,
    url,
    name: p.name,
    description,
    ...(p.photos.length ? { image: p.photos.map((photo) => absolute(origin, photo.url)) } : {}),
    address,
    ...(p.lat != null && p.lon != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: p.lat, longitude: p.lon } }
      : {}),
    ...(available ? { numberOfAvailableAccommodationUnits: available } : {}),
    ...(p.amenities.length ? { amenityFeature: amenityFeatures(p.amenities) } : {}),
    brand: builder,
    ...(prices.length
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'COP',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: priced.length,
            availability: !available
              ? 'https://schema.org/SoldOut'
              : p.stage === 'entrega_inmediata'
                ? 'https://schema.org/InStock'
                : 'https://schema.org/PreOrder',
            seller: builder,
            offers: priced.map((u) => ({
              '@type': 'Offer',
              name: u.name,
              price: u.price_from,
              priceCurrency: 'COP',
              businessFunction: 'http://purl.org/goodrelations/v1#Sell',
              itemOffered: {
                '@type': 'Apartment',
                name: u.name,
                ...((u.private_area ?? u.built_area)
                  ? {
                      floorSize: {
                        '@type': 'QuantitativeValue',
                        value: u.private_area ?? u.built_area,
                        unitCode: 'MTK',
                      },
                    }
                  : {}),
                ...(u.bedrooms != null ? { numberOfBedrooms: u.bedrooms, numberOfRooms: u.bedrooms } : {}),
                ...(u.bathrooms != null ? { numberOfBathroomsTotal: u.bathrooms } : {}),
              },
            })),
          },
        }
      : {}),
  }
}

/** Title, description, Open Graph and Twitter tags of a project page, with its cover's sharing crop. */
export function projectMetaTags({
  project,
  ...share
}: Omit<PageShare, 'image'> & { project: PublicProjectView }): MetaTag[] {
  const cover = project.photos[0]
  const image = cover ? { url: absolute(new URL(share.url).origin, cover.og_url), alt: project.name } : null
  return pageMetaTags({ ...share, image })
}

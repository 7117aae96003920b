import { expect, test } from 'vitest'
import type { ListingDetail } from '#core/listings/listing-detail.service'
import { serializeJsonLd } from './json-ld.utils'
import { listingJsonLd, listingMetaTags, schemaTypeFor } from './listing-meta.view'

const listing: ListingDetail = {
  id: 'abcdEFGH',
  code: 'WI-1001',
  agencyCode: null,
  status: 'published',
  businessType: 'rent',
  operations: ['rent'],
  operation: 'rent',
  title: 'Apartamento </script> con balcón en Laureles',
  description: 'Largo texto',
  shortDescription: 'Texto corto',
  price: 2_500_000,
  rentPrice: 2_500_000,
  salePrice: null,
  adminPrice: 300_000,
  monthlyTotal: 2_800_000,
  pricePerM2: 32_051,
  priceComparison: null,
  buildArea: 78,
  lotArea: null,
  stratum: 4,
  bedrooms: 3,
  bathrooms: 2,
  parking: 1,
  floor: 5,
  age: 8,
  privateArea: 70,
  rentalRequirements: null,
  propertyType: { id: 't1', slug: 'apartment', name: 'Apartamento', plural: 'Apartamentos' },
  department: { id: 'd1', name: 'Antioquia' },
  municipality: { id: 'm1', name: 'Medellín' },
  sector: { id: 's1', name: 'Laureles' },
  location: { lat: 6.245, lon: -75.59, radiusM: 300 },
  features: [{ id: 'f1', slug: 'balcony', name: 'Balcón' }],
  photos: [
    {
      id: 'p1',
      alt: null,
      width: 1200,
      height: 800,
      sources: [
        { url: '/media/l/1-480.webp', width: 480 },
        { url: '/media/l/1-1200.webp', width: 1200 },
      ],
      og: '/media/l/1-og.jpg',
    },
  ],
  agency: { id: 'c1', name: 'Inmobiliaria Andina', logo: null, path: '/realstate/c1/andina' },
  publisher: { kind: 'agency', verified: false, phone_confirmed: false },
  adviser: null,
  phone: '3001112233',
  whatsapp: '573001112233',
  otherOffers: [],
  path: '/property/apartamento/medellin/laureles/abcdEFGH/ot/rentOP12',
  operationPaths: { rent: '/property/apartamento/medellin/laureles/abcdEFGH/ot/rentOP12' },
  publishedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
}
const url = 'https://wi.co' + listing.path

test('JSON-LD is a RealEstateListing with a COP offer of the accommodation, address, approximate geo and floor size', () => {
  const ld = listingJsonLd({ listing, origin: 'https://wi.co', url })
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    url,
    image: ['https://wi.co/media/l/1-1200.webp'],
    offers: {
      '@type': 'Offer',
      price: 2_500_000,
      priceCurrency: 'COP',
      itemOffered: {
        '@type': 'Apartment',
        numberOfRooms: 3,
        floorSize: { '@type': 'QuantitativeValue', value: 78, unitCode: 'MTK' },
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Medellín',
          addressRegion: 'Antioquia',
          addressCountry: 'CO',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 6.245, longitude: -75.59 },
      },
    },
  })
  expect(schemaTypeFor('house')).toBe('SingleFamilyResidence')
  expect(schemaTypeFor('unknown')).toBe('Accommodation')
})

test('the JSON-LD text cannot close its script element', () => {
  const text = serializeJsonLd(listingJsonLd({ listing, origin: 'https://wi.co', url }))
  expect(text).not.toContain('</script>')
  expect(text).not.toContain('<')
  expect(JSON.parse(text).name).toBe(listing.title)
})

test('Open Graph and Twitter tags carry the price and title and the 1200×630 photo', () => {
  const tags = listingMetaTags({ listing, origin: 'https://wi.co', url, brand: 'Wi Inmuebles', locale: 'es-CO' })
  const get = (key: string) =>
    tags.find((t) => ('property' in t && t.property === key) || ('name' in t && t.name === key)) as
      { content: string } | undefined
  expect(get('og:title')?.content).toBe(`$ 2.500.000 · ${listing.title}`)
  expect(get('og:image')?.content).toBe('https://wi.co/media/l/1-og.jpg')
  expect(get('og:image:width')?.content).toBe('1200')
  expect(get('og:image:height')?.content).toBe('630')
  expect(get('og:url')?.content).toBe(url)
  expect(get('twitter:card')?.content).toBe('summary_large_image')
  expect(get('description')?.content).toBe('Texto corto')
  expect(tags[0]).toEqual({ title: `${listing.title} | Wi Inmuebles` })
})

/** A listing card as the pages show it (similar listings, the microsite), from the card projection. */
import { type Operation, encodeId } from '#core/shared'
import type { ListingCardRow } from './listing-card.sql'
import { priceFor } from './listing-prices.rules'
import { publisherOf, type Publisher } from './publisher.view'
import { listingPath, mediaUrl, photoSources, type PhotoSource, shownOperation } from './listing-url.view'

export interface ListingCard {
  id: string
  code: string
  path: string
  title: string
  operation: Operation
  price: number | null
  adminPrice: number | null
  buildArea: number | null
  stratum: number | null
  bedrooms: number | null
  bathrooms: number | null
  parking: number | null
  typeName: string
  municipalityName: string | null
  sectorName: string | null
  agencyName: string
  agencyLogo: string | null
  /** Who publishes it and what staff verified (the badges). */
  publisher: Publisher
  photo: { sources: PhotoSource[] } | null
}

/** The card for the wanted operation when the listing offers it, else for its default one. */
export function toListingCard(row: ListingCardRow, wanted: Operation | null, locale: string | undefined): ListingCard {
  const op = shownOperation(row.businessType, wanted)
  return {
    id: encodeId('property', row.id),
    code: row.code,
    path: listingPath(row, op),
    title: row.title,
    operation: op,
    price: priceFor(row, op),
    adminPrice: row.adminPrice,
    buildArea: row.buildArea,
    stratum: row.stratum,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parking: row.parking,
    typeName: locale === 'en' ? row.typeNameEn : row.typeNameEs,
    municipalityName: row.municipalityName,
    sectorName: row.sectorName,
    agencyName: row.customerName,
    agencyLogo: row.customerLogo ? mediaUrl(row.customerLogo) : null,
    publisher: publisherOf(row),
    photo: row.photoKey ? { sources: photoSources(row.photoKey, row.photoWidths) } : null,
  }
}

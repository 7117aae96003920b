/**
 * A search's result cards: the rows PostgreSQL gives by id, shaped for the page and the API
 * (opaque ids, the listing's and agency's paths, prices of the shown operation, photo sizes).
 */
import { listingPath, mediaUrl, micrositePath, derivedPrices, shownOperation } from '#core/listings'
import { listingFacts, type ListingFacts } from '#core/listings/browser'
import { photoUrls } from '#core/media'
import { boundedMemo, encodeId, type Operation } from '#core/shared'
import type { SearchFilter } from './search-address.rules'
import type { SearchResultRow } from './search.queries'

export interface SearchResult extends ListingFacts {
  id: string
  code: string
  title: string
  /** Spanish path of the listing page for the shown operation (prefix /en for English). */
  path: string
  operation: Operation
  price: number | null
  adminPrice: number | null
  /** Rent plus administración (rent only). */
  monthlyTotal: number | null
  pricePerM2: number | null
  typeId: string
  typeName: string
  municipalityId: string | null
  municipalityName: string | null
  sectorName: string | null
  agency: { id: string; name: string; logo: string | null; path: string }
  photo: { src: string; srcset: string } | null
  publishedAt: string | null
  /** Agencies publishing this property (one card per property; its lowest price among the matches). */
  agencyCount: number
}

/** Listing and microsite paths, remembered (bounded): each is built from several encoded ids. */
const cachedPath = boundedMemo<string>(100_000)

export function toResult(row: SearchResultRow, filter: SearchFilter, locale: 'es-CO' | 'en'): SearchResult {
  const operation = shownOperation(row.businessType, filter.operation)
  const prices = derivedPrices(row, operation)
  const photo = row.photoKey ? photoUrls({ storageKey: row.photoKey, widths: row.photoWidths }) : null
  return {
    id: encodeId('property', row.id),
    code: row.code,
    title: row.title,
    path: cachedPath(`${row.id}:${operation}:${row.title}:${row.municipalityName}:${row.sectorName}`, () =>
      listingPath(row, operation),
    ),
    operation,
    price: prices.price,
    adminPrice: row.adminPrice,
    monthlyTotal: prices.monthlyTotal,
    pricePerM2: prices.pricePerM2,
    ...listingFacts(row),
    typeId: encodeId('propertyType', row.propertyTypeId),
    typeName: locale === 'en' ? row.typeNameEn : row.typeNameEs,
    municipalityId: row.municipalityId ? encodeId('municipality', row.municipalityId) : null,
    municipalityName: row.municipalityName,
    sectorName: row.sectorName,
    agency: {
      id: encodeId('customer', row.customerId),
      name: row.customerName,
      logo: row.customerLogo ? mediaUrl(row.customerLogo) : null,
      path: cachedPath(`agency:${row.customerId}:${row.customerSlug}:${row.customerName}`, () =>
        micrositePath({ id: row.customerId, slug: row.customerSlug, name: row.customerName }),
      ),
    },
    photo: photo ? { src: photo.src, srcset: photo.srcset } : null,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    agencyCount: row.agencyCount,
  }
}

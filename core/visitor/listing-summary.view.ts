/** The short view of a listing the visitor tools show (dropdown, comparison, favourites). */
import { derivedPrices } from '#core/listings/browser'
import { defaultOperation, listingPath, photoSources, type PhotoSource } from '#core/listings'
import { encodeId, type Operation } from '#core/shared'
import type { SummaryRow } from './visitor.queries'
import { listingFacts, type ListingFacts } from '#core/listings/browser'

export interface ListingSummary extends ListingFacts {
  id: string
  code: string
  title: string
  path: string
  operation: Operation
  typeName: string
  municipalityName: string | null
  sectorName: string | null
  agencyName: string
  photo: string | null
  photoSources: PhotoSource[]
  rentPrice: number | null
  salePrice: number | null
  adminPrice: number | null
  /** rent + administración, when the rent is shown. */
  monthlyTotal: number | null
  /** Price of the shown operation per built m². */
  pricePerM2: number | null
}

export function toSummary(row: SummaryRow, locale: 'es-CO' | 'en' = 'es-CO'): ListingSummary {
  const operation = defaultOperation(row.businessType)
  const sources = row.photoKey ? photoSources(row.photoKey, row.photoWidths) : []
  const prices = derivedPrices(row, operation)
  return {
    id: encodeId('property', row.id),
    code: row.code,
    title: row.title,
    path: listingPath(
      {
        id: row.id,
        title: row.title,
        municipalityName: row.municipalityName,
        sectorName: row.sectorName,
        businessType: row.businessType,
      },
      operation,
      locale === 'en' ? '/en' : '',
    ),
    operation,
    typeName: locale === 'en' ? row.typeNameEn : row.typeNameEs,
    municipalityName: row.municipalityName,
    sectorName: row.sectorName,
    agencyName: row.customerName,
    photo: (sources.find((s) => s.width >= 480) ?? sources[0])?.url ?? null,
    photoSources: sources,
    rentPrice: row.rentPrice,
    salePrice: row.salePrice,
    adminPrice: row.adminPrice,
    monthlyTotal: prices.monthlyTotal,
    pricePerM2: prices.pricePerM2,
    ...listingFacts(row),
  }
}

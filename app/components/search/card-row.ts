/**
 * A result card as the search page's loader sends it: a tuple rather than an object. React
 * Router writes the loader's data into the page a second time for hydration, with a
 * reference for every key of every object: 24 cards of 20 fields were about 7 KB of
 * references alone. packCard (in the loader) and unpackCard (in the page) are the only two
 * places that know the order.
 */
import type { SearchResult } from '#core/search'

export interface CardView {
  id: string
  title: string
  path: string
  operation: SearchResult['operation']
  price: number | null
  adminPrice: number | null
  monthlyTotal: number | null
  pricePerM2: number | null
  buildArea: number | null
  stratum: number | null
  bedrooms: number | null
  bathrooms: number | null
  parking: number | null
  typeName: string
  /** "Barrio, Municipio" (either may be missing). */
  place: string
  agencyName: string
  agencyLogo: string | null
  photo: { src: string; srcset: string } | null
}

export type CardRow = [
  id: string,
  title: string,
  path: string,
  operation: CardView['operation'],
  price: number | null,
  adminPrice: number | null,
  monthlyTotal: number | null,
  pricePerM2: number | null,
  buildArea: number | null,
  stratum: number | null,
  bedrooms: number | null,
  bathrooms: number | null,
  parking: number | null,
  typeName: string,
  place: string,
  agencyName: string,
  agencyLogo: string | null,
  photoSrc: string | null,
  photoSrcset: string | null,
]

/** The card a search result shows, packed for the page's data. */
export function packCard(r: SearchResult): CardRow {
  return [
    r.id,
    r.title,
    r.path,
    r.operation,
    r.price,
    r.adminPrice,
    r.monthlyTotal,
    r.pricePerM2,
    r.buildArea,
    r.stratum,
    r.bedrooms,
    r.bathrooms,
    r.parking,
    r.typeName,
    [r.sectorName, r.municipalityName].filter(Boolean).join(', '),
    r.agency.name,
    r.agency.logo,
    r.photo?.src ?? null,
    r.photo?.srcset ?? null,
  ]
}

export function unpackCard([
  id,
  title,
  path,
  operation,
  price,
  adminPrice,
  monthlyTotal,
  pricePerM2,
  buildArea,
  stratum,
  bedrooms,
  bathrooms,
  parking,
  typeName,
  place,
  agencyName,
  agencyLogo,
  photoSrc,
  photoSrcset,
]: CardRow): CardView {
  const photo = photoSrc && photoSrcset ? { src: photoSrc, srcset: photoSrcset } : null
  return {
    id,
    title,
    path,
    operation,
    price,
    adminPrice,
    monthlyTotal,
    pricePerM2,
    buildArea,
    stratum,
    bedrooms,
    bathrooms,
    parking,
    typeName,
    place,
    agencyName,
    agencyLogo,
    photo,
  }
}

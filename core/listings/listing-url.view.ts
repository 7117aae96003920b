/**
 * The public address of a listing, exactly as the specification shapes it:
 * /property/{seoTitle}/{seoMunicipality}/{seoSector}/{propertyId}/ot/{otId}
 * Slugs are for people and search engines; only the ids decide what is shown, and a
 * request with stale slugs is redirected to this canonical form.
 */
import { mediaStorage } from '#core/media'
import { encodeId, encodeOperation, type Operation, slugify } from '#core/shared'
import type { BusinessType } from './business-types.constants'
import { PHOTO_WIDTHS } from '#core/media/browser'

export interface ListingUrlParts {
  id: number
  title: string
  municipalityName: string | null
  sectorName: string | null
  businessType: BusinessType
}

/** The operation a listing is shown for by default: rent when it can be rented. */
export function defaultOperation(businessType: BusinessType): Operation {
  return businessType === 'sale' ? 'sale' : 'rent'
}

export function operationsOf(businessType: BusinessType): Operation[] {
  return businessType === 'sale_rent' ? ['rent', 'sale'] : [businessType]
}

/** The operation a listing is shown in: the one asked for when the listing offers it, else its default. */
export function shownOperation(businessType: BusinessType, wanted: Operation | null | undefined): Operation {
  return wanted && operationsOf(businessType).includes(wanted) ? wanted : defaultOperation(businessType)
}

export function listingPath(
  listing: ListingUrlParts,
  operation: Operation = defaultOperation(listing.businessType),
  localePrefix = '',
): string {
  const parts = [
    slugify(listing.title),
    slugify(listing.municipalityName ?? 'colombia'),
    slugify(listing.sectorName ?? 'sector'),
    encodeId('property', listing.id),
    'ot',
    encodeOperation(operation),
  ]
  return `${localePrefix}/property/${parts.join('/')}`
}

/** An agency's microsite: /realstate/{customerId}/{seoCustomerName}. */
export function micrositePath(customer: { id: number; slug?: string | null; name: string }, localePrefix = ''): string {
  return `${localePrefix}/realstate/${encodeId('customer', customer.id)}/${slugify(customer.slug || customer.name)}`
}

/** The public address of stored media (listing photos, agency logos); absolute URLs pass through. */
export function mediaUrl(storagePath: string): string {
  if (/^https?:\/\//.test(storagePath)) return storagePath
  const key = storagePath.replace(/^\/+/, '').replace(/^media\//, '')
  try {
    return mediaStorage().publicUrl(key)
  } catch {
    return `/media/${key}`
  }
}

export interface PhotoSource {
  url: string
  width: number
}

/** The WebP renditions of a listing photo (`{key}-{width}.webp`), narrowest first. */
/** The stored sizes of a photo, smallest first (a photo without its own list has the standard widths). */
export function photoSources(storageKey: string, widths: string | null): PhotoSource[] {
  return (widths ?? PHOTO_WIDTHS.join(','))
    .split(',')
    .map((w) => Number(w.trim()))
    .filter((w) => Number.isInteger(w) && w > 0)
    .sort((a, b) => a - b)
    .map((width) => ({ url: mediaUrl(`${storageKey}-${width}.webp`), width }))
}

export function srcSet(sources: PhotoSource[]): string {
  return sources.map((s) => `${s.url} ${s.width}w`).join(', ')
}

/** The 1200×630 JPEG crop made for link previews (WhatsApp, Facebook, X). */
export function ogImageUrl(storageKey: string): string {
  return mediaUrl(`${storageKey}-og.jpg`)
}

/**
 * The ids in a listing address after /property/: the segment before `ot` is the
 * property id and the one after it the operation id. Slugs may be stale or missing
 * (`/property/{id}` alone is accepted); the caller redirects to the canonical path.
 */
export function parseListingPath(splat: string): { propertyId: string | null; otId: string | null } {
  const segments = splat.split('/').filter(Boolean)
  const ot = segments.lastIndexOf('ot')
  if (ot > 0 && ot === segments.length - 2) return { propertyId: segments[ot - 1], otId: segments[ot + 1] }
  if (ot > 0 && ot === segments.length - 1) return { propertyId: segments[ot - 1], otId: null }
  return { propertyId: segments.at(-1) ?? null, otId: null }
}

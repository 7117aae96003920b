/**
 * An agency's microsite, /realstate/{customerId}/{seoCustomerName}: the agency's banner,
 * logo, description, contacts, social links, advisers and its published listings, with
 * filters scoped to the agency. Only active agencies have one; any other id is a 404.
 */
import {
  toListingCard,
  type ListingCard,
  micrositePath,
  formatPhone,
  telHref,
  whatsappUrl,
  OPERATION_TYPES,
} from '#core/listings'
import {
  type ServiceContext,
  notFound,
  decodeId,
  decodeOperation,
  encodeId,
  encodeOperation,
  type Operation,
} from '#core/shared'
import { adviserView, micrositeLookView, type AdviserView, type MicrositeLookView } from './customer.view'
import { listAdvisers, placeNames } from './customer.queries'
import { findPublicCustomer, listMicrositeListings, micrositeTypeCounts } from './microsite.queries'

export const MICROSITE_PER_PAGE = 12

export interface MicrositeQuery {
  /** The opaque customer id from the address. */
  customerId: string | undefined
  /** operation_type_id (opaque, as on the search page). */
  operationTypeId?: string | null
  /** property_types (one opaque id). */
  propertyType?: string | null
  page?: number
}

export interface MicrositeView {
  agency: MicrositeLookView & {
    id: string
    name: string
    slug: string
    description: string | null
    website: string | null
    email: string | null
    address: string | null
    place: string | null
    /** Staff verified its NIT and Cámara de Comercio certificate (issue 33: "Inmobiliaria verificada"). */
    verified: boolean
    phones: Array<{ display: string; href: string | null }>
    whatsappUrl: string | null
    socialLinks: Array<{ network: string; url: string }>
    advisers: AdviserView[]
  }
  /** Spanish canonical path (/realstate/{id}/{slug}). */
  path: string
  listings: ListingCard[]
  filters: {
    operation: Operation | null
    propertyType: string | null
    operations: Array<{ id: string; operation: Operation }>
    types: Array<{ id: string; name: string; count: number }>
  }
  meta: { total: number; page: number; perPage: number; pages: number }
}

/** An active agency (one with a microsite), or 404; the leads module addresses microsite messages to it. */
export async function getPublicCustomer(ctx: ServiceContext, customerId: number) {
  const row = await findPublicCustomer(ctx.db, customerId)
  if (!row) throw notFound()
  return row
}

/** The customer id of a short link (/r/{id}) resolved to its canonical microsite path, or 404. */
export async function micrositePathFor(ctx: ServiceContext, publicId: string | undefined): Promise<string> {
  const id = decodeId('customer', publicId)
  if (id == null) throw notFound()
  return micrositePath(await getPublicCustomer(ctx, id))
}

export async function getMicrosite(
  ctx: ServiceContext,
  query: MicrositeQuery,
  whatsappGreeting = '',
): Promise<MicrositeView> {
  const id = decodeId('customer', query.customerId)
  if (id == null) throw notFound()
  const row = await getPublicCustomer(ctx, id)
  // Malformed filters are ignored on a public page rather than failing it.
  const operation = query.operationTypeId ? decodeOperation(query.operationTypeId) : null
  const propertyTypeId = query.propertyType ? decodeId('propertyType', query.propertyType) : null
  const page = Math.max(1, Math.min(1000, Math.floor(query.page ?? 1) || 1))
  const [{ rows, total }, types, adviserRows, place] = await Promise.all([
    listMicrositeListings(ctx.db, {
      customerId: row.id,
      operation,
      propertyTypeId,
      limit: MICROSITE_PER_PAGE,
      offset: (page - 1) * MICROSITE_PER_PAGE,
    }),
    micrositeTypeCounts(ctx.db, row.id),
    listAdvisers(ctx.db, row.id, { activeOnly: true }),
    placeNames(ctx.db, row.departmentId, row.municipalityId),
  ])
  return {
    agency: {
      id: encodeId('customer', row.id),
      name: row.name,
      slug: row.slug,
      description: row.description,
      ...micrositeLookView(row),
      website: row.website,
      email: row.email,
      address: row.address,
      place:
        [place.municipalityName, place.departmentName].filter((p, i, all) => p && all.indexOf(p) === i).join(', ') ||
        null,
      verified: row.verifiedAt != null,
      phones: row.phones.map((p) => ({ display: formatPhone(p), href: telHref(p) })),
      whatsappUrl: whatsappUrl(row.whatsapp, whatsappGreeting),
      socialLinks: Object.entries(row.socialLinks)
        .filter(([, url]) => typeof url === 'string' && /^https?:\/\//.test(url))
        .map(([network, url]) => ({ network, url: url as string })),
      advisers: adviserRows.map(adviserView),
    },
    path: micrositePath(row),
    listings: rows.map((r) => toListingCard(r, operation, ctx.locale)),
    filters: {
      operation,
      propertyType: propertyTypeId ? encodeId('propertyType', propertyTypeId) : null,
      operations: OPERATION_TYPES.map((op) => ({ id: encodeOperation(op), operation: op })),
      types: types.map((t) => ({
        id: encodeId('propertyType', t.id),
        name: ctx.locale === 'en' ? t.nameEn : t.nameEs,
        count: t.n,
      })),
    },
    meta: { total, page, perPage: MICROSITE_PER_PAGE, pages: Math.max(1, Math.ceil(total / MICROSITE_PER_PAGE)) },
  }
}

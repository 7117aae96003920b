/** One batch of demo listings written with their features, photos and search documents, in a few bulk statements. */
import type { Executor } from '#db/client'
import { buildSearchDocument } from '#core/listings/search-document.rules'
import { insertIntPairs, insertJsonRows } from '../bulk'
import { type LeadSeedListing } from './leads'
import { type DemoListing } from './listings'
import { POOL_PHOTO_SIZE } from './photo-pool'
import { SCENE_ALT, type SceneKind } from './photo-scenes'
import type { AgencyIds, Lookups } from './insert-agencies'

const PROPERTY_COLUMNS = {
  code: 'text',
  agency_code: 'text',
  customer_id: 'int',
  adviser_id: 'int',
  property_type_id: 'int',
  business_type: 'text',
  status: 'text',
  status_before_delete: 'text',
  title: 'text',
  description: 'text',
  rent_price: 'bigint',
  sale_price: 'bigint',
  admin_price: 'bigint',
  build_area: 'float8',
  private_area: 'float8',
  lot_area: 'float8',
  stratum: 'int2',
  bedrooms: 'int2',
  bathrooms: 'int2',
  parking: 'int2',
  floor: 'int2',
  age: 'int2',
  rental_guarantees: 'text[]',
  rental_documents: 'text[]',
  rental_min_term_months: 'int2',
  department_id: 'int',
  municipality_id: 'int',
  sector_id: 'int',
  address: 'text',
  lat: 'float8',
  lon: 'float8',
  search_document: 'text',
  published_at: 'timestamptz',
  unpublished_at: 'timestamptz',
  deleted_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
}
const PHOTO_COLUMNS = {
  property_id: 'int',
  position: 'int2',
  storage_key: 'text',
  width: 'int',
  height: 'int',
  widths: 'text',
  alt: 'text',
  created_at: 'timestamptz',
}
export const LEAD_COLUMNS = {
  kind: 'text',
  status: 'text',
  customer_id: 'int',
  property_id: 'int',
  municipality_id: 'int',
  name: 'text',
  email: 'text',
  phone: 'text',
  message: 'text',
  consent_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
}

function propertyRow(l: DemoListing, lookups: Lookups, agencies: AgencyIds) {
  const place = lookups.municipalities.get(l.municipalityCode)!
  const type = lookups.types.get(l.typeSlug)!
  const adviserList = agencies.adviserIds[l.agencyIndex]
  return {
    code: l.code,
    agency_code: l.agencyCode,
    customer_id: agencies.customerIds[l.agencyIndex],
    adviser_id: adviserList[l.adviserIndex % adviserList.length] ?? null,
    property_type_id: type.id,
    business_type: l.businessType,
    status: l.status,
    status_before_delete: l.statusBeforeDelete,
    title: l.title,
    description: l.description,
    rent_price: l.rentPrice,
    sale_price: l.salePrice,
    admin_price: l.adminPrice,
    build_area: l.buildArea,
    private_area: l.privateArea,
    lot_area: l.lotArea,
    stratum: l.stratum,
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    parking: l.parking,
    floor: l.floor,
    age: l.age,
    rental_guarantees: l.rentalGuarantees,
    rental_documents: l.rentalDocuments,
    rental_min_term_months: l.rentalMinTermMonths,
    department_id: place.departmentId,
    municipality_id: place.id,
    sector_id: l.sectorSlug ? (lookups.sectors.get(`${l.municipalityCode}/${l.sectorSlug}`) ?? null) : null,
    address: l.address,
    lat: l.lat,
    lon: l.lon,
    search_document: buildSearchDocument({
      title: l.title,
      description: l.description,
      sectorName: l.sectorName,
      municipalityName: l.municipalityName,
      code: l.code,
      typeName: type.nameEs,
    }),
    published_at: l.publishedAt?.toISOString() ?? null,
    unpublished_at: l.unpublishedAt?.toISOString() ?? null,
    deleted_at: l.deletedAt?.toISOString() ?? null,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  }
}

export interface BatchResult {
  listings: number
  published: number
  photos: number
  features: number
  forLeads: LeadSeedListing[]
  publishedIds: number[]
}

export async function insertBatch(
  db: Executor,
  batch: DemoListing[],
  lookups: Lookups,
  agencies: AgencyIds,
  keepIds: boolean,
): Promise<BatchResult> {
  const inserted = await insertJsonRows<{ id: number; code: string }>(
    db,
    'properties',
    PROPERTY_COLUMNS,
    batch.map((l) => propertyRow(l, lookups, agencies)),
    { returning: 'id, code' },
  )
  const idByCode = new Map(inserted.map((r) => [r.code, Number(r.id)]))
  const photoRows: Array<Record<string, unknown>> = []
  const featureProperty: number[] = []
  const featureIds: number[] = []
  const result: BatchResult = {
    listings: batch.length,
    published: 0,
    photos: 0,
    features: 0,
    forLeads: [],
    publishedIds: [],
  }
  for (const l of batch) {
    const id = idByCode.get(l.code)!
    const created = l.createdAt.toISOString()
    l.photoKeys.forEach((key, position) => {
      const kind = key.slice(key.lastIndexOf('/') + 1).replace(/-\d+$/, '') as SceneKind
      photoRows.push({
        property_id: id,
        position,
        storage_key: key,
        width: POOL_PHOTO_SIZE.width,
        height: POOL_PHOTO_SIZE.height,
        widths: POOL_PHOTO_SIZE.widths,
        alt: SCENE_ALT[kind] ?? null,
        created_at: created,
      })
    })
    for (const slug of l.featureSlugs) {
      const featureId = lookups.features.get(slug)
      if (featureId) {
        featureProperty.push(id)
        featureIds.push(featureId)
      }
    }
    if (l.status === 'published') {
      result.published++
      if (keepIds) {
        result.publishedIds.push(id)
        result.forLeads.push({
          id,
          customerId: agencies.customerIds[l.agencyIndex],
          municipalityId: lookups.municipalities.get(l.municipalityCode)!.id,
        })
      }
    }
  }
  await insertJsonRows(db, 'property_photos', PHOTO_COLUMNS, photoRows)
  await insertIntPairs(db, 'property_features', ['property_id', 'feature_id'], featureProperty, featureIds)
  result.photos = photoRows.length
  result.features = featureIds.length
  return result
}

/** Seeds the demo catalogue. Reference data must be there (seedReferenceData). */

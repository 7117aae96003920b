/**
 * Agencies, listings and members for the tests of any module. Reference data comes from
 * the real seed (seedReferenceData), and listings get their search_document the way the
 * services and the seed build it.
 */
import { eq, inArray } from 'drizzle-orm'
import type { Executor } from '#db/client'
import {
  advisers,
  customers,
  departments,
  features,
  municipalities,
  properties,
  propertyFeatures,
  propertyPhotos,
  propertyTypes,
  sectors,
} from '#db/schema'
import { seedReferenceData } from '../../seed/reference'
import { buildSearchDocument } from '#core/listings/search-document.rules'
import type { RoleName } from '#core/shared/actor.constants'
import { slugify } from '#core/shared/text.utils'
import { insertUser as insertAccountUser, type UserInput } from './accounts'
import { municipalityId as findMunicipalityId, sectorId as findSectorId } from './catalog'

export { seedReferenceData }

let counter = 0
const nextNumber = () => ++counter
const unique = () => `${Date.now().toString(36)}${nextNumber()}`

export type CustomerInput = Partial<typeof customers.$inferInsert>

/** An agency (with one adviser); reference data is not needed. */
export async function insertCustomer(db: Executor, overrides: CustomerInput = {}) {
  const name = overrides.name ?? `Inmobiliaria Prueba ${nextNumber()}`
  const [customer] = await db
    .insert(customers)
    .values({
      slug: slugify(name),
      email: `contacto-${unique()}@inmobiliaria.test`,
      phones: ['6044441234'],
      whatsapp: '573001112233',
      description: 'Inmobiliaria de prueba.',
      ...overrides,
      name,
    })
    .returning()
  await db.insert(advisers).values({
    customerId: customer.id,
    name: 'Laura Gómez',
    phone: '3001112233',
    email: `asesor-${unique()}@inmobiliaria.test`,
  })
  return customer
}

export type ListingInput = Partial<typeof properties.$inferInsert> & {
  /** DANE code of the municipality (default 05001 Medellín) when municipalityId is not given. */
  municipalityCode?: string
  /** Sector slug inside that municipality (default "laureles" in Medellín; none elsewhere). */
  sectorSlug?: string | null
  /** Property type slug (default "apartment") when propertyTypeId is not given. */
  typeSlug?: string
  featureSlugs?: string[]
  /** How many photo rows to add (default 1). */
  photoCount?: number
}

/**
 * A listing, published by default, with one photo row. Seeds the reference data when the
 * database has none. Pass customerId to attach it to an agency; otherwise a new one is made.
 */
export async function insertListing(db: Executor, overrides: ListingInput = {}) {
  const { municipalityCode, sectorSlug, typeSlug, featureSlugs, photoCount, ...values } = overrides
  const [anyType] = await db.select({ id: propertyTypes.id }).from(propertyTypes).limit(1)
  if (!anyType) await seedReferenceData(db)

  const customerId = values.customerId ?? (await insertCustomer(db)).id
  const [adviser] = await db
    .select({ id: advisers.id })
    .from(advisers)
    .where(eq(advisers.customerId, customerId))
    .limit(1)

  const code = municipalityCode ?? '05001'
  const municipalityId = values.municipalityId ?? (await findMunicipalityId(db, code))
  const [municipality] = await db
    .select({
      displayName: municipalities.displayName,
      departmentId: municipalities.departmentId,
      lat: municipalities.lat,
      lon: municipalities.lon,
    })
    .from(municipalities)
    .where(eq(municipalities.id, municipalityId))
  const defaultSector =
    sectorSlug === undefined && code === '05001' && values.municipalityId === undefined ? 'laureles' : sectorSlug
  const sectorId =
    values.sectorId !== undefined ? values.sectorId : defaultSector ? await findSectorId(db, code, defaultSector) : null
  const [sector] = sectorId
    ? await db
        .select({ name: sectors.name, lat: sectors.lat, lon: sectors.lon })
        .from(sectors)
        .where(eq(sectors.id, sectorId))
    : []

  const [type] = values.propertyTypeId
    ? await db.select().from(propertyTypes).where(eq(propertyTypes.id, values.propertyTypeId))
    : await db
        .select()
        .from(propertyTypes)
        .where(eq(propertyTypes.slug, typeSlug ?? 'apartment'))
  const n = nextNumber()
  const status = values.status ?? 'published'
  const businessType = values.businessType ?? 'rent'
  const title =
    values.title ??
    `${type.nameEs} en ${businessType === 'sale' ? 'venta' : 'arriendo'} en ${sector?.name ?? municipality.displayName}`
  const description = values.description ?? 'Inmueble iluminado, cerca de transporte público y comercio.'
  const listingCode = values.code ?? `WT-${unique()}`.toUpperCase()

  const [listing] = await db
    .insert(properties)
    .values({
      customerId,
      adviserId: adviser?.id ?? null,
      propertyTypeId: type.id,
      businessType,
      status,
      rentPrice: businessType === 'sale' ? null : 2_500_000,
      salePrice: businessType === 'rent' ? null : 450_000_000,
      adminPrice: 320_000,
      buildArea: 78,
      stratum: 4,
      bedrooms: 3,
      bathrooms: 2,
      parking: 1,
      floor: 5,
      age: 8,
      departmentId: municipality.departmentId,
      municipalityId,
      sectorId,
      address: `Calle ${30 + (n % 50)} # ${70 + (n % 20)}-${10 + (n % 80)}`,
      lat: sector?.lat ?? municipality.lat,
      lon: sector?.lon ?? municipality.lon,
      publishedAt: status === 'published' || status === 'inactive' ? new Date() : null,
      deletedAt: status === 'deleted' ? new Date() : null,
      agencyCode: `AG-${n}`,
      ...values,
      code: listingCode,
      title,
      description,
      searchDocument:
        values.searchDocument ??
        buildSearchDocument({
          title,
          description,
          sectorName: sector?.name,
          municipalityName: municipality.displayName,
          code: listingCode,
          typeName: type.nameEs,
        }),
    })
    .returning()

  const photos = photoCount ?? 1
  if (photos > 0) {
    await db.insert(propertyPhotos).values(
      Array.from({ length: photos }, (_, i) => ({
        propertyId: listing.id,
        position: i,
        storageKey: `test/listing-${listing.id}-${i}`,
        width: 1200,
        height: 800,
      })),
    )
  }
  if (featureSlugs?.length) {
    const rows = await db.select({ id: features.id }).from(features).where(inArray(features.slug, featureSlugs))
    await db.insert(propertyFeatures).values(rows.map((f) => ({ propertyId: listing.id, featureId: f.id })))
  }
  return listing
}

/** A user with a role, scoped to an agency for agency roles (customerId). */
export async function insertUser(
  db: Executor,
  input: UserInput & { role?: RoleName; customerId?: number | null } = {},
) {
  return insertAccountUser(db, input)
}

/** The department id of a DANE code ("05"), for tests that filter by department. */
export async function departmentId(db: Executor, code: string): Promise<number> {
  const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.code, code))
  if (!row) throw new Error(`No department ${code}: call seedReferenceData(db) first`)
  return row.id
}

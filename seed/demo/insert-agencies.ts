/** The demo agencies and their advisers, and the ids of the reference data the listings refer to by key. */
import { eq } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { advisers, customers, features, municipalities, propertyTypes, sectors } from '#db/schema'
import type { CustomerKind } from '#db/schema/column-values'
import { adviserEmail, DEMO_AGENCIES, formattedNit, type AgencyImages, type DemoAgency } from './agencies'

export interface Lookups {
  municipalities: Map<string, { id: number; departmentId: number }>
  sectors: Map<string, number>
  types: Map<string, { id: number; nameEs: string }>
  features: Map<string, number>
}

/** Read one after another: `db` is the seed's transaction, one connection that runs one query at a time. */
export async function loadLookups(db: Executor): Promise<Lookups> {
  const m = await db
    .select({ id: municipalities.id, code: municipalities.code, departmentId: municipalities.departmentId })
    .from(municipalities)
  const s = await db
    .select({ id: sectors.id, slug: sectors.slug, code: municipalities.code })
    .from(sectors)
    .innerJoin(municipalities, eq(municipalities.id, sectors.municipalityId))
  const t = await db
    .select({ id: propertyTypes.id, slug: propertyTypes.slug, nameEs: propertyTypes.nameEs })
    .from(propertyTypes)
  const f = await db.select({ id: features.id, slug: features.slug }).from(features)
  return {
    municipalities: new Map(m.map((r) => [r.code, { id: r.id, departmentId: r.departmentId }])),
    sectors: new Map(s.map((r) => [`${r.code}/${r.slug}`, r.id])),
    types: new Map(t.map((r) => [r.slug, { id: r.id, nameEs: r.nameEs }])),
    features: new Map(f.map((r) => [r.slug, r.id])),
  }
}

export interface AgencyIds {
  customerIds: number[]
  adviserIds: number[][]
  advisers: number
}

/** The demo agencies (or, given, the demo builders with kind 'builder'), with their advisers. */
export async function insertAgencies(
  db: Executor,
  lookups: Lookups,
  images: AgencyImages[],
  list: DemoAgency[] = DEMO_AGENCIES,
  kind: CustomerKind = 'agency',
): Promise<AgencyIds> {
  const customerIds: number[] = []
  const adviserIds: number[][] = []
  let adviserCount = 0
  for (const [i, agency] of list.entries()) {
    const place = lookups.municipalities.get(agency.municipalityCode)!
    const [existing] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.slug, agency.slug))
      .limit(1)
    const values = {
      kind,
      name: agency.name,
      slug: agency.slug,
      nit: formattedNit(agency),
      website: agency.website,
      email: agency.email,
      phones: agency.phones,
      whatsapp: agency.whatsapp,
      socialLinks: agency.socialLinks,
      departmentId: place.departmentId,
      municipalityId: place.id,
      address: agency.address,
      description: agency.description,
      logoPath: images[i].logoPath,
      bannerPath: images[i].bannerPath,
      logoAlignment: agency.logoAlignment,
      hideMainMenu: agency.hideMainMenu,
    }
    const id = existing
      ? existing.id
      : (await db.insert(customers).values(values).returning({ id: customers.id }))[0].id
    customerIds.push(id)
    let ids = (
      await db.select({ id: advisers.id }).from(advisers).where(eq(advisers.customerId, id)).orderBy(advisers.id)
    ).map((a) => a.id)
    if (ids.length === 0) {
      const rows = await db
        .insert(advisers)
        .values(
          agency.advisers.map((a) => ({
            customerId: id,
            name: a.name,
            phone: a.phone,
            email: adviserEmail(agency, a.name),
          })),
        )
        .returning({ id: advisers.id })
      ids = rows.map((r) => r.id)
      adviserCount += rows.length
    }
    adviserIds.push(ids)
  }
  return { customerIds, adviserIds, advisers: adviserCount }
}

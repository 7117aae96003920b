/** The rows the sitemaps list: public listings and projects in id order, and the landing searches. */
import { asc, count, eq, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { municipalities, projects, properties, sectors } from '#db/schema'
import { publiclyVisible } from '#core/listings/public-visibility.sql'
import { projectPubliclyVisible } from '#core/projects/project-visibility.sql'

export async function countPublishedListings(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(properties).where(publiclyVisible)
  return Number(row?.n ?? 0)
}

/** One page of published listings in id order, with what their canonical path needs. */
export async function listSitemapListings(db: Executor, input: { offset: number; limit: number }) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      businessType: properties.businessType,
      municipalityName: municipalities.displayName,
      sectorName: sectors.name,
      updatedAt: properties.updatedAt,
    })
    .from(properties)
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .leftJoin(sectors, eq(sectors.id, properties.sectorId))
    .where(publiclyVisible)
    .orderBy(asc(properties.id))
    .offset(input.offset)
    .limit(input.limit)
}

/** Each barrio (or none) × municipality × type × business type with published listings, with the newest change. */
export async function listLandingCombinations(db: Executor) {
  return db
    .select({
      municipalityId: properties.municipalityId,
      sectorId: properties.sectorId,
      propertyTypeId: properties.propertyTypeId,
      businessType: properties.businessType,
      lastmod: sql<Date | string>`max(${properties.updatedAt})`,
    })
    .from(properties)
    .where(publiclyVisible)
    .groupBy(properties.municipalityId, properties.sectorId, properties.propertyTypeId, properties.businessType)
}

export async function countPublicProjects(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(projectPubliclyVisible)
  return Number(row?.n ?? 0)
}

/** One page of public projects in id order, with what their canonical path needs. */
export function listSitemapProjects(db: Executor, input: { offset: number; limit: number }) {
  return db
    .select({ id: projects.id, name: projects.name, updatedAt: projects.updatedAt })
    .from(projects)
    .where(projectPubliclyVisible)
    .orderBy(asc(projects.id))
    .offset(input.offset)
    .limit(input.limit)
}

/** The municipalities with public projects, whether any is VIS or VIP, and their newest change (the project landings). */
export function listProjectLandingCombinations(db: Executor) {
  return db
    .select({
      municipalityId: projects.municipalityId,
      vis: sql<boolean>`bool_or(${projects.vis})`,
      vip: sql<boolean>`bool_or(${projects.vip})`,
      lastmod: sql<Date | string>`max(${projects.updatedAt})`,
    })
    .from(projects)
    .where(projectPubliclyVisible)
    .groupBy(projects.municipalityId)
}

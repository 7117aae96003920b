/**
 * What visitors may see of projects, as for listings (core/listings/public-visibility.sql.ts): a
 * project is public when it is published, not deleted, and its builder is active and not deleted.
 * Every public read of projects (its page, the feed, search) filters with `projectPubliclyVisible`.
 */
import { and, eq, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { customers, departments, municipalities, projects, sectors } from '#db/schema'
import { publiclyVisibleOf } from '#core/listings/public-visibility.sql'

export const projectPubliclyVisible: SQL = publiclyVisibleOf(projects)

/** The public projects meeting `condition`, each with its builder and place names (its page, the feed). */
export function selectPublicProjects(db: Executor, condition: SQL | undefined) {
  return db
    .select({
      project: projects,
      builder: {
        id: customers.id,
        name: customers.name,
        slug: customers.slug,
        logoPath: customers.logoPath,
        whatsapp: customers.whatsapp,
        /** Where its leads go (never shown). */
        email: customers.email,
      },
      departmentName: departments.displayName,
      municipalityName: municipalities.displayName,
      municipalityCode: municipalities.code,
      sectorName: sectors.name,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .leftJoin(departments, eq(departments.id, projects.departmentId))
    .leftJoin(municipalities, eq(municipalities.id, projects.municipalityId))
    .leftJoin(sectors, eq(sectors.id, projects.sectorId))
    .where(and(projectPubliclyVisible, condition))
}

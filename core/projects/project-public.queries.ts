/** SQL of the public project reads: only published projects of active builders. */
import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { projectPubliclyVisible } from './project-visibility.sql'
import { customers, departments, features, municipalities, projectAmenities, projects, sectors } from '#db/schema'

/** A project the public may see, with its builder and places; null otherwise. */
export async function findPublicProject(db: Executor, id: number) {
  const [row] = await db
    .select({
      project: projects,
      builder: {
        id: customers.id,
        name: customers.name,
        slug: customers.slug,
        logoPath: customers.logoPath,
        whatsapp: customers.whatsapp,
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
    .where(and(eq(projects.id, id), projectPubliclyVisible))
  return row ?? null
}

/** A project's amenities with their names, in the catalogue's order. */
export function listAmenities(db: Executor, projectId: number) {
  return db
    .select({ slug: features.slug, nameEs: features.nameEs, nameEn: features.nameEn })
    .from(projectAmenities)
    .innerJoin(features, eq(features.id, projectAmenities.featureId))
    .where(eq(projectAmenities.projectId, projectId))
    .orderBy(asc(features.position), asc(features.id))
}

/** A public project with where its leads go (the builder) and its public place; null otherwise. */
export async function findProjectForLead(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      customerId: projects.customerId,
      municipalityId: projects.municipalityId,
      builderName: customers.name,
      builderEmail: customers.email,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(projects.id, id), projectPubliclyVisible))
  return row ?? null
}

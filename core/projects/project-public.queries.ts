/** SQL of the public project reads: only published projects of active builders. */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { projectPubliclyVisible, selectPublicProjects } from './project-visibility.sql'
import { features, projectAmenities, projects } from '#db/schema'

/** A project the public may see, with its builder and places; null otherwise. */
export async function findPublicProject(db: Executor, id: number) {
  const [row] = await selectPublicProjects(db, eq(projects.id, id))
  return row ?? null
}

/** A project's amenities with their names, in the catalogue's order. */
export function listAmenities(db: Executor, projectId: number) {
  return amenitiesWhere(db, eq(projectAmenities.projectId, projectId))
}

/** The amenities of several projects (a comparison's row), each with its project. */
export function listAmenitiesOf(db: Executor, projectIds: number[]) {
  return amenitiesWhere(db, inArray(projectAmenities.projectId, projectIds))
}

function amenitiesWhere(db: Executor, condition: SQL) {
  return db
    .select({
      projectId: projectAmenities.projectId,
      slug: features.slug,
      nameEs: features.nameEs,
      nameEn: features.nameEn,
    })
    .from(projectAmenities)
    .innerJoin(features, eq(features.id, projectAmenities.featureId))
    .where(condition)
    .orderBy(asc(features.position), asc(features.id))
}

/** Whether the public may see project `id`. */
export async function isPublicProjectId(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), projectPubliclyVisible))
    .limit(1)
  return !!row
}

/** SQL of the public project reads: only published projects of active builders. */
import { asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { featureNames } from '#core/listings/listing-features.sql'
import { selectPublicProjects } from './project-visibility.sql'
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
    .select({ projectId: projectAmenities.projectId, ...featureNames })
    .from(projectAmenities)
    .innerJoin(features, eq(features.id, projectAmenities.featureId))
    .where(condition)
    .orderBy(asc(features.position), asc(features.id))
}

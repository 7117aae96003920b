/** SQL of the public project reads: only published projects of active builders. */
import { asc, eq } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { selectPublicProjects } from './project-visibility.sql'
import { features, projectAmenities, projects } from '#db/schema'

/** A project the public may see, with its builder and places; null otherwise. */
export async function findPublicProject(db: Executor, id: number) {
  const [row] = await selectPublicProjects(db, eq(projects.id, id))
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

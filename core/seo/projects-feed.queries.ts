/**
 * What the projects feed reads: the public projects in id order from a cursor (optionally one
 * builder's), a batch at a time, with their places and builder, and the unit types, gallery
 * photos and amenities of a batch. Keyset pages, as the listings feed's.
 */
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { features, projectAmenities, projectPhotos, projects, projectUnitTypes } from '#db/schema'
import { selectPublicProjects } from '#core/projects/project-visibility.sql'

export function listFeedProjects(db: Executor, input: { after: number; limit: number; customerId: number | null }) {
  const after = gt(projects.id, input.after)
  const builder = input.customerId == null ? undefined : eq(projects.customerId, input.customerId)
  return selectPublicProjects(db, and(after, builder)).orderBy(asc(projects.id)).limit(input.limit)
}

export type FeedProjectRow = Awaited<ReturnType<typeof listFeedProjects>>[number]

/** The unit types of `ids`, each project's in its order. */
export function listFeedUnitTypes(db: Executor, ids: number[]) {
  return db
    .select()
    .from(projectUnitTypes)
    .where(inArray(projectUnitTypes.projectId, ids))
    .orderBy(asc(projectUnitTypes.projectId), asc(projectUnitTypes.position), asc(projectUnitTypes.id))
}

/** The gallery photos of `ids` (not those of progress updates), each project's in its order. */
export function listFeedProjectPhotos(db: Executor, ids: number[]) {
  return db
    .select({ projectId: projectPhotos.projectId, storageKey: projectPhotos.storageKey })
    .from(projectPhotos)
    .where(and(inArray(projectPhotos.projectId, ids), isNull(projectPhotos.progressUpdateId)))
    .orderBy(asc(projectPhotos.projectId), asc(projectPhotos.position), asc(projectPhotos.id))
}

/** The amenities of `ids` with their Spanish names, in the catalogue's order. */
export function listFeedAmenities(db: Executor, ids: number[]) {
  return db
    .select({ projectId: projectAmenities.projectId, name: features.nameEs })
    .from(projectAmenities)
    .innerJoin(features, eq(features.id, projectAmenities.featureId))
    .where(inArray(projectAmenities.projectId, ids))
    .orderBy(asc(projectAmenities.projectId), asc(features.position), asc(features.id))
}

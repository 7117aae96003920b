import type { ServiceContext } from '#core/shared'
import { adminProjectView, type AdminProjectView } from './admin-project.view'
import {
  listAmenityIds,
  listProgressUpdates,
  listUnitTypePrices,
  listUnitTypes,
  type ProjectRecord,
} from './project-admin.queries'
import { listAllProjectPhotos } from './project-photo.queries'
import { allowedProjectActions } from './project.policy'
import { loadProjectForAction } from './project-status.service'

/**
 * A project a use case has just read or written, as the back-office sees it: its unit types,
 * amenities, photos, progress (with its photos), price history and the actions the actor may take now.
 */
export async function adminProjectAnswer(ctx: ServiceContext, project: ProjectRecord): Promise<AdminProjectView> {
  const [unitTypes, amenityIds, progress, prices, photos] = await Promise.all([
    listUnitTypes(ctx.db, project.id),
    listAmenityIds(ctx.db, project.id),
    listProgressUpdates(ctx.db, project.id),
    listUnitTypePrices(ctx.db, project.id),
    listAllProjectPhotos(ctx.db, project.id),
  ])
  return adminProjectView(project, {
    unitTypes,
    amenityIds,
    progress,
    prices,
    photos,
    actions: allowedProjectActions(ctx.actor, project),
  })
}

/** One project for the back-office: 404 when unknown or of a builder the actor cannot see. */
export async function getProjectForAdmin(ctx: ServiceContext, projectId: number): Promise<AdminProjectView> {
  const project = await loadProjectForAction(ctx.db, ctx.actor, projectId, 'read')
  return adminProjectAnswer(ctx, project)
}

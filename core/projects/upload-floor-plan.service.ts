import type { UploadedFile } from '#core/media'
import { type ServiceContext, notFound } from '#core/shared'
import { findUnitType, setFloorPlan } from './project-photo.queries'
import { dropStoredImages, loadEditableProject, storeProjectImages } from './project-photo.service'
import { recordProjectAudit } from './project-status.service'

/** The multipart field a floor plan is uploaded in (one image). */
export const FLOOR_PLAN_FIELD = 'floor_plan'

/**
 * Sets (or replaces) a unit type's floor-plan image, stored through the photo pipeline; the
 * previous image's files are removed. 404 for a unit type of another project.
 */
export async function uploadFloorPlan(
  ctx: ServiceContext,
  input: { projectId: number; unitTypeId: number; file: UploadedFile | null },
) {
  const project = await loadEditableProject(ctx.db, ctx, input.projectId)
  if (!(await findUnitType(ctx.db, project.id, input.unitTypeId))) throw notFound()
  const [stored] = await storeProjectImages(project.id, input.file ? [input.file] : [], FLOOR_PLAN_FIELD)
  try {
    const previous = await ctx.db.transaction(async (tx) => {
      const locked = await loadEditableProject(tx, ctx, input.projectId, true)
      const unitType = await findUnitType(tx, locked.id, input.unitTypeId)
      if (!unitType) throw notFound()
      await setFloorPlan(tx, unitType.id, stored.key, stored.widths.join(','))
      await recordProjectAudit(tx, ctx.actor, 'project.floor_plan', locked, { unit_type_id: unitType.id })
      return unitType.floorPlanPath
    })
    await dropStoredImages(project.id, [previous])
  } catch (error) {
    await dropStoredImages(project.id, [stored.key])
    throw error
  }
  return project
}

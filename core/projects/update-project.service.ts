import { type ServiceContext, AppError } from '#core/shared'
import type { ProjectPatch } from './project.schemas'
import { replaceAmenities, updateProjectRecord } from './project-admin.queries'
import { canEditProject } from './project-status.rules'
import { resolveProjectInput } from './project-draft.service'
import { assertProjectPublishable, loadProjectForAction, recordProjectAudit } from './project-status.service'
import { saveUnitTypes } from './project-unit-types.service'
import { notifyProjectFollowers, type ProjectFollowEvent } from './follow-project.service'

/**
 * Saves changes to a project (what the patch leaves out stays); unit types given replace the
 * list, each price change recorded. A published project must still meet the publish rules.
 * Its followers are told of price drops and of a new stage in the same transaction.
 */
export async function updateProject(ctx: ServiceContext, projectId: number, patch: ProjectPatch) {
  return ctx.db.transaction(async (tx) => {
    // Who may touch the project before anything about it is checked: another builder gets its 404.
    const project = await loadProjectForAction(tx, ctx.actor, projectId, 'update', true)
    if (!canEditProject(project.status)) throw new AppError('CONFLICT', { key: 'projects.transition_not_allowed' })
    const { values, amenityIds } = await resolveProjectInput(tx, patch, project)
    const row = await updateProjectRecord(tx, project.id, values)
    if (amenityIds) await replaceAmenities(tx, row.id, amenityIds)
    const priceChanges = patch.unit_types ? await saveUnitTypes(tx, row.id, patch.unit_types) : []
    if (row.status === 'published') await assertProjectPublishable(tx, row)
    await recordProjectAudit(tx, ctx.actor, 'project.update', row, {
      fields: Object.keys(patch),
      ...(priceChanges.length ? { price_changes: priceChanges } : {}),
    })
    const events: ProjectFollowEvent[] = priceChanges.flatMap((c) =>
      c.from != null && c.to != null && c.to < c.from
        ? [{ kind: 'price' as const, unitType: c.name, oldPrice: c.from, newPrice: c.to }]
        : [],
    )
    if (row.stage !== project.stage) events.push({ kind: 'stage', stage: row.stage })
    await notifyProjectFollowers(tx, row, events)
    return row
  })
}

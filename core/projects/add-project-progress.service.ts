import { type ServiceContext, AppError, validationError } from '#core/shared'
import type { ProjectProgressInput } from './project.schemas'
import { insertProgressUpdate, updateProjectRecord } from './project-admin.queries'
import { canEditProject, progressProblem } from './project-status.rules'
import { loadProjectForAction, recordProjectAudit } from './project-status.service'
import { notifyProjectFollowers } from './follow-project.service'

/**
 * Posts a dated construction progress update: the project's percent becomes the one given,
 * which may not be below the last one reported (422 on `percent`). The followers of a published
 * project are e-mailed it ("avance de obra") in the same transaction.
 */
export async function addProjectProgress(ctx: ServiceContext, projectId: number, input: ProjectProgressInput) {
  return ctx.db.transaction(async (tx) => {
    const project = await loadProjectForAction(tx, ctx.actor, projectId, 'progress', true)
    if (!canEditProject(project.status)) throw new AppError('CONFLICT', { key: 'projects.transition_not_allowed' })
    const problem = progressProblem(project.progressPercent, input.percent)
    if (problem) throw validationError({ percent: [problem] })
    const update = await insertProgressUpdate(tx, {
      projectId: project.id,
      percent: input.percent,
      note: input.note ?? '',
      createdById: ctx.actor!.userId,
    })
    const row = await updateProjectRecord(tx, project.id, { progressPercent: input.percent })
    await recordProjectAudit(tx, ctx.actor, 'project.progress', row, {
      from: project.progressPercent,
      to: input.percent,
    })
    await notifyProjectFollowers(tx, row, [{ kind: 'progress', percent: input.percent, note: update.note }])
    return { project: row, update }
  })
}

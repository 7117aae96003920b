/**
 * A project's status changes: publish, unpublish, delete and restore, one use case in four
 * verbs (`project-status.rules.ts` says which leads where), as listings' are. Here too what the
 * other project use cases share: the gate that loads a project for an action (permission in its
 * builder first, `project.policy.ts`), the publish check and the audit record.
 */
import type { Executor } from '#db/client'
import { entityAudit } from '#core/audit'
import { type Actor, type ServiceContext, AppError, notFound, publicationValues, validationError } from '#core/shared'
import {
  findProjectRecord,
  listUnitTypes,
  updateProjectRecord,
  type ProjectRecord,
  type ProjectValues,
} from './project-admin.queries'
import { countGalleryPhotos } from './project-photo.queries'
import { assertProjectAccess, assertProjectBackOffice, PROJECT_NOT_FOUND_KEY } from './project.policy'
import {
  projectPublishProblems,
  projectTransitionTarget,
  type ProjectAction,
  type ProjectPublishField,
  type ProjectTransition,
} from './project-status.rules'

/** The project an action is about, once the actor may take it there (401, 403 or 404 otherwise). */
export async function loadProjectForAction(
  db: Executor,
  actor: Actor | null,
  id: number,
  action: ProjectAction,
  lock = false,
): Promise<ProjectRecord> {
  assertProjectBackOffice(actor, 'read')
  const project = await findProjectRecord(db, id, lock)
  if (!project) throw notFound(PROJECT_NOT_FOUND_KEY)
  assertProjectAccess(actor, action, project.customerId)
  return project
}

/** An audit entry about a project, filed under its builder. */
export const recordProjectAudit = entityAudit('project')

/** What publishing the project as saved would miss, keyed by API field (empty: it can be published). */
async function publishProblemsOf(db: Executor, project: ProjectRecord) {
  const pricedUnitTypes = (await listUnitTypes(db, project.id)).filter((u) => u.priceFrom).length
  return projectPublishProblems({ ...project, pricedUnitTypes, photos: await countGalleryPhotos(db, project.id) })
}

/** Throws the 422 publishing answers when the project misses a required field, a priced unit type or a photo. */
export async function assertProjectPublishable(db: Executor, project: ProjectRecord) {
  const problems = await publishProblemsOf(db, project)
  const missing = (Object.keys(problems) as ProjectPublishField[]).map((field) => ({
    key: `projects.field.${field}` as const,
  }))
  if (missing.length) throw validationError(problems, { key: 'projects.publish_missing', params: { fields: missing } })
}

async function applyProjectTransition(tx: Executor, actor: Actor, project: ProjectRecord, action: ProjectTransition) {
  let target = projectTransitionTarget(action, project.status, project.statusBeforeDelete)
  if (target === null) throw new AppError('CONFLICT', { key: 'projects.transition_not_allowed' })
  if (target === 'published') {
    // Back to the public on restore only while it still meets the publish rules.
    if (action !== 'restore') await assertProjectPublishable(tx, project)
    else if (Object.keys(await publishProblemsOf(tx, project)).length) target = 'unpublished'
  }
  const values: ProjectValues = publicationValues(action, project.status, target)
  const row = await updateProjectRecord(tx, project.id, values)
  await recordProjectAudit(tx, actor, `project.${action}`, project, { from: project.status, to: target })
  return row
}

function transition(ctx: ServiceContext, projectId: number, action: ProjectTransition) {
  return ctx.db.transaction(async (tx) => {
    const project = await loadProjectForAction(tx, ctx.actor, projectId, action, true)
    return applyProjectTransition(tx, ctx.actor!, project, action)
  })
}

/** draft or unpublished → published, when the required fields, a priced unit type and a photo are there. */
export const publishProject = (ctx: ServiceContext, input: { projectId: number }) =>
  transition(ctx, input.projectId, 'publish')
/** published → unpublished (hidden from the public). */
export const unpublishProject = (ctx: ServiceContext, input: { projectId: number }) =>
  transition(ctx, input.projectId, 'unpublish')
/** Soft delete: any status → deleted, remembering the status before. */
export const deleteProject = (ctx: ServiceContext, input: { projectId: number }) =>
  transition(ctx, input.projectId, 'delete')
/** deleted → the status before (published only if it still meets the publish rules). */
export const restoreProject = (ctx: ServiceContext, input: { projectId: number }) =>
  transition(ctx, input.projectId, 'restore')

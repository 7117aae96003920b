/**
 * What each back-office project use case requires, written with core/access as listings'
 * policy is. A project is seen with `projects.read` in its builder: a member who sees it but
 * lacks the action's permission gets 403; a project of a builder the member cannot see is
 * "not found" (404); an account without project access at all, 403.
 */
import { assertCan, can, scopeOf, type CustomerScope } from '#core/access'
import type { Actor, Permission } from '#core/shared'
import type { ProjectStatus } from './project.constants'
import { canEditProject, projectTransitionTarget, type ProjectAction } from './project-status.rules'

export const PROJECT_NOT_FOUND_KEY = 'projects.not_found'

/** The permission each action needs in the project's builder (taking it off the public is publishing's). */
export const PROJECT_ACTION_PERMISSION: Record<ProjectAction, Permission> = {
  read: 'projects.read',
  create: 'projects.write',
  update: 'projects.write',
  progress: 'projects.write',
  publish: 'projects.publish',
  unpublish: 'projects.publish',
  delete: 'projects.publish',
  restore: 'projects.publish',
}

/** Whether the actor holds an action's permission in a builder (permission only, not status). */
export function projectPermitted(actor: Actor | null, action: ProjectAction, customerId: number): boolean {
  return can(actor, PROJECT_ACTION_PERMISSION[action], { customerId })
}

/** The gate of every use case on one project: 401, 403, or 404 for another builder's. */
export function assertProjectAccess(
  actor: Actor | null,
  action: ProjectAction,
  customerId: number,
): asserts actor is Actor {
  assertCan(actor, PROJECT_ACTION_PERMISSION[action], {
    customerId,
    seenWith: 'projects.read',
    notFoundKey: PROJECT_NOT_FOUND_KEY,
  })
}

/** Throws 401/403 unless the actor may take the action in some agency (the list, a new project, an unknown id). */
export function assertProjectBackOffice(actor: Actor | null, action: ProjectAction = 'read'): asserts actor is Actor {
  assertCan(actor, PROJECT_ACTION_PERMISSION[action])
}

/** Whether the actor may create projects in some builder (the list's "new project" button). */
export function canCreateProjects(actor: Actor | null): boolean {
  return can(actor, 'projects.write')
}

/** The agencies whose projects the actor may read. */
export function readableProjectScope(actor: Actor | null): CustomerScope {
  return scopeOf(actor, 'projects.read')
}

/** The agencies in which the actor may create projects; 403 when none. */
export function assertCanCreateProjects(actor: Actor | null): CustomerScope {
  return assertCan(actor, 'projects.write')
}

/** A new project's builder, named by the actor or chosen for them: one of theirs, else 403. */
export function assertCanCreateProjectIn(actor: Actor | null, customerId: number): void {
  assertCan(actor, 'projects.write', { inCustomer: customerId })
}

/** The actions the actor may take on a project now (buttons shown = requests accepted). */
export function allowedProjectActions(
  actor: Actor | null,
  project: { status: ProjectStatus; customerId: number; statusBeforeDelete: ProjectStatus | null },
): ProjectAction[] {
  const out: ProjectAction[] = []
  const permitted = (a: ProjectAction) => projectPermitted(actor, a, project.customerId)
  if (permitted('read')) out.push('read')
  if (canEditProject(project.status) && permitted('update')) out.push('update', 'progress')
  for (const a of ['publish', 'unpublish', 'delete', 'restore'] as const) {
    if (permitted(a) && projectTransitionTarget(a, project.status, project.statusBeforeDelete) !== null) out.push(a)
  }
  return out
}

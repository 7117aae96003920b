/**
 * The project life cycle as pure rules (ADR 0027): draft → published → unpublished, and back
 * to published; soft delete from any status and restore to the status before. Publishing needs
 * the fields below; progress only goes forward. The permission each action needs is in
 * project.policy.ts.
 */
import { canEditPublication, publicationTarget, type MessageRef } from '#core/shared/browser'
import type { ProjectStage, ProjectStatus } from './project.constants'

export const PROJECT_ACTIONS = [
  'read',
  'create',
  'update',
  'progress',
  'publish',
  'unpublish',
  'delete',
  'restore',
] as const
export type ProjectAction = (typeof PROJECT_ACTIONS)[number]

export type ProjectTransition = 'publish' | 'unpublish' | 'delete' | 'restore'

/** The status an action leads to from the current one, or null when it is not allowed: the shared life cycle, where publishing also takes an unpublished project back. */
export function projectTransitionTarget(
  action: ProjectTransition,
  current: ProjectStatus,
  before: ProjectStatus | null = null,
): ProjectStatus | null {
  const step = action === 'publish' && current === 'unpublished' ? 'republish' : action
  return publicationTarget('unpublished', step, current, before)
}

/** Edits (and progress updates) are possible in every status but deleted (restore first). */
export const canEditProject: (current: ProjectStatus) => boolean = canEditPublication

/** What publishing looks at. */
export interface PublishableProject {
  name: string
  description: string
  departmentId: number | null
  municipalityId: number | null
  stage: ProjectStage
  deliveryYear: number | null
  /** Unit types with a price from. */
  pricedUnitTypes: number
  /** Photos in the gallery. */
  photos: number
}

/** The fields publishing requires (API names; each has a label under projects.field). */
export type ProjectPublishField =
  'name' | 'description' | 'department_id' | 'municipality_id' | 'delivery_year' | 'unit_types' | 'photos'

/** What is missing to publish, keyed by API field name; empty when it can be published. */
export function projectPublishProblems(p: PublishableProject): { [F in ProjectPublishField]?: MessageRef[] } {
  const missing: { [F in ProjectPublishField]?: MessageRef[] } = {}
  const required: MessageRef = { key: 'validation.required' }
  if (!p.name.trim()) missing.name = [required]
  if (!p.description.trim()) missing.description = [required]
  if (!p.departmentId) missing.department_id = [required]
  if (!p.municipalityId) missing.municipality_id = [required]
  // A project still to be built says when; one ready to move in needs no date.
  if (p.stage !== 'entrega_inmediata' && !p.deliveryYear)
    missing.delivery_year = [{ key: 'projects.delivery_required' }]
  if (p.pricedUnitTypes < 1) missing.unit_types = [{ key: 'projects.unit_type_price_required' }]
  // As a listing: the public never sees a project without a picture.
  if (p.photos < 1) missing.photos = [{ key: 'validation.photos_min' }]
  return missing
}

/**
 * Why a progress update is refused, or null: construction does not go backwards, so a percent
 * below the last one reported is an error (a correction is an edit of the project, not an update).
 */
export function progressProblem(current: number, next: number): MessageRef | null {
  return next < current ? { key: 'projects.progress_backwards', params: { percent: current } } : null
}

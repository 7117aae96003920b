// What a component may import from core/projects: constants, pure rules and views without I/O.
export {
  AMENITY_CATEGORIES,
  MAX_AMENITIES,
  MAX_UNIT_TYPES,
  PROJECT_LIST_PER_PAGE,
  PROJECT_STAGES,
  PROJECT_STATUSES,
  PROJECT_TEXT_LIMITS,
} from './project.constants'
export type { ProjectStage, ProjectStatus } from './project.constants'
export {
  canEditProject,
  projectPublishProblems,
  projectTransitionTarget,
  progressProblem,
} from './project-status.rules'
export type { ProjectAction, ProjectTransition } from './project-status.rules'
export { unitTypeSummary } from './project-summary.rules'
export type { UnitTypeSummary } from './project-summary.rules'

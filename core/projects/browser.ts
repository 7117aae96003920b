// What the browser may use of core/projects (index.ts re-exports it): its choices and limits, and the payment plan's settings.
export { DOWN_PAYMENT_PERCENT, PLAN_YEARS, SUBSIDIES, SUBSIDY_SMMLV } from './payment-plan.constants'
export {
  AMENITY_CATEGORIES,
  MAX_AMENITIES,
  MAX_UNIT_TYPES,
  PROJECT_STAGES,
  PROJECT_STATUSES,
} from './project.constants'
export { projectLandingPath, projectSearchPath, projectsBasePath } from './project-landing.rules'
export { PROJECT_SORTS, tidyProjectSearchAddress } from './project-search.rules'
export type { ProjectCardView } from './project-search.view'

// The public surface of core/projects (issue 32, ADR 0027): its use cases and what adapters need. Queries stay inside.
export * from './browser'
export { addProjectProgress } from './add-project-progress.service'
export { createProject } from './create-project.service'
export { getProjectImport, importProjects, listProjectImports, previewProjectImport } from './import-projects.service'
export { adminProjectAnswer, getProjectForAdmin } from './get-project-for-admin.service'
export { getPublicProject } from './get-public-project.service'
export { getPaymentPlan } from './get-payment-plan.service'
export { getProjectLeadSubject } from './get-project-lead-subject.service'
export { isPublicProject } from './is-public-project.service'
export { listProjectsForAdmin } from './list-projects-for-admin.service'
export { opensProjectBackOffice } from './project-back-office.service'
export { deleteProject, publishProject, restoreProject, unpublishProject } from './project-status.service'
export { updateProject } from './update-project.service'
export {
  findFollowToUnsubscribe,
  followProject,
  listFollowedProjects,
  projectFollowState,
  unfollowProject,
  unsubscribeProjectFollow,
} from './follow-project.service'
export type { FollowedProjectView } from './follow-project.service'
export { findProjectAlertMatches } from './project-alert-matches.service'
export { uploadProjectPhotos } from './upload-project-photos.service'
export { deleteProjectPhoto } from './delete-project-photo.service'
export { reorderProjectPhotos } from './reorder-project-photos.service'
export { FLOOR_PLAN_FIELD, uploadFloorPlan } from './upload-floor-plan.service'
export { BROCHURE_FIELD, deleteProjectBrochure, uploadProjectBrochure } from './project-brochure.service'
export {
  allowedProjectActions,
  assertProjectBackOffice,
  canCreateProjects,
  PROJECT_NOT_FOUND_KEY,
} from './project.policy'
export {
  ProjectDraftSchema,
  ProjectFilterSchema,
  ProjectPatchSchema,
  ProjectPhotoOrderSchema,
  ProjectProgressSchema as ProjectProgressInputSchema,
} from './project.schemas'
export { AdminProjectRowSchema, AdminProjectViewSchema, adminProjectRowView } from './admin-project.view'
export type { AdminProjectView } from './admin-project.view'
export { PublicProjectSchema } from './public-project.view'
export { PaymentPlanFieldsSchema, PaymentPlanQuerySchema } from './payment-plan.schemas'
export { PaymentPlanSchema, type PaymentPlanView } from './payment-plan.view'
export type { PublicProjectView } from './public-project.view'
export type { ProjectAction } from './project-status.rules'
export { countProjects, searchProjects } from './search-projects.service'
export { ProjectMapSchema, searchProjectMapPoints } from './search-project-map.service'
export { ProjectSearchAnswerSchema } from './project-search.view'
/** @public The /proyectos pages (issue 32 point 4) type their loader with it. */
export type { ProjectCardView, ProjectSearchView } from './project-search.view'
export { parseProjectSearchParams, projectSearchFilter, ProjectSearchQueryDocSchema } from './project-search.schemas'
export { prepareProjectSearch } from './project-search-sync.infra'
export type { ProjectSearchFilter } from './project-search.rules'
export { isProjectSegment, projectIdOfPath, projectPath } from './project-url.view'
export { unitTypeSummary } from './project-summary.rules'
export { getProjectSearchPage, resolveProjectLanding } from './project-search-page.service'
export type { ProjectLanding } from './project-search-page.service'
export { projectSearchCriteriaOf, type ProjectSearchCriteria } from './project-search-criteria.service'
export { projectAmenityNames, projectCards } from './project-cards.service'
export { ProjectCardSchema } from './project-search.view'

/**
 * /admin/projects/import/:importId: one projects import and its report (counts per project,
 * errors and warnings at their line and column), downloadable as CSV.
 */
import { ImportJobPage } from '~/components/admin/import-page'
import { loadImportJob } from '~/routes/admin/import-page.server'
import { getProjectImport } from '#core/projects'
import type { Route } from './+types/project-import-job'

export function loader({ request, params }: Route.LoaderArgs) {
  return loadImportJob(request, 'projects', params.importId, ({ ctx }, id) => getProjectImport(ctx, id))
}

export default function ProjectImportJob({ loaderData: { job } }: Route.ComponentProps) {
  return <ImportJobPage kind="projects" job={job} />
}

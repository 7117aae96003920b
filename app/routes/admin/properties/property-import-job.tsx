/**
 * /admin/properties/import/:importId: one import's progress (rows done of the total, errors so
 * far) while it runs, read again every second, and its report once it ends. The state lives
 * in the database, so a reload (or another member of the agency) sees the same job. The report
 * (errors and warnings) downloads as CSV.
 */
import { ImportJobPage } from '~/components/admin/import-page'
import { loadImportJob } from '~/routes/admin/import-page.server'
import { getListingImport } from '#core/listings'
import type { Route } from './+types/property-import-job'

export function loader({ request, params }: Route.LoaderArgs) {
  return loadImportJob(request, 'properties', params.importId, ({ ctx }, id) => getListingImport(ctx, id))
}

export default function PropertyImportJob({ loaderData: { job } }: Route.ComponentProps) {
  return <ImportJobPage kind="listings" job={job} />
}

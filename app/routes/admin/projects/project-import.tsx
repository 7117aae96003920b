/**
 * /admin/projects/import: a builder uploads a CSV file of its projects and unit types (issue 32
 * point 7, docs/project-import.md), a row per unit type grouped by the project's code, with the
 * listing import's report rules. "Validate only" shows what would happen and writes nothing; an
 * import runs at once and the page moves to its report (/admin/projects/import/:importId).
 */
import { ImportUploadPage } from '~/components/admin/import-page'
import { importAction, loadImportHistory, type ImportResult } from '~/routes/admin/import-page.server'
import { orgPage } from '~/routes/admin/org-page.server'
import { importProjects, listProjectImports, previewProjectImport } from '#core/projects'
import { readForm } from '#web/page'
import type { Route } from './+types/project-import'

export function loader({ request }: Route.LoaderArgs) {
  return loadImportHistory(request, 'projects', ({ office, ctx }) =>
    listProjectImports(ctx, { customerId: office.chosenCustomerId }),
  )
}

export async function action({ request }: Route.ActionArgs) {
  const { office, ctx, locale } = await orgPage(request, 'projects')
  const customerId = office.chosenCustomerId
  return importAction(locale, await readForm(request), '/admin/projects/import', {
    preview: (bytes) => previewProjectImport(ctx, bytes, { customerId }),
    start: (bytes, fileName) => importProjects(ctx, bytes, { fileName, customerId }),
  })
}

export default function ProjectImport({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportUploadPage kind="projects" jobs={loaderData.jobs} result={actionData as ImportResult | undefined} />
}

/**
 * /admin/properties/import: an agency uploads a CSV (as Excel writes it) or XML file of its
 * listings (ADR 0018, docs/listing-import.md). "Validate only" shows the report of what would
 * happen and writes nothing; an import becomes a job and the page moves to its progress
 * (/admin/properties/import/:importId). Permissions as for creating listings.
 */
import { ImportUploadPage } from '~/components/admin/import-page'
import { Checkbox } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { importAction, loadImportHistory, type ImportResult } from '~/routes/admin/import-page.server'
import { orgPage } from '~/routes/admin/org-page.server'
import { listListingImports, previewListingImport, startListingImport } from '#core/listings'
import { readForm } from '#web/page'
import type { Route } from './+types/property-import'

export function loader({ request }: Route.LoaderArgs) {
  return loadImportHistory(request, 'properties', ({ office, ctx }) =>
    listListingImports(ctx, { chosenCustomerId: office.chosenCustomerId }),
  )
}

export async function action({ request }: Route.ActionArgs) {
  const { office, ctx, locale } = await orgPage(request, 'properties')
  const form = await readForm(request)
  const options = {
    chosenCustomerId: office.chosenCustomerId,
    unpublishMissing: form.get('unpublish_missing') === 'on',
  }
  return importAction(locale, form, '/admin/properties/import', {
    preview: (bytes) => previewListingImport(ctx, bytes, options),
    start: async (bytes, fileName) => (await startListingImport(ctx, bytes, { ...options, fileName })).job,
  })
}

export default function PropertyImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT()
  return (
    <ImportUploadPage
      kind="listings"
      jobs={loaderData.jobs}
      result={actionData as ImportResult | undefined}
      options={<Checkbox name="unpublish_missing" label={t('admin.import.unpublish_missing')} />}
    />
  )
}

/**
 * /admin/properties/import: an agency uploads a CSV (as Excel writes it) or XML file of its
 * listings (ADR 0018, docs/listing-import.md). "Validate only" shows the report of what would
 * happen and writes nothing; an import becomes a job and the page moves to its progress
 * (/admin/properties/import/:importId). Permissions as for creating listings.
 */
import { Form, Link, redirect, useNavigation } from 'react-router'
import { DataTable } from '~/components/admin/data-table'
import { PageHeader, Panel } from '~/components/admin/page-header'
import { ActionMessage } from '~/components/admin/org/action-message'
import { orgPage } from '~/routes/admin/org-page.server'
import { ImportErrors, ImportCounts, ImportStatusPill } from '~/components/admin/import-report'
import { Button } from '~/components/ui/button'
import { formatDateTime } from '~/components/ui/dates'
import { Checkbox } from '~/components/ui/field'
import { LabeledInput } from '~/components/ui/labeled'
import { useT } from '~/lib/i18n'
import {
  importReportView,
  listingImportView,
  listListingImports,
  previewListingImport,
  startListingImport,
  type ListingImportView,
} from '#core/listings'
import { validationError } from '#core/shared'
import { importMessages } from '#web/listing-imports'
import { loadOr404, runForm, type FormResult, readForm } from '#web/page'
import type { Route } from './+types/property-import'

/** Rows of the report shown on the page (the API gives them all). */
const SHOWN_ERRORS = 200

export async function loader({ request }: Route.LoaderArgs) {
  const { office, ctx, locale } = await orgPage(request, 'properties')
  const jobs = await loadOr404(() => listListingImports(ctx, { chosenCustomerId: office.chosenCustomerId }))
  return { jobs: jobs.map((job) => ({ ...listingImportView(job, importMessages(locale)), errors: [], warnings: [] })) }
}

type ImportResult = FormResult & {
  report?: ReturnType<typeof importReportView> & { error_count: number; warning_count: number }
}

export async function action({ request }: Route.ActionArgs) {
  const { office, ctx, locale } = await orgPage(request, 'properties')
  const form = await readForm(request)
  const file = form.get('file')
  const dryRun = form.get('dry_run') === 'on'
  const options = {
    chosenCustomerId: office.chosenCustomerId,
    unpublishMissing: form.get('unpublish_missing') === 'on',
  }
  return runForm(
    locale,
    async () => {
      if (!file || typeof file === 'string' || file.size === 0)
        throw validationError({ file: [{ key: 'admin.import.file_required' }] })
      const bytes = new Uint8Array(await file.arrayBuffer())
      if (dryRun) return { report: await previewListingImport(ctx, bytes, options) }
      return { job: (await startListingImport(ctx, bytes, { ...options, fileName: file.name })).job }
    },
    (done): ImportResult | Response => {
      if (done.job)
        return redirect(`/admin/properties/import/${listingImportView(done.job, importMessages(locale)).id}`)
      const report = importReportView(done.report, importMessages(locale))
      return {
        ok: true,
        intent: 'preview',
        report: {
          ...report,
          error_count: report.errors.length,
          errors: report.errors.slice(0, SHOWN_ERRORS),
          warning_count: report.warnings.length,
          warnings: report.warnings.slice(0, SHOWN_ERRORS),
        },
      }
    },
  )
}

export default function PropertyImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useT()
  const result = actionData as ImportResult | undefined
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const report = result?.ok ? result.report : undefined
  const fileError = result && !result.ok ? (result.errors?.file ?? result.message) : undefined
  return (
    <>
      <PageHeader title={t('admin.import.title')} subtitle={t('admin.import.intro')} />
      {result && !result.ok && !result.errors?.file && <ActionMessage result={result} />}
      <Panel>
        <Form method="post" encType="multipart/form-data" className="flex max-w-2xl flex-col gap-4" noValidate>
          <div className="flex flex-col gap-1">
            <LabeledInput
              id="import-file"
              label={t('admin.import.file')}
              labelClassName="text-sm font-bold text-ink-900"
              name="file"
              type="file"
              accept=".csv,.xml,text/csv,application/xml,text/xml"
              required
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? 'import-file-error' : undefined}
              className="rounded-xl border border-ink/20 bg-white p-2 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-ink/10 file:px-3 file:py-1.5 file:font-semibold"
            />
            {fileError && (
              <p id="import-file-error" role="alert" className="text-sm font-semibold text-red-700">
                {fileError}
              </p>
            )}
          </div>
          <Checkbox name="dry_run" label={t('admin.import.dry_run')} />
          <Checkbox name="unpublish_missing" label={t('admin.import.unpublish_missing')} />
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" busy={busy}>
              {t('admin.import.submit')}
            </Button>
            <a href="/import/plantilla-inmuebles.csv" download className="font-semibold underline underline-offset-2">
              {t('admin.import.template')}
            </a>
          </div>
        </Form>
      </Panel>
      {report && (
        <Panel title={t('admin.import.preview_title')} className="mt-4">
          <div data-testid="import-preview">
            <ImportCounts report={report} />
            <ImportErrors errors={report.errors} total={report.error_count} />
            <div className="mt-4">
              <ImportErrors errors={report.warnings} total={report.warning_count} kind="warnings" />
            </div>
          </div>
        </Panel>
      )}
      <h2 className="mt-8 mb-3 text-lg font-bold text-ink-900">{t('admin.import.history')}</h2>
      {loaderData.jobs.length === 0 ? (
        <p className="text-ink">{t('admin.import.history_empty')}</p>
      ) : (
        <DataTable<ListingImportView>
          rows={loaderData.jobs}
          rowKey={(job) => job.id}
          caption={t('admin.import.history')}
          columns={[
            {
              key: 'date',
              header: t('admin.import.col.date'),
              cell: (job) => (
                <Link to={`/admin/properties/import/${job.id}`} className="font-bold underline underline-offset-2">
                  {formatDateTime(job.created_at, locale, 'medium', 'short')}
                </Link>
              ),
            },
            { key: 'file', header: t('admin.import.col.file'), cell: (job) => job.file_name },
            {
              key: 'status',
              header: t('admin.import.col.status'),
              cell: (job) => <ImportStatusPill status={job.status} />,
            },
            {
              key: 'rows',
              header: t('admin.import.col.rows'),
              cell: (job) => t('admin.import.rows_done', { done: job.done, total: job.total }),
            },
            { key: 'created', header: t('admin.import.report.created'), cell: (job) => job.created },
            { key: 'updated', header: t('admin.import.report.updated'), cell: (job) => job.updated },
            { key: 'errors', header: t('admin.import.report.errors'), cell: (job) => job.error_count },
          ]}
        />
      )}
    </>
  )
}

/**
 * /admin/properties/import/:importId: one import's progress (rows done of the total, errors so
 * far) while it runs, read again every second, and its report once it ends. The state lives
 * in the database, so a reload (or another member of the agency) sees the same job. The report
 * (errors and warnings) downloads as CSV.
 */
import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { PageHeader, Panel } from '~/components/admin/page-header'
import { ImportCounts, ImportErrors, ImportProgress, ImportStatusPill } from '~/components/admin/import-report'
import { orgPage } from '~/routes/admin/org-page.server'
import { ButtonLink, buttonClass } from '~/components/ui/button'
import { formatDateTime } from '~/components/ui/dates'
import { useT } from '~/lib/i18n'
import { getListingImport, listingImportView } from '#core/listings'
import { importMessages } from '#web/listing-imports'
import { loadOr404, pathIdOr404 } from '#web/page'
import type { Route } from './+types/property-import-job'

const SHOWN_ERRORS = 200
const POLL_MS = 1000

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx, locale } = await orgPage(request, 'properties')
  const id = pathIdOr404('listingImport', params.importId)
  const job = listingImportView(await loadOr404(() => getListingImport(ctx, id)), importMessages(locale))
  return {
    job: { ...job, errors: job.errors.slice(0, SHOWN_ERRORS), warnings: job.warnings.slice(0, SHOWN_ERRORS) },
  }
}

export default function PropertyImportJob({ loaderData: { job } }: Route.ComponentProps) {
  const { t, locale } = useT()
  const revalidator = useRevalidator()
  const running = job.status === 'running'
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [running, revalidator])
  return (
    <>
      <PageHeader
        title={t('admin.import.title')}
        subtitle={`${job.file_name} · ${formatDateTime(job.created_at, locale, 'medium', 'short')}`}
        actions={
          <ButtonLink to="/admin/properties/import" size="sm" variant="secondary">
            {t('admin.import.back')}
          </ButtonLink>
        }
      />
      <Panel>
        <div className="mb-4" data-testid="import-status">
          <ImportStatusPill status={job.status} />
        </div>
        {running ? (
          <ImportProgress done={job.done} total={job.total} errors={job.error_count} />
        ) : (
          <ImportCounts report={job} />
        )}
      </Panel>
      <Panel title={t('admin.import.report.errors')} className="mt-4">
        <ImportErrors errors={job.errors} total={job.error_count} />
      </Panel>
      {job.warning_count > 0 && (
        <Panel title={t('admin.import.report.warnings')} className="mt-4">
          <ImportErrors errors={job.warnings} total={job.warning_count} kind="warnings" />
        </Panel>
      )}
      {!running && job.error_count + job.warning_count > 0 && (
        <p className="mt-4">
          {/* A plain link: the browser downloads the file with the session cookie. */}
          <a
            href={`/api/admin/properties/imports/${job.id}/report.csv`}
            download
            className={buttonClass('secondary', 'sm')}
          >
            {t('admin.import.download_report')}
          </a>
        </p>
      )}
    </>
  )
}

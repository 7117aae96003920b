/**
 * The import pages of the back office, shared by the listing import (/admin/properties/import)
 * and the projects import (/admin/projects/import): the upload form with its dry run, the
 * preview's report, the recent imports, and one import's progress and report with its CSV.
 */
import { useEffect, type ReactNode } from 'react'
import { Form, Link, useNavigation, useRevalidator } from 'react-router'
import { DataTable } from '~/components/admin/data-table'
import { PageHeader, Panel } from '~/components/admin/page-header'
import { ActionMessage } from '~/components/admin/org/action-message'
import { ImportErrors, ImportCounts, ImportProgress, ImportStatusPill } from '~/components/admin/import-report'
import { Button, ButtonLink, buttonClass } from '~/components/ui/button'
import { formatDateTime } from '~/components/ui/dates'
import { Checkbox } from '~/components/ui/field'
import { LabeledInput } from '~/components/ui/labeled'
import { useT } from '~/lib/i18n'
import type { ListingImportView } from '#core/listings'
import type { ImportResult } from '~/routes/admin/import-page.server'

/** What differs between the two imports: where they live and their own texts. */
type ImportPageKind = {
  /** The page's path; a job is at `${path}/:importId`. */
  path: string
  /** The API's imports path (for the report CSV). */
  api: string
  title: string
  intro: string
  fileLabel: string
  accept: string
  template: { href: string; label: string }
}

export type ImportKindName = 'listings' | 'projects'

function useImportKind(name: ImportKindName): ImportPageKind {
  const { t } = useT()
  if (name === 'projects')
    return {
      path: '/admin/projects/import',
      api: '/api/admin/projects/imports',
      title: t('admin.projects.import.title'),
      intro: t('admin.projects.import.intro'),
      fileLabel: t('admin.projects.import.file'),
      accept: '.csv,text/csv',
      template: { href: '/import/ejemplo-proyectos.csv', label: t('admin.projects.import.template') },
    }
  return {
    path: '/admin/properties/import',
    api: '/api/admin/properties/imports',
    title: t('admin.import.title'),
    intro: t('admin.import.intro'),
    fileLabel: t('admin.import.file'),
    accept: '.csv,.xml,text/csv,application/xml,text/xml',
    template: { href: '/import/plantilla-inmuebles.csv', label: t('admin.import.template') },
  }
}

export function ImportUploadPage({
  kind: name,
  jobs,
  result,
  options,
}: {
  kind: ImportKindName
  jobs: ListingImportView[]
  result: ImportResult | undefined
  options?: ReactNode
}) {
  const { t, locale } = useT()
  const kind = useImportKind(name)
  const busy = useNavigation().state === 'submitting'
  const report = result?.ok ? result.report : undefined
  const fileError = result && !result.ok ? (result.errors?.file ?? result.message) : undefined
  return (
    <>
      <PageHeader title={kind.title} subtitle={kind.intro} />
      {result && !result.ok && !result.errors?.file && <ActionMessage result={result} />}
      <Panel>
        <Form method="post" encType="multipart/form-data" className="flex max-w-2xl flex-col gap-4" noValidate>
          <div className="flex flex-col gap-1">
            <LabeledInput
              id="import-file"
              label={kind.fileLabel}
              labelClassName="text-sm font-bold text-ink-900"
              name="file"
              type="file"
              accept={kind.accept}
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
          {options}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" busy={busy}>
              {t('admin.import.submit')}
            </Button>
            <a href={kind.template.href} download className="font-semibold underline underline-offset-2">
              {kind.template.label}
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
      {jobs.length === 0 ? (
        <p className="text-ink">{t('admin.import.history_empty')}</p>
      ) : (
        <DataTable<ListingImportView>
          rows={jobs}
          rowKey={(job) => job.id}
          caption={t('admin.import.history')}
          columns={[
            {
              key: 'date',
              header: t('admin.import.col.date'),
              cell: (job) => (
                <Link to={`${kind.path}/${job.id}`} className="font-bold underline underline-offset-2">
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

const POLL_MS = 1000

/**
 * One import's progress while it runs, read again every second, and its report once it ends;
 * the state lives in the database, so a reload sees the same job. The report downloads as CSV.
 */
export function ImportJobPage({ kind: name, job }: { kind: ImportKindName; job: ListingImportView }) {
  const { t, locale } = useT()
  const kind = useImportKind(name)
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
        title={kind.title}
        subtitle={`${job.file_name} · ${formatDateTime(job.created_at, locale, 'medium', 'short')}`}
        actions={
          <ButtonLink to={kind.path} size="sm" variant="secondary">
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
          <a href={`${kind.api}/${job.id}/report.csv`} download className={buttonClass('secondary', 'sm')}>
            {t('admin.import.download_report')}
          </a>
        </p>
      )}
    </>
  )
}

/**
 * An import's report (counts, row errors and warnings), its status and its progress, as the
 * back-office shows them. The counts add up: created + updated + unchanged + not imported = rows read.
 */
import { DataTable } from '~/components/admin/data-table'
import { Pill } from '~/components/admin/org/action-message'
import { useT } from '~/lib/i18n'
import type { ImportRowErrorView } from '#core/listings'

interface Counts {
  created: number
  updated: number
  unchanged: number
  failed: number
  unpublished: number
  error_count: number
  warning_count: number
}

export function ImportCounts({ report }: { report: Counts }) {
  const { t } = useT()
  const items = [
    ['created', report.created],
    ['updated', report.updated],
    ['unchanged', report.unchanged],
    ['failed', report.failed],
    ['unpublished', report.unpublished],
    ['errors', report.error_count],
    ['warnings', report.warning_count],
  ] as const
  const read = report.created + report.updated + report.unchanged + report.failed
  return (
    <>
      <p className="mb-2 text-sm text-ink" data-testid="import-rows-read">
        {t('admin.import.rows_read', { total: read })}
      </p>
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7" data-testid="import-counts">
        {items.map(([key, value]) => (
          <div key={key} className="rounded-xl bg-ink/5 px-3 py-2">
            <dt className="text-sm text-ink">{t(`admin.import.report.${key}`)}</dt>
            <dd className="text-2xl font-bold text-ink-900" data-count={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </>
  )
}

/** The rows' errors, or (`kind="warnings"`) what the imported rows should know. */
export function ImportErrors({
  errors,
  total,
  kind = 'errors',
}: {
  errors: ImportRowErrorView[]
  total: number
  kind?: 'errors' | 'warnings'
}) {
  const { t } = useT()
  if (total === 0) return kind === 'errors' ? <p className="text-ink">{t('admin.import.no_errors')}</p> : null
  return (
    <>
      {total > errors.length && (
        <p className="mb-2 text-sm text-ink">
          {t(`admin.import.more_${kind}`, { shown: errors.length, count: total })}
        </p>
      )}
      <DataTable<ImportRowErrorView>
        rows={errors}
        rowKey={(e) => `${e.line}-${e.field}-${e.message}`}
        caption={t(`admin.import.report.${kind}`)}
        columns={[
          {
            key: 'line',
            header: t('admin.import.col.line'),
            cell: (e) => e.line || '—',
            className: 'whitespace-nowrap',
          },
          { key: 'field', header: t('admin.import.col.field'), cell: (e) => <code>{e.field}</code> },
          { key: 'message', header: t('admin.import.col.message'), cell: (e) => e.message },
        ]}
      />
    </>
  )
}

export function ImportStatusPill({ status }: { status: 'running' | 'done' | 'failed' }) {
  const { t } = useT()
  const tone = status === 'done' ? 'green' : status === 'failed' ? 'red' : 'amber'
  return <Pill tone={tone}>{t(`admin.import.status.${status}`)}</Pill>
}

/** Rows done of the total and the errors so far, as a progress bar screen readers follow. */
export function ImportProgress({ done, total, errors }: { done: number; total: number; errors: number }) {
  const { t } = useT()
  return (
    <div className="flex flex-col gap-2" data-testid="import-progress">
      <label htmlFor="import-progress-bar" className="font-semibold text-ink-900">
        {t('admin.import.progress')}
      </label>
      <progress id="import-progress-bar" max={Math.max(total, 1)} value={done} className="h-3 w-full accent-brand-600">
        {t('admin.import.rows_done', { done, total })}
      </progress>
      <p className="text-sm text-ink" aria-live="polite">
        {t('admin.import.rows_done', { done, total })} · {t('admin.import.errors_so_far', { count: errors })}
      </p>
    </div>
  )
}

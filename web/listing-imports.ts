/**
 * An import's job and report as the API and the back-office page show them (ADR 0018): counts,
 * progress, each row error and warning with its message in the visitor's language, and the
 * report as CSV for Excel (the shared toCsv: semicolons, BOM, formula guard).
 */
import type { ImportJobRecord, ImportReport, ImportRowError } from '#core/listings'
import { encodeId, toCsv, type MessageKey } from '#core/shared'
import { translate, type Locale } from '#i18n'

export function importErrorsJson(errors: ImportRowError[], locale: Locale) {
  return [...errors]
    .sort((a, b) => a.line - b.line)
    .map((e) => ({
      line: e.line,
      field: e.field,
      message: translate(locale, e.message.key as MessageKey, e.message.params),
    }))
}

export type ImportErrorJson = ReturnType<typeof importErrorsJson>[number]

export function importReportJson(report: ImportReport, locale: Locale) {
  return {
    created: report.created,
    updated: report.updated,
    unchanged: report.unchanged,
    failed: report.failed,
    unpublished: report.unpublished,
    errors: importErrorsJson(report.errors, locale),
    warnings: importErrorsJson(report.warnings, locale),
  }
}

export function importJobJson(job: ImportJobRecord, locale: Locale) {
  return {
    id: encodeId('listingImport', job.id),
    status: job.status,
    file_name: job.fileName,
    format: job.format,
    unpublish_missing: job.unpublishMissing,
    total: job.total,
    done: job.done,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
    error_count: job.errorCount,
    warning_count: job.warningCount,
    ...importReportJson(job, locale),
  }
}

export type ImportJobJson = ReturnType<typeof importJobJson>

/** The report as CSV: one line per error and warning, in the file's order, with its severity. */
export function importReportCsv(job: ImportJobRecord, locale: Locale): string {
  const t = (key: string) => translate(locale, `admin.import.${key}` as MessageKey)
  const rows = [
    ...job.errors.map((e) => ({ ...e, severity: 'error' as const })),
    ...job.warnings.map((e) => ({ ...e, severity: 'warning' as const })),
  ].sort((a, b) => a.line - b.line || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
  return toCsv(
    ['line', 'field', 'severity', 'message'].map((column) => t(`col.${column}`)),
    rows.map((e) => [
      e.line || null,
      e.field,
      t(`severity.${e.severity}`),
      translate(locale, e.message.key as MessageKey, e.message.params),
    ]),
  )
}

/**
 * An import's job and report as the API and the back-office page show them (ADR 0018): counts,
 * progress, and each row error with its message in the visitor's language.
 */
import type { ImportJobRecord, ImportReport, ImportRowError } from '#core/listings'
import { encodeId, type MessageKey } from '#core/shared'
import { translate, type Locale } from '../app/i18n'

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
    unpublished: report.unpublished,
    errors: importErrorsJson(report.errors, locale),
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
    ...importReportJson(job, locale),
  }
}

export type ImportJobJson = ReturnType<typeof importJobJson>

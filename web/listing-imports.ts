/**
 * An import's row messages in the reader's language for the views of core/listings
 * (listing-import.view.ts, ADR 0018), and the report as CSV for Excel (the shared toCsv:
 * semicolons, BOM, formula guard).
 */
import type { DescribeMessage, ImportJobRecord } from '#core/listings'
import { toCsv, type MessageKey } from '#core/shared'
import { translate, type Locale } from '#i18n'

/** Row messages in `locale`, for the import views of core/listings (listingImportView, importReportView). */
export function importMessages(locale: Locale): DescribeMessage {
  return (message) => translate(locale, message.key as MessageKey, message.params)
}

/** The report as CSV: one line per error and warning, in the file's order, with its severity. */
export function importReportCsv(job: ImportJobRecord, locale: Locale): string {
  const t = (key: string) => translate(locale, `admin.import.${key}` as MessageKey)
  const describe = importMessages(locale)
  const rows = [
    ...job.errors.map((e) => ({ ...e, severity: 'error' as const })),
    ...job.warnings.map((e) => ({ ...e, severity: 'warning' as const })),
  ].sort((a, b) => a.line - b.line || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
  return toCsv(
    ['line', 'field', 'severity', 'message'].map((column) => t(`col.${column}`)),
    rows.map((e) => [e.line || null, e.field, t(`severity.${e.severity}`), describe(e.message)]),
  )
}

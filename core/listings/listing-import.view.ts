/**
 * An import's job and report as the API and the back-office page show them (ADR 0018): counts,
 * progress, each row error and warning with its message in the reader's language (the door
 * passes `describe`, which turns a catalogue key into text). The schemas document the answers
 * (OpenAPI `ListingImport`).
 */
import { z } from 'zod'
import { encodeId, OpaqueIdSchema } from '#core/shared'
import type { ImportReport } from './preview-listing-import.service'
import type { ImportJobRecord, ImportRowError } from './start-listing-import.service'

/** A row's catalogue message in the reader's language. */
export type DescribeMessage = (message: ImportRowError['message']) => string

const ImportRowErrorSchema = z.object({
  line: z.number().meta({ description: "The file's own line (1 is the header; 0: the file as a whole)" }),
  field: z.string(),
  message: z.string(),
})

export const ImportReportSchema = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  failed: z.number().meta({ description: 'Rows not imported: created + updated + unchanged + failed = rows read' }),
  unpublished: z.number(),
  errors: z.array(ImportRowErrorSchema).meta({ description: 'Why each failed row was not imported' }),
  warnings: z.array(ImportRowErrorSchema).meta({
    description:
      'What an imported row should know: a barrio matched to the closest one or left out, a draft without a photo',
  }),
})

export const ListingImportSchema = ImportReportSchema.extend({
  id: OpaqueIdSchema,
  status: z.enum(['running', 'done', 'failed']),
  file_name: z.string(),
  format: z.enum(['csv', 'xml']),
  unpublish_missing: z.boolean(),
  total: z.number(),
  done: z.number(),
  error_count: z.number(),
  warning_count: z.number(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
}).meta({ id: 'ListingImport' })

export type ImportRowErrorView = z.infer<typeof ImportRowErrorSchema>
export type ListingImportView = z.infer<typeof ListingImportSchema>

export function importErrorsView(errors: ImportRowError[], describe: DescribeMessage): ImportRowErrorView[] {
  return [...errors]
    .sort((a, b) => a.line - b.line)
    .map((e) => ({ line: e.line, field: e.field, message: describe(e.message) }))
}

export function importReportView(report: ImportReport, describe: DescribeMessage): z.infer<typeof ImportReportSchema> {
  return {
    created: report.created,
    updated: report.updated,
    unchanged: report.unchanged,
    failed: report.failed,
    unpublished: report.unpublished,
    errors: importErrorsView(report.errors, describe),
    warnings: importErrorsView(report.warnings, describe),
  }
}

export function listingImportView(job: ImportJobRecord, describe: DescribeMessage): ListingImportView {
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
    ...importReportView(job, describe),
  }
}

/** A dry run's report: what the import would do, nothing written. */
export const ImportDryRunSchema = ImportReportSchema.extend({ dry_run: z.literal(true) })

/** What POST /api/admin/properties/import answers with 200: the finished import, or a dry run's report. */
export const ImportAnswerSchema = ListingImportSchema.or(ImportDryRunSchema)

export function importDryRunView(report: ImportReport, describe: DescribeMessage): z.output<typeof ImportDryRunSchema> {
  return { dry_run: true, ...importReportView(report, describe) }
}

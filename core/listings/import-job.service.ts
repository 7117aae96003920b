/**
 * The job record of an import (ADR 0018) as other kinds of import use it: a builder's projects
 * (core/projects, docs/project-import.md) are read, judged and reported as listings are, and their
 * import is kept in `listing_imports` (its `kind` says which), one running import per agency.
 * A projects file is small (a row per unit type), so its import runs within its request: the job
 * is recorded running, the work fills the report, and the job ends done (or failed).
 */
import { AppError, logger, type MessageRef, type ServiceContext } from '#core/shared'
import {
  findImportJob,
  finishImportJob,
  findRunningImport,
  insertImportJob,
  listImportJobs,
  recordImportProgress,
  type ImportJobRecord,
  type ImportRowError,
} from './listing-import.queries'
import type { ImportReport } from './preview-listing-import.service'

export type ImportKind = ImportJobRecord['kind']

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505'

export const importRunning = () => new AppError('CONFLICT', { key: 'admin.import.already_running' })

/** A row's problem as the report keeps it. */
export const importRowError = (line: number, field: string, message: MessageRef): ImportRowError => ({
  line,
  field,
  message: message as ImportRowError['message'],
})

/** Records the job, then runs the work, which fills `report` (begun with the rows refused while reading). */
export async function runRecordedImport(
  ctx: ServiceContext,
  job: { kind: ImportKind; customerId: number; fileName: string; format: 'csv' | 'xml'; total: number },
  report: ImportReport,
  work: () => Promise<void>,
): Promise<ImportJobRecord> {
  if (await findRunningImport(ctx.db, job.customerId)) throw importRunning()
  const actor = ctx.actor!
  let record: ImportJobRecord
  try {
    record = await insertImportJob(ctx.db, {
      ...job,
      fileName: job.fileName.slice(0, 200) || 'import',
      createdByUserId: actor.apiKey ? null : actor.userId,
      apiKeyId: actor.apiKey?.id ?? null,
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw importRunning()
    throw error
  }
  let status: 'done' | 'failed' = 'done'
  try {
    await work()
  } catch (error) {
    logger.error(`${job.kind} import failed`, { importId: record.id, error })
    report.errors.push(importRowError(0, 'file', { key: 'admin.import.failed' }))
    status = 'failed'
  }
  report.errors.sort((a, b) => a.line - b.line)
  report.warnings.sort((a, b) => a.line - b.line)
  await recordImportProgress(ctx.db, record.id, {
    done: job.total,
    created: report.created,
    updated: report.updated,
    unchanged: report.unchanged,
    failed: report.failed,
    unpublished: report.unpublished,
    newErrors: report.errors,
    newErrorCount: report.errors.length,
    newWarnings: report.warnings,
    newWarningCount: report.warnings.length,
  })
  return (await finishImportJob(ctx.db, record.id, status))!
}

/** One import job of this kind (the caller decides who may see it), or null. */
export async function findImportOfKind(ctx: ServiceContext, kind: ImportKind, id: number) {
  const job = await findImportJob(ctx.db, id)
  return job?.kind === kind ? job : null
}

/** The agency's latest imports of this kind, newest first (the caller decides who may see them). */
export function listImportsOfKind(ctx: ServiceContext, kind: ImportKind, customerId: number) {
  return listImportJobs(ctx.db, customerId, 10, kind)
}

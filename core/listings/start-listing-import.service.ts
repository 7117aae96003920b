/**
 * Starts a bulk import (ADR 0018, docs/listing-import.md) and runs it as a job: the rows are
 * written in batches through the editor's use cases (`import-listing-row.service.ts`), the
 * progress kept in `listing_imports` with a heartbeat, and a job whose process stopped is
 * swept as failed.
 */
import { logger, isAppError, type ServiceContext } from '#core/shared'
import { importRunning, isUniqueViolation } from './import-job.service'
import type { Executor } from '#db/client'
import { unpublishListing } from './listing-status.service'
import { importRow } from './import-listing-row.service'
import {
  BATCH,
  errorsOf,
  missingListings,
  parseImport,
  rowError,
  type ParsedImport,
} from './listing-import-plan.service'
import {
  failStaleImports,
  findListingsByAgencyCodes,
  findRunningImport,
  finishImportJob,
  insertImportJob,
  recordImportProgress,
  touchImportJob,
  type ImportCounts,
  type ImportJobRecord,
  type ImportRowError,
} from './listing-import.queries'
import { listingPermitted } from './listing.policy'

export type { ImportJobRecord, ImportRowError }

/** The heartbeat of a running job, whatever its rows take. */
const HEARTBEAT_MS = 15_000
/** Row errors (and warnings) kept in a job (their count goes on): the report of a file of 20,000 bad rows stays small. */
const STORED_ERRORS = 1000
/** A running job whose heartbeat is older than this has lost its process. */
const STALE_SECONDS = 120

/**
 * Starts an import: the file is read and judged now (a 422 if it cannot be read), the job is
 * recorded, and the rows are written in the background. Returns the job and the promise of
 * its end, which the API may wait for. One import per agency runs at a time.
 */
export async function startListingImport(
  ctx: ServiceContext,
  bytes: Uint8Array,
  options: {
    fileName: string
    customerId?: number | null
    chosenCustomerId?: number | null
    unpublishMissing?: boolean
  },
): Promise<{ job: ImportJobRecord; finished: Promise<ImportJobRecord> }> {
  const parsed = await parseImport(ctx, bytes, options)
  if (await findRunningImport(ctx.db, parsed.customerId)) throw importRunning()
  const actor = ctx.actor!
  let job: ImportJobRecord
  try {
    job = await insertImportJob(ctx.db, {
      customerId: parsed.customerId,
      createdByUserId: actor.apiKey ? null : actor.userId,
      apiKeyId: actor.apiKey?.id ?? null,
      fileName: options.fileName.slice(0, 200) || 'import',
      format: parsed.file.format,
      unpublishMissing: !!options.unpublishMissing,
      total: parsed.file.records.length,
      failed: parsed.failed,
      errors: parsed.errors.slice(0, STORED_ERRORS),
      errorCount: parsed.errors.length,
      warnings: parsed.warnings.slice(0, STORED_ERRORS),
      warningCount: parsed.warnings.length,
    })
  } catch (error) {
    // Two imports of the agency at once: the unique index on its running job decides.
    if (isUniqueViolation(error)) throw importRunning()
    throw error
  }
  // Rows refused while reading are done already; the others are counted as they are written.
  const progress: Progress = {
    done: parsed.file.records.length - parsed.rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: parsed.failed,
    unpublished: 0,
    storedErrors: Math.min(parsed.errors.length, STORED_ERRORS),
    storedWarnings: Math.min(parsed.warnings.length, STORED_ERRORS),
  }
  // The heartbeat runs on a clock, not per row: a row fetching slow photos is still alive.
  const heartbeat = setInterval(() => void touchImportJob(ctx.db, job.id).catch(() => undefined), HEARTBEAT_MS)
  heartbeat.unref()
  const finished = runImport(ctx, job, parsed, progress)
    .catch(async (error: unknown) => {
      logger.error('listing import failed', { importId: job.id, error })
      await writeProgress(ctx.db, job.id, progress, [rowError(0, 'file', { key: 'admin.import.failed' })], []).catch(
        () => undefined,
      )
      return (await finishImportJob(ctx.db, job.id, 'failed').catch(() => job)) ?? job
    })
    .finally(() => clearInterval(heartbeat))
  return { job, finished }
}

interface Progress extends ImportCounts {
  /** Errors and warnings kept in the job (the counts go on past STORED_ERRORS). */
  storedErrors: number
  storedWarnings: number
}

/** Saves the counts, the new errors and warnings (the first STORED_ERRORS of each are kept in full). */
async function writeProgress(
  db: Executor,
  id: number,
  progress: Progress,
  newErrors: ImportRowError[],
  newWarnings: ImportRowError[],
) {
  const errors = newErrors.slice(0, Math.max(0, STORED_ERRORS - progress.storedErrors))
  const warnings = newWarnings.slice(0, Math.max(0, STORED_ERRORS - progress.storedWarnings))
  progress.storedErrors += errors.length
  progress.storedWarnings += warnings.length
  const { storedErrors: _errors, storedWarnings: _warnings, ...counts } = progress
  const running = await recordImportProgress(db, id, {
    ...counts,
    newErrors: errors,
    newErrorCount: newErrors.length,
    newWarnings: warnings,
    newWarningCount: newWarnings.length,
  })
  // Swept as interrupted (no heartbeat for STALE_SECONDS, its process taken for dead): stop writing rows.
  if (!running) throw new Error(`listing import ${id} is no longer running`)
}

async function runImport(
  ctx: ServiceContext,
  job: ImportJobRecord,
  parsed: ParsedImport,
  progress: Progress,
): Promise<ImportJobRecord> {
  for (let start = 0; start < parsed.rows.length; start += BATCH) {
    const batch = parsed.rows.slice(start, start + BATCH)
    const existing = await findListingsByAgencyCodes(
      ctx.db,
      parsed.customerId,
      batch.map((r) => r.agencyCode),
    )
    const newErrors: ImportRowError[] = []
    const newWarnings: ImportRowError[] = []
    for (const row of batch) {
      try {
        const result = await importRow(ctx, row, existing.get(row.agencyCode), job.id)
        progress[result.outcome ?? 'failed']++
        ;(result.outcome ? newWarnings : newErrors).push(...result.errors)
      } catch (error) {
        progress.failed++
        // The code taken at the same moment by the editor: that row only.
        if (isUniqueViolation(error))
          newErrors.push(rowError(row.line, 'agency_code', { key: 'admin.properties.agency_code_taken' }))
        else if (isAppError(error)) newErrors.push(...errorsOf(row.line, error, 'agency_code'))
        else throw error
      }
      progress.done++
    }
    await writeProgress(ctx.db, job.id, progress, newErrors, newWarnings)
  }
  if (job.unpublishMissing) {
    const missing = await missingListings(ctx.db, parsed)
    const newErrors: ImportRowError[] = []
    if (!parsed.rows.length) newErrors.push(rowError(0, 'unpublish_missing', { key: 'admin.import.unpublish_skipped' }))
    else if (missing.length && !listingPermitted(ctx.actor, 'unpublish', parsed.customerId))
      newErrors.push(rowError(0, 'unpublish_missing', { key: 'errors.forbidden' }))
    else
      for (const listingId of missing) {
        try {
          await unpublishListing(ctx, { listingId })
          progress.unpublished++
        } catch (error) {
          if (!isAppError(error)) throw error
          newErrors.push(rowError(0, 'unpublish_missing', error.messageRef))
        }
      }
    await writeProgress(ctx.db, job.id, progress, newErrors, [])
  }
  return (await finishImportJob(ctx.db, job.id, 'done'))!
}

/** Background sweep: imports whose process stopped (a restart) are marked failed. */
export async function failStaleListingImports(db: Executor): Promise<number> {
  const rows = await failStaleImports(db, STALE_SECONDS, {
    line: 0,
    field: 'file',
    message: { key: 'admin.import.interrupted' },
  })
  return rows.length
}

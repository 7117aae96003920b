import { isAppError, type ServiceContext } from '#core/shared'
import { findListingsByAgencyCodes } from './listing-import.queries'
import {
  BATCH,
  PHOTO_MISSING,
  errorsOf,
  missingListings,
  parseImport,
  plan,
  rowError,
} from './listing-import-plan.service'
import type { ImportRowError } from './listing-import.queries'

export interface ImportReport {
  created: number
  updated: number
  unchanged: number
  /** Rows not imported (each with its errors): created + updated + unchanged + failed = rows read. */
  failed: number
  unpublished: number
  errors: ImportRowError[]
  warnings: ImportRowError[]
}

/**
 * Validates the whole file and says what an import would do, writing nothing (`?dry_run=1`).
 * Photos are checked by address only.
 */
export async function previewListingImport(
  ctx: ServiceContext,
  bytes: Uint8Array,
  options: { customerId?: number | null; chosenCustomerId?: number | null; unpublishMissing?: boolean } = {},
): Promise<ImportReport> {
  const parsed = await parseImport(ctx, bytes, options)
  const report: ImportReport = {
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: parsed.failed,
    unpublished: 0,
    errors: parsed.errors,
    warnings: parsed.warnings,
  }
  for (let start = 0; start < parsed.rows.length; start += BATCH * 10) {
    const batch = parsed.rows.slice(start, start + BATCH * 10)
    const existing = await findListingsByAgencyCodes(
      ctx.db,
      parsed.customerId,
      batch.map((r) => r.agencyCode),
    )
    for (const row of batch) {
      try {
        const { kind, errors } = await plan(ctx.db, row, existing.get(row.agencyCode))
        if (kind === 'deleted') {
          report.failed++
          report.errors.push(...errors)
          continue
        }
        report[kind === 'create' ? 'created' : kind === 'update' ? 'updated' : 'unchanged']++
        report.warnings.push(...row.warnings.map((w) => rowError(row.line, w.field, w.message)), ...errors)
        // A new listing without a photo address will be a draft without a photo.
        if (kind === 'create' && !row.photoUrls?.length)
          report.warnings.push(rowError(row.line, 'photo_urls', PHOTO_MISSING))
      } catch (error) {
        if (!isAppError(error)) throw error
        report.failed++
        report.errors.push(...errorsOf(row.line, error, 'agency_code'))
      }
    }
  }
  if (options.unpublishMissing) report.unpublished = (await missingListings(ctx.db, parsed)).length
  report.errors.sort((a, b) => a.line - b.line)
  report.warnings.sort((a, b) => a.line - b.line)
  return report
}

/**
 * Bulk import of an agency's listings from a CSV or XML file (ADR 0018, docs/listing-import.md).
 * Each row goes through the same use cases as the editor (createListing, updateListing, the
 * status transitions, the photo rules), so it is checked, authorised per agency and audited
 * the same way, and the search hears of it through its change log. The upsert key is the
 * agency's own code within the importing agency: another agency's listings are never read.
 * A bad row is reported (an error) and skipped; what a kept row should know (a barrio matched or
 * left out, a draft without a photo) is a warning. Every row read is created, updated, unchanged
 * or failed, once. A file that cannot be read is a 422. The work runs as a job whose progress
 * (rows done, errors so far) is kept in `listing_imports`.
 */
import { logger, isAppError, notFound, slugify, AppError, type ServiceContext, type MessageRef } from '#core/shared'
import type { ListingDraft } from './listing-admin.schemas'
import {
  createListing,
  customerForNewListing,
  listingDraftChanges,
  publishListing,
  publishRefusal,
  republishListing,
  unpublishListing,
  updateListing,
} from './listing-admin.service'
import { countPhotos } from './listing-admin.queries'
import { readImportFile, type ImportFile } from './listing-import-file.infra'
import { sectorIndex, type SectorName } from './listing-import-sector.rules'
import {
  IMPORT_FIELDS,
  importFieldOf,
  importRowDraft,
  type ImportReferences,
  type ImportRow,
} from './listing-import-row.rules'
import {
  failStaleImports,
  findImportJob,
  findListingsByAgencyCodes,
  findRunningImport,
  finishImportJob,
  insertImportJob,
  listImportJobs,
  listPublishedOutside,
  loadImportNames,
  recordImportProgress,
  touchImportJob,
  type ExistingListing,
  type ImportJobRecord,
  type ImportRowError,
} from './listing-import.queries'
import { assertListingBackOffice, assertListingPermitted, listingPermitted, NOT_FOUND_KEY } from './listing.policy'
import { syncImportedPhotos } from './photo.service'
import type { Executor } from '#db/client'

export type { ImportJobRecord, ImportRowError }

/** Rows between two progress writes (and lookups of existing listings). */
const BATCH = 50
/** The heartbeat of a running job, whatever its rows take. */
const HEARTBEAT_MS = 15_000
/** Row errors (and warnings) kept in a job (their count goes on): the report of a file of 20,000 bad rows stays small. */
const STORED_ERRORS = 1000
/** A running job whose heartbeat is older than this has lost its process. */
const STALE_SECONDS = 120

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

async function importReferences(db: Executor): Promise<ImportReferences> {
  const names = await loadImportNames(db)
  const refs: ImportReferences = {
    types: new Map(),
    features: new Map(),
    departments: new Map(),
    municipalities: new Map(),
    sectors: new Map(),
  }
  for (const t of names.types) for (const name of [t.slug, t.name, t.plural]) refs.types.set(slugify(name), t.id)
  for (const f of names.features) for (const name of [f.slug, f.name]) refs.features.set(slugify(name), f.id)
  for (const d of names.departments)
    for (const name of [d.code, slugify(d.name), slugify(d.displayName)]) refs.departments.set(name, d.id)
  for (const m of names.municipalities) {
    const entry = { id: m.id, departmentId: m.departmentId }
    for (const name of new Set([m.code, slugify(m.name), slugify(m.displayName)])) {
      const list = refs.municipalities.get(name) ?? []
      list.push(entry)
      refs.municipalities.set(name, list)
    }
  }
  const sectors = new Map<number, SectorName[]>()
  for (const s of names.sectors) sectors.set(s.municipalityId, [...(sectors.get(s.municipalityId) ?? []), s])
  for (const [municipalityId, list] of sectors) refs.sectors.set(municipalityId, sectorIndex(list))
  return refs
}

const rowError = (line: number, field: string, message: MessageRef): ImportRowError => ({
  line,
  field,
  message: message as ImportRowError['message'],
})

const PHOTO_MISSING = { key: 'admin.import.photo_missing' } as const

/** An AppError of a use case as the row's problems (field errors by the file's column names). */
function errorsOf(line: number, error: AppError, field = 'status'): ImportRowError[] {
  const fields = Object.entries(error.fields)
  if (error.messageRef.key === 'admin.properties.publish_missing')
    // Only the photo missing: said plainly, on the photos' column.
    return fields.length === 1 && fields[0][0] === 'photos'
      ? [rowError(line, 'photo_urls', PHOTO_MISSING)]
      : [rowError(line, field, error.messageRef)]
  if (!fields.length) return [rowError(line, field, error.messageRef)]
  return fields.flatMap(([name, messages]) => messages.map((m) => rowError(line, importFieldOf(name), m)))
}

interface ParsedImport {
  customerId: number
  file: ImportFile
  rows: ImportRow[]
  errors: ImportRowError[]
  /** Of the file itself (a column ignored); a row's own come with its outcome. */
  warnings: ImportRowError[]
  /** Rows refused while reading. */
  failed: number
  /** Every code the file names, valid row or not: what `unpublish_missing` keeps. */
  codes: string[]
}

/** The file read and every row judged on its own (nothing written): a 422 only when it cannot be read. */
async function parseImport(
  ctx: ServiceContext,
  bytes: Uint8Array,
  options: { customerId?: number | null; chosenCustomerId?: number | null },
): Promise<ParsedImport> {
  assertListingBackOffice(ctx.actor, 'create')
  const customerId = await customerForNewListing(
    ctx.db,
    ctx.actor,
    options.customerId,
    options.chosenCustomerId ?? null,
  )
  const file = readImportFile(bytes, IMPORT_FIELDS)
  const refs = await importReferences(ctx.db)
  const warnings: ImportRowError[] = file.unknownFields.map((field) =>
    rowError(1, field, { key: 'admin.import.unknown_column' }),
  )
  const errors: ImportRowError[] = []
  const rows: ImportRow[] = []
  const seen = new Map<string, number>()
  for (const record of file.records) {
    if (record.problem) {
      errors.push(rowError(record.line, 'file', record.problem))
      continue
    }
    const result = importRowDraft(record.line, record.values, refs, customerId)
    if ('problems' in result) {
      errors.push(...result.problems.map((p) => rowError(record.line, p.field, p.message)))
      continue
    }
    const first = seen.get(result.row.agencyCode)
    if (first !== undefined) {
      errors.push(rowError(record.line, 'agency_code', { key: 'admin.import.repeated_code', params: { line: first } }))
      continue
    }
    seen.set(result.row.agencyCode, record.line)
    rows.push(result.row)
  }
  const codes = [...new Set(file.records.map((r) => (r.values.agency_code ?? '').trim()).filter(Boolean))]
  return { customerId, file, rows, errors, warnings, failed: file.records.length - rows.length, codes }
}

/**
 * The agency's published listings `unpublish_missing` would unpublish: those with a code of
 * their own that the file does not name. None when no row of the file is valid (a broken
 * header must never unpublish an agency's whole stock).
 */
async function missingListings(db: Executor, parsed: ParsedImport): Promise<number[]> {
  if (!parsed.rows.length || !parsed.codes.length) return []
  return listPublishedOutside(db, parsed.customerId, parsed.codes)
}

/** The row's draft over an existing listing: what the file leaves out, the listing keeps. */
function draftOver(row: ImportRow, existing: ExistingListing | undefined): ListingDraft {
  if (!existing) return row.draft
  const draft = { ...row.draft }
  if (!row.present.has('title')) draft.title = existing.record.title
  if (!row.present.has('description')) draft.description = existing.record.description
  return draft
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i])

/**
 * What the row would do to its listing: create it, change it (which parts) or nothing, with
 * the problems known before writing (a publish the saved listing would still be refused).
 */
async function plan(db: Executor, row: ImportRow, existing: ExistingListing | undefined) {
  const none: ImportRowError[] = []
  if (!existing) return { kind: 'create' as const, fields: [] as string[], errors: none }
  if (existing.record.status === 'deleted')
    return {
      kind: 'deleted' as const,
      fields: [],
      errors: [rowError(row.line, 'agency_code', { key: 'admin.import.listing_deleted' })],
    }
  const fields = await listingDraftChanges(db, draftOver(row, existing), existing.record, existing.featureIds)
  const photos = row.photoUrls !== undefined && !sameList([...new Set(row.photoUrls)], existing.photoSources)
  const status = row.status !== undefined && row.status !== statusOf(existing.record.status)
  if (status && row.status === 'published' && !fields.length && !photos) {
    // Only a publish: when the listing as saved would be refused again, nothing changes.
    const refusal = await publishRefusal(db, existing.record)
    if (refusal) return { kind: 'unchanged' as const, fields, errors: errorsOf(row.line, refusal) }
  }
  const kind = fields.length || photos || status ? ('update' as const) : ('unchanged' as const)
  return { kind, fields, errors: none }
}

/** A listing as the file's `status` words see it: public or not. */
const statusOf = (status: string) => (status === 'published' ? 'published' : 'draft')

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
  const running = () => new AppError('CONFLICT', { key: 'admin.import.already_running' })
  if (await findRunningImport(ctx.db, parsed.customerId)) throw running()
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
    if (isUniqueViolation(error)) throw running()
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

interface Progress {
  done: number
  created: number
  updated: number
  unchanged: number
  failed: number
  unpublished: number
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
  await recordImportProgress(db, id, {
    ...counts,
    newErrors: errors,
    newErrorCount: newErrors.length,
    newWarnings: warnings,
    newWarningCount: newWarnings.length,
  })
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505'

/**
 * Writes one row; returns what it did (null: nothing, the row failed) and its problems: the
 * errors of a failed row, else what the kept row should know (a failed photo never fails it).
 */
async function importRow(
  ctx: ServiceContext,
  row: ImportRow,
  existing: ExistingListing | undefined,
  importId: number,
): Promise<{ outcome: 'created' | 'updated' | 'unchanged' | null; errors: ImportRowError[] }> {
  const errors: ImportRowError[] = []
  const { kind, fields, errors: known } = await plan(ctx.db, row, existing)
  if (kind === 'deleted') return { outcome: null, errors: known }
  const notes = row.warnings.map((w) => rowError(row.line, w.field, w.message))
  if (kind === 'unchanged') return { outcome: 'unchanged', errors: [...notes, ...known] }
  const draft = { ...draftOver(row, existing), publish: false }
  // What was written: a row whose only difference is a publish that is refused again wrote nothing.
  let wrote = false
  let id: number
  let status: string
  const transition = async (run: () => Promise<{ status: string }>) => {
    try {
      status = (await run()).status
      wrote = true
    } catch (error) {
      if (!isAppError(error)) throw error
      errors.push(...errorsOf(row.line, error))
    }
  }
  if (existing) {
    id = existing.record.id
    status = existing.record.status
    // Unpublished first: a draft need not meet the publish rules the changes may break.
    if (row.status === 'draft' && status === 'published')
      await transition(() => unpublishListing(ctx, { listingId: id }))
    if (fields.length) {
      status = (await updateListing(ctx, id, draft, { auditData: { import: importId, fields } })).status
      wrote = true
    }
  } else {
    const created = await createListing(ctx, draft)
    id = created.id
    status = created.status
  }
  errors.push(...row.warnings.map((w) => rowError(row.line, w.field, w.message)))
  if (row.photoUrls !== undefined) {
    const photos = await syncImportedPhotos(ctx, { listingId: id, urls: row.photoUrls })
    errors.push(...photos.problems.map((p) => rowError(row.line, 'photo_urls', p.message)))
    wrote ||= photos.changed
  }
  if (row.status === 'published' && status !== 'published')
    await transition(() =>
      status === 'inactive' ? republishListing(ctx, { listingId: id }) : publishListing(ctx, { listingId: id }),
    )
  // A new draft without a photo says so once (a refused publish has said it already).
  const told = errors.some((e) => e.message.key === PHOTO_MISSING.key || e.field === 'status')
  if (!existing && status !== 'published' && !told && (await countPhotos(ctx.db, id)) === 0)
    errors.push(rowError(row.line, 'photo_urls', PHOTO_MISSING))
  return { outcome: existing ? (wrote ? 'updated' : 'unchanged') : 'created', errors }
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

/**
 * One import job, for whoever may see the list of imports (listListingImports): the members
 * who may create listings in its agency; 403 without that right anywhere, 404 in another agency.
 */
export async function getListingImport(ctx: ServiceContext, id: number): Promise<ImportJobRecord> {
  assertListingBackOffice(ctx.actor, 'create')
  const job = await findImportJob(ctx.db, id)
  if (!job) throw notFound(NOT_FOUND_KEY)
  try {
    assertListingPermitted(ctx.actor, 'create', job.customerId)
  } catch {
    throw notFound(NOT_FOUND_KEY)
  }
  return job
}

/** The agency's latest imports, newest first. */
export async function listListingImports(
  ctx: ServiceContext,
  options: { customerId?: number | null; chosenCustomerId?: number | null } = {},
): Promise<ImportJobRecord[]> {
  assertListingBackOffice(ctx.actor, 'create')
  const customerId = await customerForNewListing(
    ctx.db,
    ctx.actor,
    options.customerId,
    options.chosenCustomerId ?? null,
  )
  return listImportJobs(ctx.db, customerId)
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

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
 *
 * This file reads the file and judges each row, and plans what a row would do: what the
 * preview (`preview-listing-import.service.ts`) and the import (`start-listing-import.service.ts`) share.
 */
import { slugify, type AppError, type ServiceContext } from '#core/shared'
import type { Executor } from '#db/client'
import type { ListingDraft } from './listing-admin.schemas'
import { customerForNewListing } from './create-listing.service'
import { listingDraftChanges } from './listing-draft.service'
import { importRowError } from './import-job.service'
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
  listPublishedOutside,
  loadImportNames,
  type ExistingListing,
  type ImportRowError,
} from './listing-import.queries'
import { assertListingBackOffice } from './listing.policy'
import { publishRefusal } from './listing-status.service'

/** Rows between two progress writes (and lookups of existing listings). */
export const BATCH = 50

/** The names a file may use for the catalogue and places (listings and projects alike). */
export async function importReferences(db: Executor): Promise<ImportReferences> {
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

export const rowError = importRowError

export const PHOTO_MISSING = { key: 'admin.import.photo_missing' } as const

/** An AppError of a use case as the row's problems (field errors by the file's column names). */
export function errorsOf(line: number, error: AppError, field = 'status'): ImportRowError[] {
  const fields = Object.entries(error.fields)
  if (error.messageRef.key === 'admin.properties.publish_missing')
    // Only the photo missing: said plainly, on the photos' column.
    return fields.length === 1 && fields[0][0] === 'photos'
      ? [rowError(line, 'photo_urls', PHOTO_MISSING)]
      : [rowError(line, field, error.messageRef)]
  if (!fields.length) return [rowError(line, field, error.messageRef)]
  return fields.flatMap(([name, messages]) => messages.map((m) => rowError(line, importFieldOf(name), m)))
}

/** The agency the request names (customer_id), or the back-office switcher's choice. */
interface ImportAgencyOptions {
  customerId?: number | null
  chosenCustomerId?: number | null
}

export interface ParsedImport {
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

/** The agency whose imports these are: 403 without the right to create listings, else as for a new listing. */
export async function importCustomerId(ctx: ServiceContext, options: ImportAgencyOptions): Promise<number> {
  assertListingBackOffice(ctx.actor, 'create')
  return customerForNewListing(ctx.db, ctx.actor, options.customerId, options.chosenCustomerId ?? null)
}

/** The file read and every row judged on its own (nothing written): a 422 only when it cannot be read. */
export async function parseImport(
  ctx: ServiceContext,
  bytes: Uint8Array,
  options: ImportAgencyOptions,
): Promise<ParsedImport> {
  const customerId = await importCustomerId(ctx, options)
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
export async function missingListings(db: Executor, parsed: ParsedImport): Promise<number[]> {
  if (!parsed.rows.length || !parsed.codes.length) return []
  return listPublishedOutside(db, parsed.customerId, parsed.codes)
}

/** The row's draft over an existing listing: what the file leaves out, the listing keeps. */
export function draftOver(row: ImportRow, existing: ExistingListing | undefined): ListingDraft {
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
export async function plan(db: Executor, row: ImportRow, existing: ExistingListing | undefined) {
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

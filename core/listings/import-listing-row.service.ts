import { isAppError, type ServiceContext } from '#core/shared'
import { countPhotos } from './listing-admin.queries'
import { createListing } from './create-listing.service'
import { publishListing, republishListing, unpublishListing } from './listing-status.service'
import { updateListing } from './update-listing.service'
import { PHOTO_MISSING, draftOver, errorsOf, plan, rowError } from './listing-import-plan.service'
import type { ImportRow } from './listing-import-row.rules'
import type { ExistingListing, ImportRowError } from './listing-import.queries'
import { syncImportedPhotos } from './photo.service'

/**
 * Writes one row; returns what it did (null: nothing, the row failed) and its problems: the
 * errors of a failed row, else what the kept row should know (a failed photo never fails it).
 */
export async function importRow(
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

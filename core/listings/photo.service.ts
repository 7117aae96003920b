/**
 * Listing photos in the back-office: upload several at once, reorder, choose the cover
 * (the first position), delete. The file type is decided by the bytes (file-type), never
 * by the name; images are re-encoded by the pipeline (WebP widths + a 1200×630 crop, EXIF
 * dropped). Processing happens before the transaction; the rows, the limit check (on a
 * locked listing) and the audit record happen in it, and stored files of a refused batch
 * are removed.
 */
import { env } from '#config/env'
import { recordListingAudit } from '#core/audit'
import {
  checkImage,
  checkUploadedPhotos,
  fetchRemotePhoto,
  newPhotoKey,
  PHOTO_RULES,
  photoUrls,
  processPhoto,
  mediaStorage,
  RemotePhotoError,
  type UploadedFile,
} from '#core/media'
import { type ServiceContext, type MessageRef, AppError, isAppError, notFound, validationError } from '#core/shared'
import { findListingRecord, lockListingRecord, type ListingRecord } from './listing-admin.queries'
import { assertListingAccess, assertListingBackOffice, NOT_FOUND_KEY } from './listing.policy'
import { canEdit } from './listing-status.rules'
import { holdIfFlagged } from './listing-review.service'
import {
  deletePhotoRecord,
  insertPhotoRecords,
  listPhotoRecords,
  nextPhotoPosition,
  setPhotoPosition,
  type PhotoRecord,
} from './photo.queries'
import type { Executor } from '#db/client'

export type { UploadedFile }

export function maxPhotos(): number {
  return env().MAX_PHOTOS_PER_PROPERTY
}

function tooMany(limit: number) {
  return validationError({ photos: [{ key: 'validation.photos_max', params: { limit } }] })
}

/**
 * Who may change a listing's photos, loading it (locked inside a transaction): the back-office
 * gate below, or an owner's own listing (owner-listing.policy.ts). 401, 403 or 404 otherwise.
 */
export type PhotoGate = (db: Executor, ctx: ServiceContext, listingId: number, lock: boolean) => Promise<ListingRecord>

/** A member of the listing's agency with the photos permission, on a listing that may be edited. */
const backOfficeGate: PhotoGate = async (db, ctx, listingId, lock) => {
  assertListingBackOffice(ctx.actor, 'read')
  const listing = lock ? await lockListingRecord(db, listingId) : await findListingRecord(db, listingId)
  if (!listing) throw notFound(NOT_FOUND_KEY)
  assertListingAccess(ctx.actor, 'photos', listing.customerId)
  if (!canEdit(listing.status)) throw new AppError('CONFLICT', { key: 'admin.properties.transition_not_allowed' })
  return listing
}

/**
 * Adds photos at the end (the first one of a listing becomes its cover). On a public listing the
 * fraud signals run again.
 */
export async function uploadListingPhotos(
  ctx: ServiceContext,
  input: { listingId: number; files: UploadedFile[] },
  gate: PhotoGate = backOfficeGate,
) {
  const files = input.files
  if (!files.length) throw validationError({ photos: [{ key: 'validation.required' }] })
  const limit = maxPhotos()
  // Cheap checks before any image work: access, type by content, the limit as it stands.
  const listing = await gate(ctx.db, ctx, input.listingId, false)
  if (files.length > limit) throw tooMany(limit)
  await checkUploadedPhotos(files)
  const current = (await listPhotoRecords(ctx.db, listing.id)).length
  if (current + files.length > limit) throw tooMany(limit)

  const storage = mediaStorage()
  const processed: { key: string; width: number; height: number; widths: number[]; dhash: bigint }[] = []
  try {
    for (const file of files) {
      const key = newPhotoKey(listing.id)
      processed.push({ key, ...(await processPhoto(file.bytes, key, { storage })) })
    }
    return await ctx.db.transaction(async (tx) => {
      const locked = await gate(tx, ctx, input.listingId, true)
      const existing = await listPhotoRecords(tx, locked.id)
      if (existing.length + processed.length > limit) throw tooMany(limit)
      const start = await nextPhotoPosition(tx, locked.id)
      const rows = await insertPhotoRecords(
        tx,
        processed.map((p, i) => ({
          propertyId: locked.id,
          position: start + i,
          storageKey: p.key,
          width: p.width,
          height: p.height,
          widths: p.widths.join(','),
          dhash: p.dhash,
        })),
      )
      await recordListingAudit(tx, ctx.actor, 'photo.upload', locked, {
        photo_ids: rows.map((r) => r.id),
        count: rows.length,
      })
      // New photos on a public listing: its signals run again (a reused photo sends it to staff).
      if (locked.status === 'published') await holdIfFlagged(tx, ctx.actor!, locked)
      return rows
    })
  } catch (error) {
    await Promise.all(processed.map((p) => storage.delete(p.key).catch(() => undefined)))
    throw error
  }
}

/** The listing's photos in order, with their addresses. */
export async function listListingPhotos(ctx: ServiceContext, input: { listingId: number }) {
  const listing = await findListingRecord(ctx.db, input.listingId)
  assertListingBackOffice(ctx.actor, 'read')
  if (!listing) throw notFound(NOT_FOUND_KEY)
  assertListingAccess(ctx.actor, 'read', listing.customerId)
  return (await listPhotoRecords(ctx.db, listing.id)).map(withUrls)
}

export function withUrls(photo: PhotoRecord) {
  return { ...photo, urls: photoUrls(photo) }
}

/** Puts the photos in the given order (every photo of the listing, each once). */
export async function reorderListingPhotos(
  ctx: ServiceContext,
  input: { listingId: number; photoIds: number[] },
  gate: PhotoGate = backOfficeGate,
) {
  return ctx.db.transaction(async (tx) => {
    const listing = await gate(tx, ctx, input.listingId, true)
    const photos = await listPhotoRecords(tx, listing.id)
    const ids = new Set(photos.map((p) => p.id))
    if (
      input.photoIds.length !== photos.length ||
      new Set(input.photoIds).size !== photos.length ||
      input.photoIds.some((id) => !ids.has(id))
    ) {
      throw validationError({ photo_ids: [{ key: 'validation.invalid' }] })
    }
    for (const [position, id] of input.photoIds.entries()) await setPhotoPosition(tx, listing.id, id, position)
    await recordListingAudit(tx, ctx.actor, 'photo.reorder', listing, { photo_ids: input.photoIds })
    return (await listPhotoRecords(tx, listing.id)).map(withUrls)
  })
}

/** Makes a photo the cover: it moves to the first position, the others keep their order. */
export async function setListingCover(
  ctx: ServiceContext,
  input: { listingId: number; photoId: number },
  gate: PhotoGate = backOfficeGate,
) {
  return ctx.db.transaction(async (tx) => {
    const listing = await gate(tx, ctx, input.listingId, true)
    const photos = await listPhotoRecords(tx, listing.id)
    if (!photos.some((p) => p.id === input.photoId)) throw notFound()
    const order = [input.photoId, ...photos.map((p) => p.id).filter((id) => id !== input.photoId)]
    for (const [position, id] of order.entries()) await setPhotoPosition(tx, listing.id, id, position)
    await recordListingAudit(tx, ctx.actor, 'photo.cover', listing, { photo_id: input.photoId })
    return (await listPhotoRecords(tx, listing.id)).map(withUrls)
  })
}

/**
 * Deletes a photo and its files. A published listing keeps at least one photo (the publish
 * rule): removing its last photo is refused with "Se requiere al menos una foto".
 */
export async function deleteListingPhoto(
  ctx: ServiceContext,
  input: { listingId: number; photoId: number },
  gate: PhotoGate = backOfficeGate,
) {
  const removed = await ctx.db.transaction(async (tx) => {
    const listing = await gate(tx, ctx, input.listingId, true)
    const photos = await listPhotoRecords(tx, listing.id)
    if (!photos.some((p) => p.id === input.photoId)) throw notFound()
    if (listing.status === 'published' && photos.length === 1)
      throw validationError({ photos: [{ key: 'validation.photos_min' }] })
    const row = await deletePhotoRecord(tx, listing.id, input.photoId)
    const rest = photos.filter((p) => p.id !== input.photoId)
    for (const [position, p] of rest.entries())
      if (p.position !== position) await setPhotoPosition(tx, listing.id, p.id, position)
    await recordListingAudit(tx, ctx.actor, 'photo.delete', listing, { photo_id: input.photoId })
    return row
  })
  // Only uploads own their files; demo listings share a pool of pictures.
  if (removed && removed.storageKey.startsWith(`listings/${input.listingId}/`))
    await mediaStorage()
      .delete(removed.storageKey)
      .catch(() => undefined)
}

/** A photo address of an import that did not become a photo, and why. */
export interface PhotoFetchProblem {
  url: string
  message: MessageRef
}

function photoProblem(url: string, error: unknown): PhotoFetchProblem {
  if (error instanceof RemotePhotoError)
    return { url, message: { key: `admin.import.photo.${error.reason}`, params: { url, status: error.status ?? '' } } }
  if (isAppError(error)) {
    const tooLarge =
      error.code === 'TOO_LARGE' ||
      Object.values(error.fields)
        .flat()
        .some((m) => m.key === 'validation.image_too_large')
    return {
      url,
      message: { key: tooLarge ? 'admin.import.photo.too_large' : 'admin.import.photo.not_an_image', params: { url } },
    }
  }
  throw error
}

/**
 * Makes the photos an import fetched for a listing those of `urls`, in that order, ahead of
 * the ones uploaded by hand (ADR 0018): new addresses are fetched (https, public hosts only),
 * checked by content and re-encoded like uploads; addresses no longer listed lose their photo,
 * except the last photo of a published listing. A photo that fails is returned as a problem
 * and never fails the listing. Returns whether anything changed.
 */
export async function syncImportedPhotos(
  ctx: ServiceContext,
  input: { listingId: number; urls: string[] },
): Promise<{ changed: boolean; problems: PhotoFetchProblem[] }> {
  const urls = [...new Set(input.urls)]
  const listing = await backOfficeGate(ctx.db, ctx, input.listingId, false)
  const before = await listPhotoRecords(ctx.db, listing.id)
  const have = new Map(before.filter((p) => p.sourceUrl).map((p) => [p.sourceUrl!, p]))
  const problems: PhotoFetchProblem[] = []
  const limit = maxPhotos()
  const storage = mediaStorage()
  const processed: { url: string; key: string; width: number; height: number; widths: number[]; dhash: bigint }[] = []
  // Room: the limit less the photos uploaded by hand and the imported ones the file still lists.
  const kept = before.filter((p) => !p.sourceUrl || urls.includes(p.sourceUrl)).length
  for (const url of urls.filter((u) => !have.has(u))) {
    if (kept + processed.length >= limit) {
      problems.push({ url, message: { key: 'validation.photos_max', params: { limit } } })
      continue
    }
    try {
      const bytes = await fetchRemotePhoto(url)
      await checkImage(bytes, PHOTO_RULES)
      const key = newPhotoKey(listing.id)
      processed.push({ url, key, ...(await processPhoto(bytes, key, { storage })) })
    } catch (error) {
      problems.push(photoProblem(url, error))
    }
  }
  const wanted = new Set(urls)
  try {
    const removed = await ctx.db.transaction(async (tx) => {
      const locked = await backOfficeGate(tx, ctx, input.listingId, true)
      const current = await listPhotoRecords(tx, locked.id)
      let gone = current.filter((p) => p.sourceUrl && !wanted.has(p.sourceUrl))
      if (locked.status === 'published' && current.length - gone.length + processed.length === 0) {
        problems.push({ url: gone[0].sourceUrl!, message: { key: 'validation.photos_min' } })
        gone = gone.slice(1)
      }
      for (const photo of gone) await deletePhotoRecord(tx, locked.id, photo.id)
      const added = await insertPhotoRecords(
        tx,
        processed.map((p) => ({
          propertyId: locked.id,
          position: 0,
          storageKey: p.key,
          width: p.width,
          height: p.height,
          widths: p.widths.join(','),
          dhash: p.dhash,
          sourceUrl: p.url,
        })),
      )
      // The file's order first, then the photos uploaded by hand in theirs.
      const kept = [...current.filter((p) => !gone.includes(p)), ...added]
      const imported = urls.map((u) => kept.find((p) => p.sourceUrl === u)).filter((p) => p !== undefined)
      const order = [...imported, ...kept.filter((p) => !p.sourceUrl || !wanted.has(p.sourceUrl))]
      let moved = false
      for (const [position, photo] of order.entries())
        if (photo.position !== position || added.includes(photo)) {
          moved ||= !added.includes(photo)
          await setPhotoPosition(tx, locked.id, photo.id, position)
        }
      if (added.length || gone.length || moved)
        await recordListingAudit(tx, ctx.actor, 'photo.import', locked, {
          added: added.map((p) => p.id),
          removed: gone.map((p) => p.id),
        })
      return { gone, changed: added.length > 0 || gone.length > 0 || moved }
    })
    await Promise.all(
      removed.gone
        .filter((p) => p.storageKey.startsWith(`listings/${listing.id}/`))
        .map((p) => storage.delete(p.storageKey).catch(() => undefined)),
    )
    return { changed: removed.changed, problems }
  } catch (error) {
    await Promise.all(processed.map((p) => storage.delete(p.key).catch(() => undefined)))
    throw error
  }
}

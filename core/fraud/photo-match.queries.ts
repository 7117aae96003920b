/**
 * Photos of other accounts' listings within a small Hamming distance of a listing's photos
 * (migration 0033): every candidate shares at least one 16-bit band with the photo, found by the
 * four band indexes, then checked with bit_count of the XOR.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { propertyPhotos } from '#db/schema'
import { hashBands } from '#core/media'

export async function listPhotoHashes(db: Executor, propertyId: number): Promise<{ id: number; dhash: bigint }[]> {
  const rows = await db
    .select({ id: propertyPhotos.id, dhash: propertyPhotos.dhash })
    .from(propertyPhotos)
    .where(and(eq(propertyPhotos.propertyId, propertyId), isNotNull(propertyPhotos.dhash)))
  return rows.map((r) => ({ id: r.id, dhash: BigInt(r.dhash!) }))
}

/**
 * The stored photos sharing a band with any of `hashes`: one index-only scan per band (each index
 * INCLUDEs the hash, the photo and the listing), so no table page is read; UNION drops a photo
 * found by two bands.
 */
export function bandCandidates(hashes: bigint[]) {
  const bands = hashes.map(hashBands)
  const list = (i: number) =>
    sql.join(
      [...new Set(bands.map((b) => b[i]))].map((b) => sql`${b}`),
      sql`, `,
    )
  return sql`select id, property_id, dhash from property_photos where ((dhash >> 48) & 65535) in (${list(0)})
             union select id, property_id, dhash from property_photos where ((dhash >> 32) & 65535) in (${list(1)})
             union select id, property_id, dhash from property_photos where ((dhash >> 16) & 65535) in (${list(2)})
             union select id, property_id, dhash from property_photos where (dhash & 65535) in (${list(3)})`
}

export interface PhotoMatch {
  photoId: number
  otherPhotoId: number
  otherPropertyId: number
  otherCode: string
  distance: number
}

/**
 * Photos within `maxDistance` of this listing's photos, stored earlier (a smaller id: ids grow
 * with each photo stored), on listings of another account that are not deleted; closest first.
 */
export async function findPhotoMatches(
  db: Executor,
  input: {
    propertyId: number
    customerId: number
    photos: { id: number; dhash: bigint }[]
    maxDistance: number
    limit: number
  },
): Promise<PhotoMatch[]> {
  if (!input.photos.length) return []
  const ids = sql.join(
    input.photos.map((p) => sql`${p.id}`),
    sql`, `,
  )
  const rows = await queryRows<{
    photo_id: number
    other_photo_id: number
    other_property_id: number
    other_code: string
    distance: number | string
  }>(
    db,
    sql`select mine.id as photo_id, o.id as other_photo_id, o.property_id as other_property_id,
               p.code as other_code, bit_count((o.dhash # mine.dhash)::bit(64)) as distance
        from (${bandCandidates(input.photos.map((p) => p.dhash))}) as o
        join property_photos mine on mine.id in (${ids})
         and bit_count((o.dhash # mine.dhash)::bit(64)) <= ${input.maxDistance}
         and o.id < mine.id
        join properties p on p.id = o.property_id
        where o.property_id <> ${input.propertyId}
          and p.customer_id <> ${input.customerId}
          and p.deleted_at is null
        order by distance, o.id
        limit ${input.limit}`,
  )
  return rows.map((r) => ({
    photoId: Number(r.photo_id),
    otherPhotoId: Number(r.other_photo_id),
    otherPropertyId: Number(r.other_property_id),
    otherCode: r.other_code,
    distance: Number(r.distance),
  }))
}

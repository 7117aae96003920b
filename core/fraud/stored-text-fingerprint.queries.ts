/**
 * Descriptions stored before they were fingerprinted (migration 0033): listings, not deleted,
 * without a listing_text_fingerprints row, claimed a few at a time in id order. FOR NO KEY UPDATE
 * SKIP LOCKED gives each host its own listings (and skips one being edited, whose evaluation
 * fingerprints it); the insert keeps a row already written, by an evaluation or another host.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { listingTextFingerprints } from '#db/schema'

export interface StoredText {
  id: number
  description: string
  /** When the listing last changed: the text is no newer, and the older of two matching texts is the source. */
  updatedAt: Date
}

export async function claimUnfingerprintedTexts(tx: Executor, afterId: number, limit: number): Promise<StoredText[]> {
  const rows = await queryRows<{ id: number; description: string; updated_at: Date | string }>(
    tx,
    sql`select p.id, p.description, p.updated_at from properties p
         where p.deleted_at is null and p.id > ${afterId}
           and not exists (select 1 from listing_text_fingerprints f where f.property_id = p.id)
         order by p.id limit ${limit}
         for no key update of p skip locked`,
  )
  return rows.map((r) => ({ id: Number(r.id), description: r.description, updatedAt: new Date(r.updated_at) }))
}

/** Stores the fingerprints, keeping any already there; how many were new. */
export async function insertTextFingerprints(
  tx: Executor,
  rows: { propertyId: number; bands: number[]; shingles: number; updatedAt: Date }[],
): Promise<number> {
  if (!rows.length) return 0
  const inserted = await tx
    .insert(listingTextFingerprints)
    .values(rows)
    .onConflictDoNothing({ target: listingTextFingerprints.propertyId })
    .returning({ propertyId: listingTextFingerprints.propertyId })
  return inserted.length
}

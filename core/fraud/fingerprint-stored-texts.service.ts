/**
 * Fingerprints the descriptions stored before fingerprints were kept (migration 0033), so that a
 * copy of an old description is caught like a copy of a new one (`copied_text`,
 * docs/fraud-signals.md). An evaluation fingerprints a listing only when it is published or
 * changed; this job does the rest, a batch at a time. Each fingerprint takes the listing's last
 * change as its time, not now(): the text is at least that old, so it stays the source of a copy
 * published since. Run by the `fingerprint-stored-texts` job on every host; a listing is claimed
 * by one of them.
 */
import type { Database } from '#db/client'
import { logger } from '#core/shared'
import { claimUnfingerprintedTexts, insertTextFingerprints } from './stored-text-fingerprint.queries'
import { shingleHashes, textBands } from './text-fingerprint.rules'

export interface FingerprintStoredTextsOptions {
  /** Listings per transaction (each holds their row locks while their texts are hashed). */
  batch?: number
  /** Stop starting batches after this long: the job comes back on its next tick. */
  budgetMs?: number
}

export async function fingerprintStoredTexts(
  db: Database,
  { batch = 200, budgetMs = 20_000 }: FingerprintStoredTextsOptions = {},
): Promise<{ fingerprinted: number }> {
  const started = Date.now()
  let fingerprinted = 0
  // Within a run the claims move forward by id, so each batch starts where the last one stopped.
  let after = 0
  for (;;) {
    const { claimed, inserted, last } = await db.transaction(async (tx) => {
      const texts = await claimUnfingerprintedTexts(tx, after, batch)
      const rows = texts.map((text) => {
        const shingles = shingleHashes(text.description)
        return { propertyId: text.id, bands: textBands(shingles), shingles: shingles.size, updatedAt: text.updatedAt }
      })
      return { claimed: texts.length, inserted: await insertTextFingerprints(tx, rows), last: texts.at(-1)?.id }
    })
    fingerprinted += inserted
    after = last ?? after
    if (claimed < batch || Date.now() - started > budgetMs) break
  }
  if (fingerprinted) logger.info('stored descriptions fingerprinted', { fingerprinted })
  return { fingerprinted }
}

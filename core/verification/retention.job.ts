/**
 * Retention of the papers (Ley 1581): each file is deleted 90 days after staff decided on its
 * request; the row stays with deleted_at (staff's pages say "eliminado"). Safe in every server
 * process at once: marking a row deleted is its claim, so each file is removed by one process.
 * Logs say how many, never which.
 */
import type { Database } from '#db/client'
import { logger } from '#core/shared'
import { removePrivateFile } from './private-files.infra'
import { DOCUMENT_RETENTION_DAYS } from './verification.constants'
import { claimExpiredDocuments } from './verification.queries'

const BATCH = 100
const DAY_MS = 24 * 60 * 60 * 1000

/** Deletes the papers whose retention ended before `now`; answers how many. */
export async function deleteExpiredDocuments(db: Database, now = new Date()): Promise<number> {
  const decidedBefore = new Date(now.getTime() - DOCUMENT_RETENTION_DAYS * DAY_MS)
  let deleted = 0
  for (;;) {
    const claimed = await claimExpiredDocuments(db, decidedBefore, BATCH)
    await Promise.all(claimed.map((d) => removePrivateFile(d.storageKey)))
    deleted += claimed.length
    if (claimed.length < BATCH) break
  }
  if (deleted > 0) logger.info('verification documents deleted after retention', { count: deleted })
  return deleted
}

/**
 * Retention of the papers (Ley 1581): each file is deleted 90 days after staff decided on its
 * request; the row stays with deleted_at (staff's pages say "eliminado"). Safe in every server
 * process at once: a batch's rows are locked (`for update skip locked`, so another process takes
 * other rows), their files removed, and the rows marked deleted in the same transaction. A process
 * that dies mid-batch rolls back: the rows are unlocked and unmarked, and the next pass (of any
 * process) removes the files again (a file already gone is no error). Logs say how many, never which.
 */
import type { Database } from '#db/client'
import { logger } from '#core/shared'
import { removePrivateFile } from './private-files.infra'
import { DOCUMENT_RETENTION_DAYS } from './verification.constants'
import { lockExpiredDocuments, markDocumentsDeleted } from './verification.queries'

const BATCH = 100
const DAY_MS = 24 * 60 * 60 * 1000

/** Deletes the papers whose retention ended before `now`; answers how many. */
export async function deleteExpiredDocuments(db: Database, now = new Date()): Promise<number> {
  const decidedBefore = new Date(now.getTime() - DOCUMENT_RETENTION_DAYS * DAY_MS)
  let deleted = 0
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await lockExpiredDocuments(tx, decidedBefore, BATCH)
      await Promise.all(due.map((d) => removePrivateFile(d.storageKey)))
      await markDocumentsDeleted(
        tx,
        due.map((d) => d.id),
      )
      return due
    })
    deleted += claimed.length
    if (claimed.length < BATCH) break
  }
  if (deleted > 0) logger.info('verification documents deleted after retention', { count: deleted })
  return deleted
}

/**
 * The change logs an in-process index follows (ADR 0013, 0028): `search_changes` (listings,
 * migration 0009) and `project_search_changes` (projects, migration 0025), each a row per
 * changed record with the writing transaction's id. A reader asks for the changes of
 * transactions at or after its watermark (the oldest transaction running when it last read),
 * so one that commits late is never skipped; readers prune what every process has long read.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'

const LOGS = { search_changes: 'property_id', project_search_changes: 'project_id' } as const
export type ChangeLog = keyof typeof LOGS

export interface ChangeLogBatch {
  /** The next watermark. */
  xmin: string
  changes: Array<{ txid: string; id: number }>
}

/** The changes of transactions at or after `watermark`, and the next watermark, in one snapshot. */
export async function readChangeLog(db: Executor, log: ChangeLog, watermark: string): Promise<ChangeLogBatch> {
  const rows = await queryRows<{ xmin: string; txid: string | null; id: number | null }>(
    db,
    sql`with snap as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin)
        select snap.xmin::text as xmin, c.txid::text as txid, c.${sql.raw(LOGS[log])} as id
        from snap left join ${sql.raw(log)} c on c.txid >= ${watermark}::xid8`,
  )
  return {
    xmin: rows[0].xmin,
    changes: rows.filter((r) => r.txid != null).map((r) => ({ txid: r.txid!, id: Number(r.id) })),
  }
}

const VACUUM_AFTER_DELETED = 10_000

/**
 * Forgets changes every process has long read (a process further behind rebuilds); how many.
 * Many at once (a seed's or an import's) are vacuumed away at once: until autovacuum passes (and
 * it may be off), their dead index entries made planning each read of the changes cost 1–4 ms.
 */
export async function deleteOldChangeLog(db: Executor, log: ChangeLog, olderThanSeconds: number): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from ${sql.raw(log)} where changed_at < now() - make_interval(secs => ${olderThanSeconds}) returning 1)
        select count(*)::int as n from gone`,
  )
  if (Number(n) >= VACUUM_AFTER_DELETED) await db.execute(sql`vacuum ${sql.raw(log)}`)
  return Number(n)
}

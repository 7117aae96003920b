/**
 * Issue 34's goal for each drill, checked on its row: what `npm run bench -- drills` prints in
 * its table's `goal` column ("met", or what missed it).
 */
import type { DrillRow } from './drills'

type Check = [holds: boolean, miss: string]

const GOALS: Record<string, (row: DrillRow) => Check[]> = {
  kill_host: (row) => [[row.failed_gets === 0, `${row.failed_gets} GETs failed`]],
  rolling_restart: (row) => [[row.failed === 0, `${row.failed} failed`]],
  replica_down: (row) => [[row.failed === 0, `${row.failed} failed`]],
  primary_restart: (row) => [
    [row.failed_outside === 0, `${row.failed_outside} failed while it ran`],
    [row.recovery_s <= 10, `recovery ${row.recovery_s} s > 10 s`],
  ],
  partition: (row) => [[(row.detected_s ?? Infinity) <= 5, `out of rotation after ${row.detected_s} s > 5 s`]],
  jobs_exactly_once: (row) => [
    [row.duplicates === 0, `${row.duplicates} duplicate e-mails`],
    [row.lost_emails === 0, `${row.lost_emails} e-mails never arrived`],
  ],
  freshness: (row) => [[row.recovery_s <= 2, `searchable after ${row.recovery_s} s > 2 s`]],
}

/** "met", or the misses joined; every drill also loses no accepted write. */
export function goalOf(row: DrillRow): string {
  const checks: Check[] = [[row.lost === 0, `${row.lost} accepted writes lost`], ...(GOALS[row.drill]?.(row) ?? [])]
  const misses = checks.filter(([holds]) => !holds).map(([, miss]) => miss)
  return misses.length === 0 ? 'met' : `NOT met: ${misses.join('; ')}`
}

/** The printed table: the counts every drill has, and its goal. */
export function summary(rows: DrillRow[]) {
  return rows.map((row) => ({
    drill: row.drill,
    requests: row.requests,
    failed: row.failed,
    retried: row.retried,
    lost: row.lost,
    recovery_s: row.recovery_s,
    goal: goalOf(row),
  }))
}

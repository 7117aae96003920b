/**
 * The client the standby's reads run through (issue 34, the replica_down drill). A read the
 * standby fails because it is stopping, restarting or unreachable runs once more on the primary,
 * and the standby takes no reads until a probe finds it again: a visitor never sees the standby
 * die, neither the read under way then nor the ones that follow before the next probe. A read the
 * standby cancelled for a conflict with recovery runs on the primary too, the standby staying in
 * use. Any other error is the query's own and is thrown as it is.
 *
 * Only single statements (what Drizzle sends through `query`) are handed over. A transaction
 * checks out a connection (`connect`) and is not repeated here: the search indexes' builds, the
 * only reads on the standby that use one, fail with it (logged), and a later search starts the
 * build again, then on the primary; meanwhile searches keep the index they had, or SQL.
 */
import type pg from 'pg'
import { isDatabaseUnavailable, isRecoveryConflict } from './connection-errors'

export interface StandbyReadsOptions {
  standby: pg.Pool
  primary: pg.Pool
  /** Told when the standby failed a read for being out of reach: it takes no reads from then on. */
  onUnreachable: (error: unknown) => void
}

/**
 * The standby's pool as Drizzle sees it: the same pool (`instanceof Pool` holds), except that a
 * promised `query` whose failure is the standby's, not the query's, answers from the primary.
 */
export function standbyReads({ standby, primary, onUnreachable }: StandbyReadsOptions): pg.Pool {
  const query = (...args: unknown[]): unknown => {
    // Callback calls are pg-pool's own (none in Drizzle): left as they are.
    if (typeof args[args.length - 1] === 'function') return Reflect.apply(standby.query, standby, args)
    const onStandby = Reflect.apply(standby.query, standby, args) as Promise<unknown>
    return onStandby.catch((error: unknown) => {
      const unreachable = isDatabaseUnavailable(error)
      if (!unreachable && !isRecoveryConflict(error)) throw error
      if (unreachable) onUnreachable(error)
      return Reflect.apply(primary.query, primary, args) as Promise<unknown>
    })
  }
  return new Proxy(standby, {
    get(target, property) {
      if (property === 'query') return query
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
}

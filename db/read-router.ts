/**
 * Reads that may lag a little go to a streaming standby (issue 34 point 2, ADR 0031): the search
 * index's build and change feed, public listing and place pages, feeds, sitemaps and statistics.
 * Everything else reads and writes the primary. A probe every second compares the standby's
 * replay position with the primary's; while the standby is unreachable, or has not replayed what
 * the primary held more than `maxLagMs` ago, those reads go to the primary too. A read that finds
 * the standby gone is answered by the primary and takes the standby out at once (db/standby-reads.ts).
 *
 * Only code that asks reads the standby: `readsOf(db)` for the process-wide reads, a request's
 * `readsAfter(lsn)` for read-your-writes (web/context.ts). Without a standby both return `db`.
 */
import type pg from 'pg'
import type { Database, Executor } from './client'

/** A WAL position ('16/B374D848') as a number of bytes. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/')
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`)
}

export interface ReadRouterOptions {
  primary: { pool: pg.Pool; db: Database }
  replica: { pool: pg.Pool; db: Database }
  /** A standby further behind than this reads nothing. */
  maxLagMs: number
  /** How often the probe runs (1 s in a server). */
  probeMs: number
  /** Told when the standby starts or stops taking reads (the server logs it). */
  onChange?: (state: ReplicaState) => void
}

export interface ReplicaState {
  /** Whether the reads that may lag go to the standby now. */
  inUse: boolean
  /** Why not, when not. */
  reason: 'unreachable' | 'not_a_standby' | 'lagging' | null
  /** How far behind the standby was at the last probe; null while unreachable. */
  lagMs: number | null
  /** The standby's replay position at the last probe; null while unreachable. */
  replayed: bigint | null
}

/** How long the primary's positions are remembered: long enough to see a lag past the bound. */
const HISTORY_EXTRA_MS = 5_000

export class ReadRouter {
  readonly primary: Database
  readonly replica: Database
  private readonly options: ReadRouterOptions
  /** The primary's WAL position at each probe: when it held what the standby has not replayed. */
  private history: Array<{ at: number; lsn: bigint }> = []
  private timer: NodeJS.Timeout | null = null
  private probing: Promise<void> | null = null
  /** When a probe last reached the standby (Date.now()); null before the first. */
  private reachedAt: number | null = null
  state: ReplicaState = { inUse: false, reason: 'unreachable', lagMs: null, replayed: null }

  constructor(options: ReadRouterOptions) {
    this.options = options
    this.primary = options.primary.db
    this.replica = options.replica.db
  }

  /** Probes now, then every `probeMs`. */
  async start(): Promise<void> {
    await this.probe()
    this.timer = setInterval(() => void this.probe(), this.options.probeMs)
    this.timer.unref()
  }

  /** Stops the probe and closes the standby's pool (the primary's is its owner's). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.probing
    await this.options.replica.pool.end()
  }

  /** Where the reads that may lag go now. */
  reads(): Database {
    return this.state.inUse ? this.replica : this.primary
  }

  /**
   * Whether the standby takes the reads that may lag and answered a probe within the last two
   * probe intervals: a standby that stopped answering (a host cut from the network, where the
   * probe hangs until the pool's connection timeout) does not count as serving for long.
   */
  servesReads(now = Date.now()): boolean {
    return this.state.inUse && this.reachedAt != null && now - this.reachedAt <= 2 * this.options.probeMs
  }

  /**
   * A read found the standby out of reach (db/standby-reads.ts): it takes no reads from now until
   * a probe reaches it again, instead of until the next probe notices.
   */
  standbyUnreachable(): void {
    this.reachedAt = null
    this.set({ inUse: false, reason: 'unreachable', lagMs: null, replayed: null })
  }

  /** The same, for a visitor who wrote at `lsn`: the primary until the standby has replayed it. */
  readsAfter(lsn: bigint | null): Database {
    if (!this.state.inUse) return this.primary
    if (lsn != null && (this.state.replayed == null || this.state.replayed < lsn)) return this.primary
    return this.replica
  }

  /** The primary's WAL position now: a write committed before this call is at or before it. */
  async writePosition(): Promise<string> {
    const { rows } = await this.options.primary.pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
    return rows[0].lsn
  }

  /** Measures the standby once (calls made while one runs share it). */
  probe(): Promise<void> {
    this.probing ??= this.measure().finally(() => {
      this.probing = null
    })
    return this.probing
  }

  private async measure() {
    const now = Date.now()
    // The primary first: whatever it held then, a caught-up standby has replayed after.
    const primaryLsn = await this.options.primary.pool
      .query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
      .then((r) => lsnValue(r.rows[0].lsn))
      .catch(() => null)
    if (primaryLsn != null) {
      this.history.push({ at: now, lsn: primaryLsn })
      const keep = now - this.options.maxLagMs - HISTORY_EXTRA_MS
      while (this.history.length > 1 && this.history[1].at < keep) this.history.shift()
    }
    const standby = await this.options.replica.pool
      .query<{ standby: boolean; lsn: string | null }>(
        'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn',
      )
      .then((r) => r.rows[0])
      .catch(() => null)
    if (standby) this.reachedAt = Date.now()
    this.set(this.judge(now, standby))
  }

  private judge(now: number, standby: { standby: boolean; lsn: string | null } | null): ReplicaState {
    if (!standby) return { inUse: false, reason: 'unreachable', lagMs: null, replayed: null }
    if (!standby.standby || !standby.lsn) return { inUse: false, reason: 'not_a_standby', lagMs: null, replayed: null }
    const replayed = lsnValue(standby.lsn)
    // Behind since the first remembered moment the primary held more than the standby replayed. With
    // the primary unreachable no position is added: a standby that had replayed all it was sent
    // keeps the public reads, one that was behind goes out as its lag grows past the bound.
    const behindSince = this.history.find((h) => h.lsn > replayed)?.at
    const lagMs = behindSince == null ? 0 : now - behindSince
    const inUse = lagMs <= this.options.maxLagMs
    return { inUse, reason: inUse ? null : 'lagging', lagMs, replayed }
  }

  private set(next: ReplicaState) {
    const changed = next.inUse !== this.state.inUse || next.reason !== this.state.reason
    this.state = next
    if (changed) this.options.onChange?.(next)
  }
}

/** Each router by its primary and by its standby (one process; the server build's copy too). */
const routers = ((globalThis as unknown as Record<symbol, WeakMap<object, ReadRouter>>)[
  Symbol.for('wi-inmuebles:read-routers')
] ??= new WeakMap<object, ReadRouter>())

export function registerReadRouter(router: ReadRouter) {
  routers.set(router.primary, router)
  routers.set(router.replica, router)
}

/** The router of a database (its primary or its standby), if it has one. */
export function readRouterOf(db: Executor): ReadRouter | undefined {
  return routers.get(db)
}

/** Where reads that may lag go for `db`: its standby while it is in use, else `db` itself. */
export function readsOf(db: Executor): Executor {
  const router = routers.get(db)
  return router && db === router.primary ? router.reads() : db
}

/** The primary behind `db` (a standby's), or `db` itself: what the process-wide caches are keyed by. */
export function primaryOf(db: Executor): Executor {
  return routers.get(db)?.primary ?? db
}

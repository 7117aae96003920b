/** The health check of GET /api/health: the process is healthy once its database answers. */
import type { Executor } from '#db/client'
import { readRouterOf } from '#db/read-router'
import { isDatabaseRestarting } from './app.errors'
import { selectOne } from './health.queries'

/**
 * 'ok' once the primary runs `select 1`. 'reads_only' while the primary refuses connections
 * (stopped or restarting, which every host sees alike) and the standby takes the reads that may
 * lag (DATABASE_REPLICA_URL, ADR 0031): the host keeps answering public pages and searches from
 * it, and 503 to what needs the primary, instead of leaving the balancer's rotation with every
 * other host and coming back only checks later. Throws whatever the database throws otherwise
 * (down without a standby, unreachable, starting).
 */
export async function checkDatabase(db: Executor): Promise<'ok' | 'reads_only'> {
  try {
    await selectOne(db)
    return 'ok'
  } catch (error) {
    if (isDatabaseRestarting(error) && readRouterOf(db)?.servesReads()) return 'reads_only'
    throw error
  }
}

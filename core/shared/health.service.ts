/** The health check of GET /api/health: the process is healthy once its database answers. */
import type { Executor } from '#db/client'
import { selectOne } from './health.queries'

/** Throws whatever the database throws when it cannot run `select 1` (down, unreachable, starting). */
export async function checkDatabase(db: Executor): Promise<void> {
  await selectOne(db)
}

/** The cheapest statement a working database answers, for the health check. */
import { sql } from 'drizzle-orm'
import type { Executor } from '#db/client'

export async function selectOne(db: Executor): Promise<void> {
  await db.execute(sql`select 1`)
}

/**
 * Child process entry: makes the full build of the homes feed's segments from its own connection,
 * and says what it wrote (feed-build.infra.ts). A million listings' XML and its compression run
 * here, not on the server's thread, and the memory they took goes back to the system when this
 * process ends.
 */
import { openDatabase } from '#db/client'
import { buildAllSegments } from './feed-segments.service'

// The server gone (stopped, or ended), no one waits for the feed.
process.on('disconnect', () => process.exit(0))
const input = await new Promise<{ databaseUrl: string; origin: string; segmentSize: number }>((resolve) =>
  process.once('message', resolve),
)
const handle = await openDatabase({ url: input.databaseUrl, poolSize: 1 })
try {
  process.send!(await buildAllSegments(handle.db, input.origin, input.segmentSize))
} finally {
  await handle.close()
}

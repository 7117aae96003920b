/**
 * Child process entry: writes the homes feed to the file it is told from its own connection, and
 * says so (feed-file.infra.ts). A million listings' XML and its compression run here, not on the
 * server's thread, and the memory they took goes back to the system when this process ends.
 */
import { openDatabase } from '../../db/client'
import { writeFeed } from './feed-file.infra'

// The server gone (stopped, or ended), no one waits for the file.
process.on('disconnect', () => process.exit(0))
// The database to read comes over IPC, not in the arguments (which any process may list).
const input = await new Promise<{ databaseUrl: string; file: string; origin: string }>((resolve) =>
  process.once('message', resolve),
)
const handle = await openDatabase({ url: input.databaseUrl, poolSize: 1 })
try {
  await writeFeed(handle.db, input.file, input.origin)
  process.send!({ done: true })
} finally {
  await handle.close()
}

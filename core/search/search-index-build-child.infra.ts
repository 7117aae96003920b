/**
 * Child process entry: builds the search index from its own connection, writes its arrays to a
 * file as one block and tells the server where (search-index-build.infra.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '#db/client'
import { packArrays } from './array-pack.utils'
import { readIndex, type ChildResult } from './search-index-build.infra'

// The server gone (stopped, or ended), the build has no one to give its index to.
process.on('disconnect', () => process.exit(0))
// The database to read comes over IPC, not in the arguments (which any process may list).
const { databaseUrl } = await new Promise<{ databaseUrl: string }>((resolve) => process.once('message', resolve))
const handle = await openDatabase({ url: databaseUrl, poolSize: 1 })
// A second connection reads the text's lexemes while the first reads the listings.
const second = await openDatabase({ url: databaseUrl, poolSize: 1 })
try {
  const { index, watermark } = await readIndex(handle.db, second.db)
  const { layout, bytes } = packArrays(index.snapshot())
  const file = path.join(os.tmpdir(), `wi-search-index-${process.pid}-${Date.now()}.bin`)
  fs.writeFileSync(file, bytes)
  const result: ChildResult = { watermark, layout, file }
  // The server disconnects once it has read the file; this process then ends.
  process.send!(result)
} finally {
  await Promise.all([handle.close(), second.close()])
}

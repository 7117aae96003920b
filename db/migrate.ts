import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { DatabaseHandle } from './client'

/**
 * The migrations folder, found from the package root: in the production build this
 * module is bundled elsewhere, so import.meta paths are not reliable.
 */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'db', 'migrations')
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate
    const local = path.join(dir, 'migrations')
    if (fs.existsSync(path.join(local, 'meta', '_journal.json'))) return local
    dir = path.dirname(dir)
  }
  return path.resolve('db/migrations')
}

/** Applies every pending migration. */
export async function runMigrations(handle: Pick<DatabaseHandle, 'db' | 'kind'>): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() }
  if (handle.kind === 'postgres') await migratePg(handle.db as unknown as NodePgDatabase, config)
  else await migratePglite(handle.db as unknown as PgliteDatabase, config)
}

/** The environment of a script, and the database it should work on: DATABASE_URL, or the embedded one under DATA_DIR (if no server holds it). */
import path from 'node:path'
import { env as loadEnv, type Env } from '#config/env'
import { openDatabase, type DatabaseHandle } from '#db/client'
import { findDataDirHolder, holdDataDir } from '../seed/data-dir-lock'

/** The environment a script runs with; an invalid one is told on stderr and ends the script. */
export function scriptEnv(): Env {
  try {
    return loadEnv()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

export async function openScriptDatabase(
  env: Env,
  command: string,
): Promise<{ handle: DatabaseHandle; where: string }> {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL)
    const handle = await openDatabase({ url: env.DATABASE_URL, poolSize: 4 })
    return { handle, where: `PostgreSQL ${url.host}${url.pathname}` }
  }
  const pgdata = path.join(env.DATA_DIR_ABS, 'pgdata')
  const holder = findDataDirHolder(pgdata)
  if (holder) {
    console.error(
      [
        `The embedded database in ${pgdata} is in use by the running ${holder.command} (pid ${holder.pid}).`,
        'PGlite allows one process per data folder: stop the server first (Ctrl+C, or kill ' + holder.pid + '),',
        `then run \`npm run ${command}\` again. With PostgreSQL, set DATABASE_URL instead.`,
      ].join('\n'),
    )
    process.exit(1)
  }
  holdDataDir(pgdata, `npm run ${command}`)
  const handle = await openDatabase({ dataDir: pgdata })
  return { handle, where: `embedded PGlite ${pgdata}` }
}

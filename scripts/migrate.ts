/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
import { runMigrations } from '#db/migrate'
import { openScriptDatabase, scriptEnv } from './db-open'

const env = scriptEnv()

const started = performance.now()
const { handle, where } = await openScriptDatabase(env, 'db:migrate')
try {
  await runMigrations(handle)
  console.log(`Migrations applied to ${where} in ${Math.round(performance.now() - started)} ms.`)
} finally {
  await handle.close()
}

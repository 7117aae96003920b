/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
import { env as loadEnv } from '#config/env'
import { runMigrations } from '#db/migrate'
import { openScriptDatabase } from './db-open'

const env = (() => {
  try {
    return loadEnv()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
})()

const started = performance.now()
const { handle, where } = await openScriptDatabase(env, 'db:migrate')
try {
  await runMigrations(handle)
  console.log(`Migrations applied to ${where} in ${Math.round(performance.now() - started)} ms.`)
} finally {
  await handle.close()
}

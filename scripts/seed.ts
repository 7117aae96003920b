/**
 * `npm run db:seed -- [--listings N] [--projects N] [--seed S] [--batch N] [--reset] [--reference-only]`
 *
 * Seeds reference data (always) and the demo catalogue into DATABASE_URL or the embedded
 * database. Refuses to add demo data to a database that already has listings unless
 * --reset is given (which deletes every listing, project, agency, adviser and lead; users stay).
 * `--listings 1000000` on PostgreSQL builds the benchmark catalogue in batches.
 */
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { runMigrations } from '#db/migrate'
import { countListings, DEMO_ON_DEPLOYMENT } from '../seed'
import { isLocalDemo } from '#config/deployment'
import { seedReferenceData } from '../seed/reference'
import { seedDemo } from '../seed/demo'
import { storageFromEnv } from '#core/media/storage.infra'
import { openScriptDatabase, scriptEnv } from './db-open'

const { values } = parseArgs({
  options: {
    listings: { type: 'string' },
    projects: { type: 'string' },
    seed: { type: 'string' },
    batch: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'reference-only': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})

if (values.help) {
  console.log(
    'Usage: npm run db:seed -- [--listings N] [--projects N] [--seed S] [--batch N] [--reset] [--reference-only]',
  )
  process.exit(0)
}

const env = scriptEnv()

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  const n = Number(raw.replace(/[_.,]/g, ''))
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number (got "${raw}")`)
    process.exit(1)
  }
  return n
}

const listings = positiveInt('listings', values.listings, env.SEED_LISTINGS)
const projects = positiveInt('projects', values.projects, 40)
const seed = values.seed === undefined ? undefined : positiveInt('seed', values.seed, 0)
const batchSize = positiveInt('batch', values.batch, listings > 100_000 ? 10_000 : 5_000)

const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
const { handle, where } = await openScriptDatabase(env, 'db:seed')
const exitCode = await run().catch((error: unknown) => {
  console.error(error)
  return 1
})
await handle.close()
process.exit(exitCode)

async function run(): Promise<number> {
  const { db } = handle
  console.log(`Seeding ${where}`)
  await runMigrations(handle)
  const reference = await seedReferenceData(db)
  console.log(
    `Reference data: ${reference.departments} departments, ${reference.municipalities} municipalities, ${reference.sectors} sectors, ${reference.propertyTypes} types, ${reference.features} features, ${reference.roles} roles (${elapsed()})`,
  )
  if (values['reference-only']) return 0
  if (!isLocalDemo(env)) {
    console.error(DEMO_ON_DEPLOYMENT.replace('SEED_DEMO=always asks', 'This asks'))
    return 1
  }

  const existing = await countListings(db)
  if (existing > 0) {
    if (!values.reset) {
      console.error(
        `The database already has ${existing.toLocaleString('en')} listings. Run with --reset to replace the listings, agencies and leads (users are kept).`,
      )
      return 1
    }
    console.log(`Removing ${existing.toLocaleString('en')} listings, the agencies and the leads…`)
    await db.execute(sql`truncate table properties restart identity cascade`)
    await db.execute(sql`truncate table projects restart identity cascade`)
    await db.execute(sql`delete from user_roles where customer_id is not null`)
    await db.execute(sql`delete from advisers`)
    await db.execute(sql`delete from customers`)
  }

  const summary = await seedDemo(db, {
    listings,
    projects,
    password: env.DEMO_PASSWORD,
    storage: storageFromEnv(env),
    seed,
    batchSize,
    log: (message, fields) => {
      if (message === 'demo listings progress' && fields) {
        const f = fields as { done: number; of: number; seconds: number; perSecond: number }
        console.log(
          `  ${f.done.toLocaleString('en')} / ${f.of.toLocaleString('en')} listings (${f.perSecond.toLocaleString('en')}/s, ${elapsed()})`,
        )
      } else if (message === 'demo property groups' && fields) {
        console.log(
          `Property groups: ${fields.grouped} grouped, ${fields.changed} changed in ${fields.ms} ms (${elapsed()})`,
        )
      } else if (message === 'demo projects' && fields) {
        console.log(
          `Projects: ${fields.projects} with ${fields.unitTypes} unit types in ${fields.ms} ms (${elapsed()})`,
        )
      } else if (message === 'demo photos ready' && fields) {
        console.log(`Photo pool: ${fields.rendered} drawn, ${fields.reused} already there (${elapsed()})`)
      }
    },
  })
  console.log(
    [
      `Done in ${elapsed()}:`,
      `  ${summary.listings.toLocaleString('en')} listings (${summary.published.toLocaleString('en')} published), ${summary.photos.toLocaleString('en')} photos, ${summary.features.toLocaleString('en')} features`,
      `  ${summary.projects.projects} projects (${summary.projects.published} published, ${summary.projects.unitTypes} unit types, ${summary.projects.photos} photos) of ${summary.builders} builders`,
      `  ${summary.agencies} agencies, ${summary.advisers} advisers, ${summary.accounts} demo accounts (password: DEMO_PASSWORD), ${summary.leads} leads, ${summary.views.toLocaleString('en')} view rows`,
    ].join('\n'),
  )
  return 0
}

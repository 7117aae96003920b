/**
 * Seeding at start-up: reference data always (idempotent), demo data when the database
 * has no listings and the settings ask for it (SEED_DEMO=always, or auto with the
 * embedded database; with PostgreSQL run `npm run db:seed`).
 */
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Env } from '#config/env'
import { queryRows, type Database } from '#db/client'
import { logger } from '#core/shared/logger.infra'
import { storageFromEnv } from '#core/media/storage.infra'
import { seedReferenceData } from './reference'
import { seedDemo, type DemoSummary } from './demo'
import { holdDataDir } from './data-dir-lock'
import { lockDemoAccountsWithKnownPasswords, restoreDemoAccountsWithKnownPasswords } from './demo/accounts'
import { isLocalDemo } from '#config/deployment'
import { analyzeNeverAnalyzed } from '#db/statistics'

/** Demo data only on a local demo (ADR 0010): SEED_DEMO=always on a deployment stops the start. */
export function wantsDemoData(env: Pick<Env, 'SEED_DEMO' | 'DATABASE_URL' | 'PUBLIC_URL' | 'HOST'>): boolean {
  if (env.SEED_DEMO === 'never') return false
  if (!isLocalDemo(env)) {
    if (env.SEED_DEMO === 'always') throw new Error(DEMO_ON_DEPLOYMENT)
    return false
  }
  return env.SEED_DEMO === 'always' || !env.DATABASE_URL
}

export const DEMO_ON_DEPLOYMENT =
  'SEED_DEMO=always asks for demo accounts with a published password on a server others can reach (PUBLIC_URL or HOST is not loopback). Demo data is only for a local start: unset SEED_DEMO, or leave PUBLIC_URL and HOST unset.'

export async function countListings(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from properties`)
  return Number(row?.n ?? 0)
}

/** Called by the server at boot, right after migrating. */
export async function ensureSeeded(db: Database, env: Env): Promise<DemoSummary | null> {
  const started = performance.now()
  // Tell `npm run db:seed` / `db:migrate` that this process holds the embedded database.
  if (!env.DATABASE_URL && env.NODE_ENV !== 'test') holdDataDir(path.join(env.DATA_DIR_ABS, 'pgdata'), 'server')
  const reference = await seedReferenceData(db)
  const analyzed = await analyzeNeverAnalyzed(db)
  logger.info('reference data ready', {
    ...reference,
    analyzed: analyzed.length,
    ms: Math.round(performance.now() - started),
  })
  if (!isLocalDemo(env)) {
    const locked = await lockDemoAccountsWithKnownPasswords(db, env.DEMO_PASSWORD)
    if (locked.length)
      logger.warn('demo accounts with a published password were switched off on this deployment', { accounts: locked })
  }
  if (!wantsDemoData(env)) return null
  const restored = await restoreDemoAccountsWithKnownPasswords(db, env.DEMO_PASSWORD)
  if (restored.length) logger.info('demo accounts switched back on for this local demo', { accounts: restored })
  if ((await countListings(db)) > 0) return null
  logger.info('empty database: seeding demo data', { listings: env.SEED_LISTINGS })
  return seedDemo(db, {
    listings: env.SEED_LISTINGS,
    password: env.DEMO_PASSWORD,
    storage: storageFromEnv(env),
    dataDir: env.DATA_DIR_ABS,
    log: (message, fields) => logger.info(message, fields),
  })
}

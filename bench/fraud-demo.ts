/**
 * `npm run bench -- fraud-demo` (issue 33 point 8): each fraud signal's precision and recall on the
 * demo. The demo is seeded afresh into an in-memory database (seed/demo/owner-listings.ts plants 20
 * frauds among 150 owner listings, the way scammers make them, and reports which); then every
 * published listing and every listing waiting for staff is evaluated as publishing would
 * (core/fraud). Recall: planted cases of a kind on which their signal fires. Precision: of the
 * listings a signal fires on, the share that are planted frauds (the rest are honest demo
 * listings it would send to staff). `reported` comes from visitors, not from the rules: left out.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '#db/client'
import { runMigrations } from '#db/migrate'
import { SIGNAL_CODES, type SignalCode } from '#db/schema/column-values'
import { evaluateListingSignals } from '#core/fraud'
import { localStorage } from '#core/media/storage.infra'
import { seedDemo } from '../seed/demo'
import { seedReferenceData } from '../seed/reference'

export async function benchFraudDemo(options: { password: string; listings: number }) {
  const handle = await openDatabase({})
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-fraud-demo-'))
  try {
    await runMigrations(handle)
    await seedReferenceData(handle.db)
    const summary = await seedDemo(handle.db, {
      listings: options.listings,
      projects: 0,
      password: options.password,
      storage: localStorage(media),
    })
    const planted = new Map(summary.owners.planted.map((p) => [p.propertyId, p.planted]))
    const ids = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from properties where status in ('published', 'in_review') order by id`,
    )
    const fired = new Map<SignalCode, Set<number>>(SIGNAL_CODES.map((code) => [code, new Set()]))
    const started = performance.now()
    for (const { id } of ids)
      for (const signal of await evaluateListingSignals(handle.db, Number(id))) fired.get(signal.code)!.add(Number(id))
    const ms = (performance.now() - started) / ids.length
    console.log(
      `${ids.length} listings evaluated (${ms.toFixed(1)} ms each on PGlite), ${planted.size} planted frauds, ` +
        `${summary.owners.listings} owner listings\n`,
    )
    console.log('| signal | planted | caught | recall | fired | on planted frauds | precision |')
    console.log('|---|---|---|---|---|---|---|')
    for (const code of SIGNAL_CODES.filter((c) => c !== 'reported')) {
      const mine = [...planted].filter(([, kind]) => kind === code).map(([id]) => id)
      const on = fired.get(code)!
      const caught = mine.filter((id) => on.has(id)).length
      const onPlanted = [...on].filter((id) => planted.has(id)).length
      const pct = (a: number, b: number) => (b ? `${Math.round((100 * a) / b)} %` : '—')
      console.log(
        `| ${code} | ${mine.length} | ${caught} | ${pct(caught, mine.length)} | ${on.size} | ${onPlanted} | ${pct(onPlanted, on.size)} |`,
      )
    }
    const any = new Set([...fired.values()].flatMap((s) => [...s]))
    const honest = [...any].filter((id) => !planted.has(id)).length
    const missed = [...planted.keys()].filter((id) => !any.has(id)).length
    console.log(
      `\nAny signal: ${any.size} listings, ${honest} of them honest; planted frauds caught by none: ${missed}`,
    )
  } finally {
    await handle.close()
    fs.rmSync(media, { recursive: true, force: true })
  }
}

/**
 * `npm run bench -- fraud-demo` (issue 33 point 8): each fraud signal's precision and recall on the
 * demo. The demo is seeded afresh into an in-memory database (seed/demo/owner-listings.ts plants 20
 * frauds among 150 owner listings, the way scammers make them, and reports which); then every
 * published listing and every listing waiting for staff is evaluated as publishing would
 * (core/fraud). Recall: planted cases of a kind on which their signal fires. Precision: of the
 * listings a signal fires on, the share that are planted frauds (the rest are honest demo
 * listings it would send to staff). `reported` comes from visitors, not from the rules: left out.
 * The seed inserts listings directly, without evaluating them: the
 * fingerprint-stored-texts job runs first, as it does on a portal started with the demo, so every
 * description can be found as the source of a copy. Planted cases no signal caught are listed.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows, type Executor } from '#db/client'
import { runMigrations } from '#db/migrate'
import { SIGNAL_CODES, type SignalCode } from '#db/schema/column-values'
import { evaluateListingSignals, fingerprintStoredTexts } from '#core/fraud'
import { localStorage } from '#core/media/storage.infra'
import { seedDemo } from '../seed/demo'
import { seedReferenceData } from '../seed/reference'

/** For a missed copied photo: how far its cover's hash is from the picture it copies. */
async function whyMissed(db: Executor, id: number, code: SignalCode): Promise<string> {
  if (code !== 'reused_photo') return ''
  const [row] = await queryRows<{ distance: number | null }>(
    db,
    sql`select min(bit_count((a.dhash # b.dhash)::bit(64)))::int as distance
        from property_photos a join property_photos b on b.storage_key = a.storage_key and b.id < a.id
        where a.property_id = ${id} and a.position = 0 and b.dhash is not null`,
  )
  return ` (cover ${row?.distance ?? '?'} bits from the photo it copies)`
}

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
    const { fingerprinted } = await fingerprintStoredTexts(handle.db, { budgetMs: Number.POSITIVE_INFINITY })
    console.log(`${fingerprinted} stored descriptions fingerprinted by the fingerprint-stored-texts job`)
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
    const missed = [...planted].filter(([id, code]) => !fired.get(code)!.has(id))
    console.log(
      `\nAny signal: ${any.size} listings, ${honest} of them honest; planted frauds caught by none: ` +
        `${missed.filter(([id]) => !any.has(id)).length}`,
    )
    for (const [id, code] of missed)
      console.log(`missed: listing ${id}, ${code}${await whyMissed(handle.db, id, code)}`)
  } finally {
    await handle.close()
    fs.rmSync(media, { recursive: true, force: true })
  }
}

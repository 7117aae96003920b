import { openDatabase, queryRows } from '#db/client'
import { sql } from 'drizzle-orm'
import { evaluateListingSignals } from '#core/fraud'
const h = await openDatabase({ url: process.env.DATABASE_URL })
const rows = await queryRows<{ id: number; kind: string }>(h.db, sql`select p.id, c.kind from properties p join customers c on c.id=p.customer_id where p.status in ('published','in_review')`)
const counts: Record<string, number> = {}
const t0 = Date.now()
for (const r of rows) {
  const s = await evaluateListingSignals(h.db, r.id)
  for (const x of s) counts[`${r.kind}:${x.code}`] = (counts[`${r.kind}:${x.code}`] ?? 0) + 1
}
console.log(rows.length, 'listings', Date.now() - t0, 'ms', counts)
const ex = await queryRows(h.db, sql`select code, evidence from listing_signals limit 6`)
console.log(JSON.stringify(ex, null, 1).slice(0, 3000))
await h.close()

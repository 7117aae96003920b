/**
 * `npm run bench -- photo-hash [--rows 5000000] [--count 1000] [--keep]` (issue 33 point 4): the
 * time to find the photos within Hamming distance 3 of a photo's perceptual hash among 5M stored
 * hashes (1M listings × 5 photos), the lookup `reused_photo` makes for each photo of a listing
 * (core/fraud/photo-match.queries.ts, the same band condition), on PostgreSQL.
 *
 * A scratch database (wi_photo_hash_bench on the server of BENCH_DATABASE_URL) gets a
 * property_photos table with the indexes of migration 0033, read from the migration file, filled
 * in SQL so that it looks like real photos rather than uniform noise:
 * - 40 % of the photos are near-duplicates (0–3 bits flipped) of 300,000 "pictures" reused
 *   across listings, with a heavy tail (cluster = 300,000 · u³: a few pictures on hundreds of
 *   listings, as stock photos and the same building's façade are);
 * - each 16-bit band of the others is, one time in five, one of 2,000 "hot" values (what large
 *   flat areas, sky and white walls, make of a band), else uniform: the band buckets are skewed.
 * It then looks up `--count` distinct hashes, one query each, one at a time: half are copies of
 * stored photos (0–3 bits flipped), half are new pictures, and prints p50/p95/p99 and the mean
 * number of matches. The figures go to docs/fraud-signals.md. `--keep` keeps the database for
 * another run (filling it takes a few minutes of the server's CPU).
 */
import fs from 'node:fs'
import path from 'node:path'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { bandCandidates } from '#core/fraud/photo-match.queries'

const SCRATCH = 'wi_photo_hash_bench'
const CLUSTERS = 300_000

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

function migrationIndexes(): string[] {
  const file = path.join(import.meta.dirname, '../db/migrations/0033_fraud_signals.sql')
  return fs
    .readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^--.*$/gm, '').trim())
    .filter((s) => s.startsWith('CREATE INDEX') && s.includes('"property_photos"'))
}

async function fill(client: pg.Client, rows: number) {
  await client.query(`
    drop table if exists property_photos;
    create table property_photos (
      id serial primary key, property_id integer not null, dhash bigint,
      created_at timestamptz not null default now());
    create or replace function bench_band() returns bigint language sql volatile as $$
      select case when random() < 0.2 then (hashint4(floor(random() * 2000)::int) & 65535)::bigint
                  else floor(random() * 65536)::bigint end $$;
    create or replace function bench_hash() returns bigint language sql volatile as $$
      select (bench_band() << 48) | (bench_band() << 32) | (bench_band() << 16) | bench_band() $$;
    create or replace function bench_flips() returns bigint language sql volatile as $$
      select (case when random() < 0.7 then 1::bigint << floor(random() * 64)::int else 0 end)
           # (case when random() < 0.5 then 1::bigint << floor(random() * 64)::int else 0 end)
           # (case when random() < 0.3 then 1::bigint << floor(random() * 64)::int else 0 end) $$;
    create temporary table bases as select i, bench_hash() as h from generate_series(0, ${CLUSTERS - 1}) i;
    alter table bases add primary key (i);`)
  await client.query(`
    insert into property_photos (property_id, dhash)
    select g.n / 5, case when g.r < 0.4 then b.h # bench_flips() else bench_hash() end
    from (select n, random() as r, least(${CLUSTERS - 1}, floor(${CLUSTERS} * random() ^ 3))::int as c
          from generate_series(0, ${rows - 1}) n) g
    left join bases b on b.i = g.c`)
  for (const statement of migrationIndexes()) await client.query(statement)
  await client.query('vacuum analyze property_photos')
}

export async function benchPhotoHash(options: { databaseUrl: string; rows: number; count: number; keep: boolean }) {
  const adminUrl = new URL(options.databaseUrl)
  adminUrl.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: adminUrl.toString() })
  await admin.connect()
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [SCRATCH])).rowCount
  if (!exists) await admin.query(`create database ${SCRATCH}`)
  const url = new URL(options.databaseUrl)
  url.pathname = `/${SCRATCH}`
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    const have = await client
      .query<{ n: string }>('select count(*) as n from property_photos')
      .then((r) => Number(r.rows[0].n))
      .catch(() => 0)
    if (have !== options.rows) {
      const started = performance.now()
      await fill(client, options.rows)
      console.log(
        `filled ${options.rows.toLocaleString('en')} hashes in ${Math.round((performance.now() - started) / 1000)} s`,
      )
    }
    const [{ version }] = (await client.query<{ version: string }>('select version()')).rows
    const half = Math.floor(options.count / 2)
    // Copies: stored hashes with 0–3 bits flipped; new pictures: fresh hashes of the same shape.
    const copies = await client.query<{ h: string }>(
      `select dhash # bench_flips() as h from property_photos tablesample system (1) limit ${half}`,
    )
    const fresh = await client.query<{ h: string }>(
      `select bench_hash() as h from generate_series(1, ${options.count - half})`,
    )
    const hashes = [...new Set([...copies.rows, ...fresh.rows].map((r) => BigInt(r.h)))]
    const dialect = new PgDialect()
    const queryOf = (hash: bigint) => {
      const band = dialect.sqlToQuery(bandCandidates([hash]))
      const h = `$${band.params.length + 1}::bigint`
      return {
        text: `select o.id, o.property_id, bit_count((o.dhash # ${h})::bit(64)) as distance
               from (${band.sql}) as o
               where bit_count((o.dhash # ${h})::bit(64)) <= 3
               order by distance, o.id limit 10`,
        values: [...band.params, hash.toString()],
      }
    }
    const plan = await client.query<{ 'QUERY PLAN': string }>({
      ...queryOf(hashes[0]),
      text: `explain (analyze, buffers) ${queryOf(hashes[0]).text}`,
    })
    for (const r of plan.rows) console.log(r['QUERY PLAN'])
    for (const hash of hashes.slice(0, 50)) await client.query(queryOf(hash)) // warm the cache
    const times: number[] = []
    let matches = 0
    for (const hash of hashes) {
      const started = performance.now()
      const res = await client.query(queryOf(hash))
      times.push(performance.now() - started)
      matches += res.rowCount ?? 0
    }
    times.sort((a, b) => a - b)
    const ms = (v: number) => v.toFixed(2)
    console.log(
      `${version.split(' on ')[0]}: ${options.rows.toLocaleString('en')} hashes, ${hashes.length} distinct lookups: ` +
        `p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, p99 ${ms(percentile(times, 99))} ms, ` +
        `max ${ms(times[times.length - 1])} ms; ${(matches / hashes.length).toFixed(1)} matches per lookup on average`,
    )
  } finally {
    await client.end()
    if (!options.keep) await admin.query(`drop database if exists ${SCRATCH}`)
    await admin.end()
  }
}

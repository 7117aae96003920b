/**
 * `npm run bench -- bulk-update [--sizes 2000,4000,8000] [--explain]` (issue 29, point 7): the time of
 * one statement updating N listings on BENCH_DATABASE_URL, for each N, each in a transaction
 * rolled back (the database is left as it was). Each transaction first runs an update that
 * touches no listing, as the seed's regrouping does (clearDeletedGroups): the search triggers'
 * PL/pgSQL functions keep, per connection, the plan of their first call. With the triggers of
 * migrations 0009–0017 that plan joined new_rows and old_rows by a nested loop, and the time grew
 * with the square of N; with migration 0019 it grows with N. `--explain` prints the triggers'
 * plans through auto_explain (loaded in this session only).
 */
import pg from 'pg'

export async function benchBulkUpdate(options: { databaseUrl: string; rows: number[]; explain: boolean }) {
  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  const plans: string[] = []
  client.on('notice', (notice) => {
    if (notice.message?.includes('Query Text')) plans.push(notice.message)
  })
  console.log('listings updated in one statement | ms | ms per 1,000')
  for (const n of options.rows) {
    await client.query('begin')
    if (options.explain) {
      await client.query("load 'auto_explain'")
      await client.query('set local auto_explain.log_min_duration = 0')
      await client.query('set local auto_explain.log_nested_statements = on')
      await client.query("set local auto_explain.log_level = 'notice'")
    }
    await client.query('update properties set property_group = property_group where false')
    const started = performance.now()
    const { rowCount } = await client.query(
      `update properties set property_group = id
        where id in (select id from properties where status = 'published' order by id limit $1)`,
      [n],
    )
    const ms = performance.now() - started
    await client.query('rollback')
    console.log(`${rowCount} | ${Math.round(ms)} | ${((ms / (rowCount ?? 1)) * 1000).toFixed(1)}`)
  }
  await client.end()
  if (options.explain) console.log(plans.join('\n\n'))
}

/**
 * `npm run bench -- project-search [--count 2000] [--seed 12] [--connections 20] [--sql-indexes]`
 * (issue 32 point 4, ADR 0028): the project search on BENCH_DATABASE_URL (seeded with
 * `npm run db:seed -- --projects 50000`), in-process, over `count` DISTINCT searches drawn like
 * visitors' from the catalogue's own places, years and amenities. Prints p50/p95/p99 of:
 *
 * - (a) the counts, facets and page ids in SQL (`countProjects(…, 'sql')`), on a sample of 400;
 *   `--sql-indexes` first creates the indexes that SQL design would add (spike only: kept in the
 *   benchmark database, never in the migrations);
 * - (b) the same from the in-process index, each search first reading the change log;
 * - the whole use case (`searchProjects`: index, cards and unit types of the page), one client,
 *   then `connections` clients at once (searches/s);
 *
 * then the index's build time and heap, and how soon a project published meanwhile is found.
 * No cache is involved (hit rate n/a): every figure is a distinct search answered anew.
 */
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows, type Executor } from '#db/client'
import {
  countProjects,
  prepareProjectSearch,
  PROJECT_SORTS,
  projectSearchFilter,
  searchProjects,
  type ProjectSearchFilter,
} from '#core/projects'
import type { ServiceContext } from '#core/shared'
import { setRuntime } from '#core/shared/runtime.config'
import { mulberry32 } from './search-mix'
import { parseEnv } from '#config/env'

const SQL_SAMPLE = 400

/** Distinct searches: place, stage, delivery, budget, rooms, subsidy, amenities, order, page. */
async function drawSearches(db: Executor, count: number, seed: number): Promise<ProjectSearchFilter[]> {
  const places = await queryRows<{ department: number; municipality: number; sectors: number[] | null }>(
    db,
    sql`select department_id as department, municipality_id as municipality,
          array_agg(distinct sector_id) filter (where sector_id is not null) as sectors
        from projects where status = 'published' and municipality_id is not null group by 1, 2`,
  )
  const amenities = (
    await queryRows<{ id: number }>(db, sql`select distinct feature_id as id from project_amenities`)
  ).map((r) => r.id)
  const rnd = mulberry32(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]
  const year = new Date().getUTCFullYear()
  const seen = new Set<string>()
  const out: ProjectSearchFilter[] = []
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const place = pick(places)
    const where = rnd()
    const f = projectSearchFilter({
      departmentId: where < 0.3 ? null : place.department,
      municipalityId: where < 0.5 ? null : place.municipality,
      sectorIds: where > 0.9 && place.sectors?.length ? [pick(place.sectors)] : [],
      stages: rnd() < 0.4 ? [pick(['sobre_planos', 'en_construccion', 'entrega_inmediata'] as const)] : [],
      deliveryYearMax: rnd() < 0.3 ? year + Math.floor(rnd() * 4) : null,
      bedrooms: rnd() < 0.35 ? 1 + Math.floor(rnd() * 4) : null,
      vis: rnd() < 0.15,
      vip: rnd() < 0.05,
      amenityIds: rnd() < 0.15 && amenities.length ? [pick(amenities)] : [],
      sort: rnd() < 0.55 ? 'newest' : pick(PROJECT_SORTS),
      page: rnd() < 0.85 ? 1 : 2 + Math.floor(rnd() * 8),
    })
    if (rnd() < 0.5) f.priceMax = Math.round(150 + rnd() * 1350) * 1_000_000
    if (f.priceMax && rnd() < 0.4) f.priceMin = Math.round(f.priceMax * rnd() * 0.6)
    const key = JSON.stringify(f)
    if (!seen.has(key)) {
      seen.add(key)
      out.push(f)
    }
  }
  return out
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]

async function timed(name: string, filters: ProjectSearchFilter[], run: (f: ProjectSearchFilter) => Promise<unknown>) {
  for (const f of filters.slice(0, 20)) await run(f) // warm-up: plans, JIT
  const times: number[] = []
  const cpu = process.cpuUsage()
  for (const f of filters) {
    const started = performance.now()
    await run(f)
    times.push(performance.now() - started)
  }
  const used = process.cpuUsage(cpu)
  times.sort((a, b) => a - b)
  const ms = (x: number) => x.toFixed(x < 10 ? 2 : 0).padStart(9)
  console.log(
    `${name.padEnd(52)}${String(times.length).padStart(6)}${ms(percentile(times, 50))}${ms(percentile(times, 95))}${ms(percentile(times, 99))}` +
      ms((used.user + used.system) / 1000 / times.length),
  )
}

async function throughput(ctx: ServiceContext, filters: ProjectSearchFilter[], clients: number) {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < filters.length) await searchProjects(ctx, filters[next++])
    }),
  )
  const seconds = (performance.now() - started) / 1000
  console.log(`searchProjects, ${clients} clients at once: ${(filters.length / seconds).toFixed(0)} searches/s`)
}

async function createSqlIndexes(db: Executor) {
  await db.execute(
    sql`create index if not exists bench_projects_pub_place on projects (department_id, municipality_id, sector_id) where status = 'published' and deleted_at is null`,
  )
  await db.execute(
    sql`create index if not exists bench_projects_pub_stage on projects (stage, delivery_year) where status = 'published' and deleted_at is null`,
  )
  await db.execute(
    sql`create index if not exists bench_projects_pub_newest on projects (published_at desc, id desc) where status = 'published' and deleted_at is null`,
  )
  await db.execute(
    sql`create index if not exists bench_unit_types_price on project_unit_types (project_id, price_from, bedrooms)`,
  )
  await db.execute(
    sql`create index if not exists bench_amenities_feature on project_amenities (feature_id, project_id)`,
  )
  await db.execute(sql`analyze projects; analyze project_unit_types; analyze project_amenities`)
}

/** A draft project published meanwhile: is the very next search's total one more? */
async function freshness(ctx: ServiceContext) {
  const [draft] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select p.id from projects p where status = 'draft' and exists (select 1 from project_unit_types u where u.project_id = p.id) limit 1`,
  )
  if (!draft) return console.log('freshness: no draft project to publish')
  const filter = projectSearchFilter()
  const before = (await countProjects(ctx, filter)).total
  await ctx.db.execute(sql`update projects set status = 'published', published_at = now() where id = ${draft.id}`)
  const started = performance.now()
  const after = (await countProjects(ctx, filter)).total
  const ms = performance.now() - started
  await ctx.db.execute(sql`update projects set status = 'draft', published_at = null where id = ${draft.id}`)
  const back = (await countProjects(ctx, filter)).total
  console.log(
    `freshness: total ${before} → ${after} on the first search after the publish (${ms.toFixed(1)} ms, change log read and applied) → ${back} once unpublished`,
  )
}

export async function benchProjectSearch(options: {
  databaseUrl: string
  count: number
  seed: number
  connections: number
  sqlIndexes: boolean
}) {
  const handle = await openDatabase({ url: options.databaseUrl })
  setRuntime({ handle, db: handle.db, env: parseEnv({ ...process.env, DATABASE_URL: options.databaseUrl }) })
  const ctx: ServiceContext = { db: handle.db, actor: null, locale: 'es-CO' }
  const [{ n, units }] = await queryRows<{ n: number; units: number }>(
    handle.db,
    sql`select count(*)::int as n, (select count(*)::int from project_unit_types) as units from projects where status = 'published'`,
  )
  const filters = await drawSearches(handle.db, options.count, options.seed)
  console.log(
    `${n.toLocaleString('en')} published projects, ${units.toLocaleString('en')} unit types; ${filters.length} distinct searches`,
  )
  if (options.sqlIndexes) await createSqlIndexes(handle.db)
  const heapBefore = process.memoryUsage().heapUsed
  const started = performance.now()
  await prepareProjectSearch(handle.db)
  console.log(
    `index built in ${Math.round(performance.now() - started)} ms, heap +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(0)} MB`,
  )
  console.log(
    `${'ms (wall; cpu: this process, per search)'.padEnd(52)}${'n'.padStart(6)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'cpu'.padStart(9)}`,
  )
  await timed(
    `(a) SQL counts, facets, page${options.sqlIndexes ? ' (spike indexes)' : ''}`,
    filters.slice(0, SQL_SAMPLE),
    (f) => countProjects(ctx, f, 'sql'),
  )
  await timed('(b) index counts, facets, page (+ change-log read)', filters, (f) => countProjects(ctx, f))
  await timed('searchProjects (index + cards), one client', filters, (f) => searchProjects(ctx, f))
  await throughput(ctx, filters, options.connections)
  console.log('cache hit rate: n/a (no cache; every search is answered anew)')
  await freshness(ctx)
  setRuntime(undefined)
  await handle.close()
}

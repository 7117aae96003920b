/**
 * What the in-process search index reads from the database: the searchable fields of the
 * visible listings (in chunks, by id), the changes since a watermark (search_changes,
 * migration 0009), and the listings a text query matches.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Executor } from '../../db/client'
import { properties } from '../../db/schema'
import { publiclyVisible } from '#core/listings/public-visibility.sql'
import { selectListingCards } from '#core/listings/listing-card.sql'
import { BUSINESS_CODE, emptyColumns, type IndexColumns } from './search-index.infra'
import { tsQuery } from './search-filter.sql'

interface RawRow {
  id: number
  type: number
  department: number
  municipality: number
  sector: number
  business: keyof typeof BUSINESS_CODE
  rent: number | null
  sale: number | null
  monthly: number | null
  area: number | null
  published: number | null
  stratum: number | null
  bedrooms: number | null
  bathrooms: number | null
  parking: number | null
  features: number[] | string | null
}

const columns = sql`properties.id, properties.property_type_id as type, coalesce(properties.department_id, 0) as department,
  coalesce(properties.municipality_id, 0) as municipality, coalesce(properties.sector_id, 0) as sector, properties.business_type as business,
  properties.rent_price::float8 as rent, properties.sale_price::float8 as sale, properties.monthly_total::float8 as monthly,
  properties.build_area as area, (extract(epoch from properties.published_at) * 1000)::float8 as published,
  properties.stratum, properties.bedrooms, properties.bathrooms, properties.parking,
  (select array_agg(pf.feature_id) from property_features pf where pf.property_id = properties.id) as features`

function toColumns(rows: RawRow[]): IndexColumns {
  const parsed = rows.map((r) => ({ ...r, features: intList(r.features) }))
  const out = emptyColumns(
    rows.length,
    parsed.reduce((n, r) => n + r.features.length, 0),
  )
  const num = (v: number | null) => (v == null ? NaN : Number(v))
  const small = (v: number | null) => (v == null ? -1 : Number(v))
  let f = 0
  parsed.forEach((r, i) => {
    out.id[i] = Number(r.id)
    out.type[i] = Number(r.type)
    out.department[i] = Number(r.department)
    out.municipality[i] = Number(r.municipality)
    out.sector[i] = Number(r.sector)
    out.business[i] = BUSINESS_CODE[r.business]
    out.rent[i] = num(r.rent)
    out.sale[i] = num(r.sale)
    out.monthly[i] = num(r.monthly)
    out.area[i] = num(r.area)
    out.published[i] = num(r.published)
    out.stratum[i] = small(r.stratum)
    out.bedrooms[i] = small(r.bedrooms)
    out.bathrooms[i] = small(r.bathrooms)
    out.parking[i] = small(r.parking)
    out.featureStart[i] = f
    for (const id of r.features) out.featureIds[f++] = id
  })
  out.featureStart[rows.length] = f
  return out
}

/** PGlite and node-postgres both parse int[]; a text array ("{1,2}") is read too. */
function intList(value: number[] | string | null): number[] {
  if (value == null) return []
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
  return value.map(Number)
}

/**
 * The operations a listing can be found by, as the index groups them: 1 rent only, 3 rent and
 * sale, 2 sale only, 0 neither (a price missing); in this order, rent searches read groups 1
 * and 3, sale searches 3 and 2, each one stretch of the base.
 */
const operationGroup = sql`(case when properties.business_type in ('rent', 'sale_rent') and properties.rent_price is not null then 1 else 0 end
  + case when properties.business_type in ('sale', 'sale_rent') and properties.sale_price is not null then 2 else 0 end)`
const groupOrder = sql`case ${operationGroup} when 1 then 0 when 3 then 1 when 2 then 2 else 3 end`

/**
 * Every visible listing in the base's order (operation group, department, municipality, type,
 * barrio, newest id first), in chunks of `chunk` read through a cursor of the caller's
 * transaction, so that no more than one chunk is ever held.
 */
export async function readBaseInOrder(
  tx: Executor,
  chunk: number,
  onChunk: (rows: IndexColumns) => Promise<void>,
): Promise<void> {
  await tx.execute(sql`declare search_index_base no scroll cursor for
    select ${columns} from properties where ${publiclyVisible}
    order by ${groupOrder}, properties.department_id nulls last, properties.municipality_id nulls last, properties.property_type_id,
      properties.sector_id nulls last, properties.id desc`)
  for (;;) {
    const rows = await queryRows<RawRow>(tx, sql.raw(`fetch forward ${Math.floor(chunk)} from search_index_base`))
    if (rows.length) await onChunk(toColumns(rows))
    if (rows.length < chunk) break
  }
  await tx.execute(sql`close search_index_base`)
}

/** How many listings are visible. */
export async function countVisibleListings(tx: Executor): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from properties where ${publiclyVisible}`,
  )
  return Number(row.n)
}

/** The values splitting each ranged field of the visible listings into `bins` parts of equal size. */
export async function readBinBounds(tx: Executor, bins: number): Promise<Record<'rent' | 'sale' | 'area', number[]>> {
  const fractions = sql.raw(
    `array[${Array.from({ length: bins - 1 }, (_, k) => ((k + 1) / bins).toFixed(6)).join(',')}]::float8[]`,
  )
  const [row] = await queryRows<Record<'rent' | 'sale' | 'area', Array<number | null> | null>>(
    tx,
    sql`select percentile_disc(${fractions}) within group (order by properties.rent_price::float8) as rent,
          percentile_disc(${fractions}) within group (order by properties.sale_price::float8) as sale,
          percentile_disc(${fractions}) within group (order by properties.build_area) as area
        from properties where ${publiclyVisible}`,
  )
  const list = (v: Array<number | null> | null) => Array.from({ length: bins - 1 }, (_, k) => Number(v?.[k] ?? 0))
  return { rent: list(row.rent), sale: list(row.sale), area: list(row.area) }
}

/** The listings among `ids` that are visible now (the others have left the search). */
export async function readListingsById(db: Executor, ids: number[]): Promise<IndexColumns> {
  if (!ids.length) return emptyColumns(0)
  const rows = await queryRows<RawRow>(
    db,
    sql`select ${columns} from properties where ${publiclyVisible} and properties.id = any(${sql.param(ids)}::int[])`,
  )
  return toColumns(rows)
}

/** The oldest transaction still running: every change of an older one is visible now. */
export async function readWatermark(db: Executor): Promise<string> {
  const [row] = await queryRows<{ xmin: string }>(db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`)
  return row.xmin
}

export interface ChangeBatch {
  /** The next watermark. */
  xmin: string
  changes: Array<{ txid: string; propertyId: number }>
}

/** The changes of transactions at or after `watermark`, and the next watermark, in one snapshot. */
export async function readChanges(db: Executor, watermark: string): Promise<ChangeBatch> {
  const rows = await queryRows<{ xmin: string; txid: string | null; property_id: number | null }>(
    db,
    sql`with snap as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin)
        select snap.xmin::text as xmin, c.txid::text as txid, c.property_id
        from snap left join search_changes c on c.txid >= ${watermark}::xid8`,
  )
  return {
    xmin: rows[0].xmin,
    changes: rows.filter((r) => r.txid != null).map((r) => ({ txid: r.txid!, propertyId: Number(r.property_id) })),
  }
}

/** Forgets changes every process has long read (a process further behind rebuilds). */
export async function deleteOldChanges(db: Executor, olderThanSeconds: number) {
  await db.execute(
    sql`delete from search_changes where changed_at < now() - make_interval(secs => ${olderThanSeconds})`,
  )
}

/**
 * Published listings whose text matches every word of a query (the words' terms joined by
 * AND in one tsquery, so PostgreSQL intersects them in the text index), or whose code is the
 * query.
 */
export async function readTextMatches(
  db: Executor,
  words: string[],
  code: string,
  prefixes: boolean,
): Promise<Int32Array> {
  // The ids as 4 bytes each (int4send, big-endian) in one bytea: a common word matches hundreds
  // of thousands of listings, and numbers in text cost more to send and to parse.
  const [row] = await queryRows<{ ids: Uint8Array | null }>(
    db,
    sql`select string_agg(int4send(properties.id), ''::bytea) as ids from properties
        where properties.status = 'published' and properties.deleted_at is null
          and (properties.search_vector @@ ${tsQuery(words, prefixes)} or properties.code = ${code})`,
  )
  const bytes = row.ids ?? new Uint8Array(0)
  const ids = new Int32Array(bytes.length >>> 2)
  for (let i = 0; i < ids.length; i++) {
    const at = i << 2
    ids[i] = (bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]
  }
  return ids
}

/** The relevance (ts_rank) of each of `ids` to the words. */
export async function readTextRanks(db: Executor, ids: number[], words: string[], prefixes: boolean) {
  if (!ids.length) return new Map<number, number>()
  const rows = await queryRows<{ id: number; rank: number }>(
    db,
    sql`select properties.id, ts_rank(properties.search_vector, ${tsQuery(words, prefixes)}) as rank
        from properties where properties.id = any(${sql.param(ids)}::int[])`,
  )
  return new Map(rows.map((r) => [Number(r.id), Number(r.rank)]))
}

/**
 * The card query as a prepared statement per database: one shape whatever the ids, so
 * PostgreSQL plans it once per connection instead of on every search (planning cost more than
 * running it: 3.6 ms against 1.9 ms).
 */
const preparedCards = new WeakMap<object, ReturnType<typeof prepareCards>>()
function prepareCards(db: Executor) {
  return selectListingCards(db)
    .where(sql`${properties.id} = any(${sql.placeholder('ids')}::int[]) and ${publiclyVisible}`)
    .prepare('search_listing_cards')
}

/** The cards of the listings `ids`, in that order (one missing since the index read it is left out). */
export async function findListingCardsById(db: Executor, ids: number[]) {
  if (!ids.length) return []
  let prepared = preparedCards.get(db)
  if (!prepared) preparedCards.set(db, (prepared = prepareCards(db)))
  const rows = await prepared.execute({ ids })
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

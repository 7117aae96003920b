/**
 * What the in-process search index reads from the database: the searchable fields of the
 * visible listings (all of them for a build, a few changed ones by id) and each feature's
 * listings, the changes since a watermark (search_changes, migration 0009) and the cards of a
 * page (the text's queries are in search-text.queries.ts).
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { properties } from '#db/schema'
import { publiclyVisible } from '#core/listings/public-visibility.sql'
import { verifiedPublisherOf } from '#core/listings/verified-publisher.sql'
import { selectListingCards } from '#core/listings/listing-card.sql'
import { deleteOldChangeLog, readChangeLog, type ChangeLogBatch } from './change-log.sql'
import { BUSINESS_CODE, emptyColumns, GUARANTEE_BITS, NO_FLOOR, type IndexColumns } from './search-index-layout.infra'

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
  admin: number | null
  private_area: number | null
  age: number | null
  floor: number | null
  /** GUARANTEE_BITS of the guarantees accepted. */
  guarantees: number
  property_group: number
  /** The publisher is verified (verifiedPublisherOf). */
  verified: boolean
  features?: number[] | string | null
  /** The text's lexemes, separated by spaces. */
  words?: string | null
}

const baseColumns = sql`properties.id, properties.property_type_id as type, coalesce(properties.department_id, 0) as department,
  coalesce(properties.municipality_id, 0) as municipality, coalesce(properties.sector_id, 0) as sector, properties.business_type as business,
  properties.rent_price::float8 as rent, properties.sale_price::float8 as sale, properties.monthly_total::float8 as monthly,
  properties.build_area as area, (extract(epoch from properties.published_at) * 1000)::float8 as published,
  properties.stratum, properties.bedrooms, properties.bathrooms, properties.parking,
  properties.admin_price::float8 as admin, properties.private_area, properties.age, properties.floor,
  (case when 'fiador' = any(properties.rental_guarantees) then ${sql.raw(String(GUARANTEE_BITS.fiador))} else 0 end
   + case when 'poliza' = any(properties.rental_guarantees) then ${sql.raw(String(GUARANTEE_BITS.poliza))} else 0 end
   + case when 'deposito' = any(properties.rental_guarantees) then ${sql.raw(String(GUARANTEE_BITS.deposito))} else 0 end
   + case when 'none' = any(properties.rental_guarantees) then ${sql.raw(String(GUARANTEE_BITS.none))} else 0 end)::int as guarantees,
  coalesce(properties.property_group, 0) as property_group, ${verifiedPublisherOf(properties)} as verified`
/** With each listing's features and lexemes (for a few changed listings; a build reads features per feature). */
const columns = sql`${baseColumns},
  (select array_agg(pf.feature_id) from property_features pf where pf.property_id = properties.id) as features,
  array_to_string(tsvector_to_array(properties.search_vector), ' ') as words`

function toColumns(rows: RawRow[]): IndexColumns {
  const features = rows.map((r) => intList(r.features))
  const out = emptyColumns(
    rows.length,
    features.reduce((n, f) => n + f.length, 0),
  )
  fillColumns(out, 0, rows, features)
  out.lexemes = rows.map((r) => (r.words ? r.words.split(' ') : []))
  return out
}

/** Writes rows into `out` from row `at` on (with their features, when given, from the start of featureIds). */
function fillColumns(out: IndexColumns, at: number, rows: RawRow[], features?: number[][]) {
  const num = (v: number | null) => (v == null ? NaN : Number(v))
  const small = (v: number | null) => (v == null ? -1 : Number(v))
  let f = 0
  rows.forEach((r, k) => {
    const i = at + k
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
    out.admin[i] = num(r.admin)
    out.privateArea[i] = num(r.private_area)
    out.age[i] = small(r.age)
    out.floor[i] = r.floor == null ? NO_FLOOR : Number(r.floor)
    out.guarantees[i] = Number(r.guarantees)
    out.propertyGroup[i] = Number(r.property_group)
    out.verified[i] = r.verified ? 1 : 0
    out.featureStart[i] = f
    for (const id of features?.[k] ?? []) out.featureIds[f++] = id
  })
  out.featureStart[at + rows.length] = f
}

/** PGlite and node-postgres both parse int[]; a text array ("{1,2}") is read too. */
function intList(value: number[] | string | null | undefined): number[] {
  if (value == null) return []
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
  return value.map(Number)
}

/**
 * Every visible listing, without features (readFeatureListings), in no particular order (the
 * index lays them out itself: sorting on six columns cost the database more than the rest of the
 * read), through a cursor of the caller's transaction a chunk at a time, each written into one
 * set of columns as it comes; the next chunk is read while the last is written.
 */
export async function readVisibleListings(tx: Executor, chunk: number): Promise<IndexColumns> {
  const [{ n }] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from properties where ${publiclyVisible}`,
  )
  const out = emptyColumns(Number(n))
  await tx.execute(sql`declare search_index_base no scroll cursor for
    select ${baseColumns} from properties where ${publiclyVisible}`)
  const fetchNext = () => queryRows<RawRow>(tx, sql.raw(`fetch forward ${Math.floor(chunk)} from search_index_base`))
  let at = 0
  let next = fetchNext()
  for (;;) {
    const rows = await next
    const more = rows.length === chunk
    if (more) next = fetchNext()
    // One snapshot: the count and the cursor see the same listings.
    if (at + rows.length > out.n) throw new Error('search index: more visible listings than counted')
    fillColumns(out, at, rows)
    at += rows.length
    if (!more) break
  }
  await tx.execute(sql`close search_index_base`)
  return out
}

/** The listings of each feature (visible or not: the index skips those it does not hold). */
export async function readFeatureListings(tx: Executor): Promise<Array<{ featureId: number; ids: Int32Array }>> {
  const rows = await queryRows<{ feature: number; ids: Uint8Array | null }>(
    tx,
    sql`select feature_id as feature, string_agg(int4send(property_id), ''::bytea) as ids
        from property_features group by feature_id`,
  )
  return rows.map((r) => ({ featureId: Number(r.feature), ids: idsFromBytes(r.ids) }))
}

/** Ids sent as 4 bytes each (int4send, big-endian) in one bytea: cheaper to send and to read than numbers in text. */
export function idsFromBytes(bytes: Uint8Array | null): Int32Array {
  if (!bytes) return new Int32Array(0)
  const ids = new Int32Array(bytes.length >>> 2)
  for (let i = 0; i < ids.length; i++) {
    const at = i << 2
    ids[i] = (bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]
  }
  return ids
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

/** Runs `read` in a transaction of `other` that sees exactly what `tx` sees (pg_export_snapshot). */
export async function inSnapshotOf<T>(tx: Executor, other: Executor, read: (tx: Executor) => Promise<T>): Promise<T> {
  const [{ snapshot }] = await queryRows<{ snapshot: string }>(tx, sql`select pg_export_snapshot() as snapshot`)
  if (!/^[0-9A-F-]+$/i.test(snapshot)) throw new Error(`search index: unexpected snapshot id ${snapshot}`)
  return other.transaction(
    async (otherTx) => {
      await otherTx.execute(sql.raw(`set transaction snapshot '${snapshot}'`))
      return read(otherTx)
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** The oldest transaction still running: every change of an older one is visible now. */
export async function readWatermark(db: Executor): Promise<string> {
  const [row] = await queryRows<{ xmin: string }>(db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`)
  return row.xmin
}

/** The listings changed by transactions at or after `watermark`, and the next watermark. */
export function readChanges(db: Executor, watermark: string): Promise<ChangeLogBatch> {
  return readChangeLog(db, 'search_changes', watermark)
}

/** Forgets changes every process has long read (a process further behind rebuilds); how many. */
export function deleteOldChanges(db: Executor, olderThanSeconds: number): Promise<number> {
  return deleteOldChangeLog(db, 'search_changes', olderThanSeconds)
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

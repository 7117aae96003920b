/**
 * Descriptions sharing an LSH band with a listing's (listing_text_fingerprints, GIN index on
 * the bands, migration 0033), on listings of another account whose text is older.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'

const intArray = (values: number[]) =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::integer[]`
    : sql`'{}'::integer[]`

/**
 * Stores the listing's bands (none: a text too short to compare, kept as an empty row so that
 * the fingerprint-stored-texts job knows it was looked at) and returns when its text last
 * changed: the same bands keep their time, new ones take now().
 */
export async function saveTextFingerprint(
  db: Executor,
  input: { propertyId: number; bands: number[]; shingles: number },
): Promise<Date> {
  const [row] = await queryRows<{ updated_at: Date | string }>(
    db,
    sql`insert into listing_text_fingerprints as f (property_id, bands, shingles)
        values (${input.propertyId}, ${intArray(input.bands)}, ${input.shingles})
        on conflict (property_id) do update
          set bands = excluded.bands, shingles = excluded.shingles,
              updated_at = case when f.bands = excluded.bands then f.updated_at else now() end
        returning updated_at`,
  )
  return new Date(row.updated_at)
}

export interface TextCandidate {
  propertyId: number
  code: string
  description: string
}

/** Listings of another account sharing a band, whose text is older than this one's; most bands first. */
export async function findTextCandidates(
  db: Executor,
  input: { propertyId: number; customerId: number; bands: number[]; limit: number },
): Promise<TextCandidate[]> {
  const mine = intArray(input.bands)
  const rows = await queryRows<{ property_id: number; code: string; description: string }>(
    db,
    sql`select f.property_id, p.code, p.description
        from listing_text_fingerprints f
        join listing_text_fingerprints me on me.property_id = ${input.propertyId}
        join properties p on p.id = f.property_id
        where f.bands && ${mine}
          and f.property_id <> ${input.propertyId}
          and (f.updated_at, f.property_id) < (me.updated_at, me.property_id)
          and p.customer_id <> ${input.customerId}
          and p.deleted_at is null
        order by cardinality(array(select unnest(f.bands) intersect select unnest(${mine}))) desc, f.property_id
        limit ${input.limit}`,
  )
  return rows.map((r) => ({ propertyId: Number(r.property_id), code: r.code, description: r.description }))
}

/**
 * The median price per m² of the published listings of one type and operation in one barrio or
 * municipality (there, of the listing's estrato), over at most MEDIAN_SAMPLE_LIMIT of them (the most recently published): the
 * partial indexes on published listings by sector (properties_pub_sector_idx) and by
 * municipality, type and publication date (properties_pub_municipality_type_idx) find them, and
 * the bound keeps percentile_cont cheap in a municipality of 100,000 listings.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Executor } from '#db/client'
import { properties } from '#db/schema'
import type { Operation } from '#core/shared'
import { MEDIAN_SAMPLE_LIMIT, type MedianScope, type PriceSample } from './price-signal.rules'

export async function pricePerM2Sample(
  db: Executor,
  input: {
    excludeId: number
    operation: Operation
    propertyTypeId: number
    scope: MedianScope
    placeId: number
    /** Compared within the listing's estrato (asked for the municipality: a barrio is mostly one). */
    stratum?: number | null
  },
): Promise<PriceSample> {
  const price = input.operation === 'rent' ? properties.rentPrice : properties.salePrice
  const place = input.scope === 'sector' ? properties.sectorId : properties.municipalityId
  const [row] = await queryRows<{ median: number | string | null; size: number | string }>(
    db,
    sql`select percentile_cont(0.5) within group (order by per_m2) as median, count(*) as size
        from (select ${price}::float8 / ${properties.buildArea} as per_m2
              from ${properties}
              where ${properties.status} = 'published'
                and ${place} = ${input.placeId}
                and ${properties.propertyTypeId} = ${input.propertyTypeId}
                ${input.stratum == null ? sql`` : sql`and ${properties.stratum} = ${input.stratum}`}
                and ${price} > 0
                and ${properties.buildArea} > 0
                and ${properties.id} <> ${input.excludeId}
              order by ${properties.publishedAt} desc
              limit ${MEDIAN_SAMPLE_LIMIT}) as comparables`,
  )
  return { median: row?.median == null ? null : Number(row.median), size: Number(row?.size ?? 0) }
}

/** The map view of a search: its located results as approximate points. */
import { signingKey } from '#core/accounts'
import { approximateLocation, listingPath, priceFor, shownOperation } from '#core/listings'
import { encodeId, type Operation, type ServiceContext } from '#core/shared'
import type { SearchFilter } from './search-address.rules'
import { findSearchMapPoints } from './search.queries'

export const MAP_POINT_LIMIT = 500

export interface MapPoint {
  id: string
  title: string
  path: string
  price: number | null
  operation: Operation
  place: string
  /** Approximate: moved like the listing page's circle, never the address. */
  lat: number
  lon: number
}

/** The located results of a filter (up to MAP_POINT_LIMIT, in the search's order) for the map view. */
export async function searchMapPoints(ctx: ServiceContext, filter: SearchFilter): Promise<MapPoint[]> {
  const rows = await findSearchMapPoints(ctx.db, filter, MAP_POINT_LIMIT)
  const key = signingKey()
  return rows.map((r) => {
    const operation = shownOperation(r.businessType, filter.operation)
    const at = approximateLocation({ lat: r.lat, lon: r.lon }, r.id, key)
    return {
      id: encodeId('property', r.id),
      title: r.title,
      path: listingPath(r, operation),
      price: priceFor(r, operation),
      operation,
      place: [r.sectorName, r.municipalityName].filter(Boolean).join(', '),
      lat: Math.round(at.lat * 1e5) / 1e5,
      lon: Math.round(at.lon * 1e5) / 1e5,
    }
  })
}

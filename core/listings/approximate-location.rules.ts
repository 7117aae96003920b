/**
 * Listings show an approximate location, never the exact address: the map draws a circle
 * of APPROXIMATE_RADIUS_M around a point moved 60–200 m from the real one. The move is
 * derived from a secret and the listing id, so it stays the same on every visit (averaging
 * many page loads reveals nothing) and cannot be undone without the secret.
 */
import { createHmac } from 'node:crypto'

export const APPROXIMATE_RADIUS_M = 300
const MIN_SHIFT_M = 60
const MAX_SHIFT_M = 200
const METRES_PER_DEGREE_LAT = 111_320

export interface LatLon {
  lat: number
  lon: number
}

export function approximateLocation(point: LatLon, listingId: number, secret: Uint8Array | string): LatLon {
  const digest = createHmac('sha256', secret).update(`approximate-location:${listingId}`).digest()
  const u1 = digest.readUInt32BE(0) / 0x1_0000_0000
  const u2 = digest.readUInt32BE(4) / 0x1_0000_0000
  const distance = MIN_SHIFT_M + u1 * (MAX_SHIFT_M - MIN_SHIFT_M)
  const angle = u2 * 2 * Math.PI
  const dLat = (distance * Math.cos(angle)) / METRES_PER_DEGREE_LAT
  const dLon = (distance * Math.sin(angle)) / (METRES_PER_DEGREE_LAT * Math.cos((point.lat * Math.PI) / 180))
  const round = (n: number) => Math.round(n * 100_000) / 100_000
  return { lat: round(point.lat + dLat), lon: round(point.lon + dLon) }
}

/** Distance in metres between two points (haversine), for tests and sanity checks. */
export function distanceMetres(a: LatLon, b: LatLon): number {
  const R = 6_371_000
  const toRad = (d: number) => (d * Math.PI) / 180
  const dLat = toRad(b.lat - a.lat)
  const dLon = toRad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * R * Math.asin(Math.sqrt(h))
}

/**
 * The back-office listing form's limits and choices, browser-safe (the schema that uses them
 * decodes opaque ids, which needs the server's configuration).
 */
import { PROPERTY_STATUSES } from './property-status.constants'

/** The listing statuses, in life-cycle order (the back-office list filters by them). */
export { PROPERTY_STATUSES }

/** At most this many amenities per listing ("Límite alcanzado (máximo {limit} elementos)"). */
export const MAX_FEATURES = 20
export const LISTING_TEXT_LIMITS = { code: 30, agencyCode: 60, title: 160, description: 5000, address: 200 } as const

/** Rows per page of the back-office list. */
export const LIST_PER_PAGE = 25

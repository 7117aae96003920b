/** The listing statuses, in life-cycle order; browser-safe (db/schema builds its column from them). */
export const PROPERTY_STATUSES = ['draft', 'published', 'inactive', 'deleted'] as const
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number]

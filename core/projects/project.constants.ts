/** New-homes projects' choices and limits, browser-safe: the schema's lists re-exported beside them. */
import { PROJECT_STAGES, PROJECT_STATUSES, type ProjectStage, type ProjectStatus } from '#db/schema/column-values'

export { PROJECT_STAGES, PROJECT_STATUSES, type ProjectStage, type ProjectStatus }

export const PROJECT_TEXT_LIMITS = {
  name: 160,
  description: 8000,
  salesRoomAddress: 200,
  salesRoomHours: 200,
  salesRoomPhone: 40,
  unitTypeName: 80,
  progressNote: 2000,
  videoUrl: 500,
  code: 60,
} as const

/** A project has at most this many unit types, and amenities. */
export const MAX_UNIT_TYPES = 30
export const MAX_AMENITIES = 30

/** The features catalogue's categories a development's amenities come from (piscina, portería 24 h…). */
export const AMENITY_CATEGORIES = ['building', 'security'] as const

/** Rows per page of the back-office list. */
export const PROJECT_LIST_PER_PAGE = 25

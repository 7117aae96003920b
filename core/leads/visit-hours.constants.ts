/**
 * When visits can be asked for: the agencies' usual opening hours in Bogotá time, how long a
 * visit lasts and how far ahead. One place, read by the schema, the form and the e-mails.
 */

/** The IANA zone of every time a visitor picks; Colombia keeps UTC−5 all year (no daylight saving since 1993). */
export const BOGOTA_TIME_ZONE = 'America/Bogota'
export const BOGOTA_UTC_OFFSET = '-05:00'
export const BOGOTA_UTC_OFFSET_MINUTES = -300

/** Opening hours by ISO weekday (1 = Monday … 7 = Sunday), minutes from local midnight, [open, close). */
export const AGENCY_HOURS: Readonly<Record<number, { open: number; close: number } | null>> = {
  1: { open: 8 * 60, close: 18 * 60 },
  2: { open: 8 * 60, close: 18 * 60 },
  3: { open: 8 * 60, close: 18 * 60 },
  4: { open: 8 * 60, close: 18 * 60 },
  5: { open: 8 * 60, close: 18 * 60 },
  6: { open: 9 * 60, close: 13 * 60 },
  7: null,
}

/** A visit's length: the calendar event's end, and the last start of a day (it ends by closing time). */
export const VISIT_DURATION_MINUTES = 60
/** Starts on the hour or the half hour. */
export const VISIT_SLOT_STEP_MINUTES = 30
/** At most this many proposed times per request. */
export const VISIT_SLOTS_MAX = 3
/** A time must leave the agency this long to answer. */
export const VISIT_MIN_NOTICE_MINUTES = 120
/** And be no further away than this. */
export const VISIT_MAX_DAYS_AHEAD = 60
/** The visitor's link opens the visit until this many days after its last time, then it is a 404. */
export const VISIT_LINK_DAYS_AFTER = 30

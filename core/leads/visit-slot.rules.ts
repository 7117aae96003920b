/**
 * Whether a time can be offered for a visit: inside the agency hours in Bogotá, on the hour or
 * the half hour, at least VISIT_MIN_NOTICE_MINUTES ahead and within VISIT_MAX_DAYS_AHEAD. Pure,
 * so the form (the days and times it offers) and the schema (what it accepts) agree.
 */
import {
  AGENCY_HOURS,
  BOGOTA_UTC_OFFSET,
  BOGOTA_UTC_OFFSET_MINUTES,
  VISIT_DURATION_MINUTES,
  VISIT_LINK_DAYS_AFTER,
  VISIT_MAX_DAYS_AHEAD,
  VISIT_MIN_NOTICE_MINUTES,
  VISIT_SLOT_STEP_MINUTES,
} from './visit-hours.constants'

export type VisitSlotProblem = 'past' | 'far' | 'hours' | 'step'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** The Bogotá calendar day (YYYY-MM-DD), ISO weekday and minutes from midnight of an instant. */
export function bogotaParts(date: Date): { day: string; weekday: number; minutes: number } {
  const local = new Date(date.getTime() + BOGOTA_UTC_OFFSET_MINUTES * MINUTE)
  return {
    day: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay() === 0 ? 7 : local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60,
  }
}

/** "HH:MM" of a number of minutes from midnight. */
function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** The starts ("HH:MM", Bogotá) a visit may have on an ISO weekday: from opening until it still ends by closing. */
export function visitStartTimes(weekday: number): string[] {
  const hours = AGENCY_HOURS[weekday]
  if (!hours) return []
  const times: string[] = []
  for (let m = hours.open; m + VISIT_DURATION_MINUTES <= hours.close; m += VISIT_SLOT_STEP_MINUTES) times.push(clock(m))
  return times
}

/** The instant of a Bogotá day ("YYYY-MM-DD") and time ("HH:MM"), as an ISO string with the −05:00 offset; null when malformed. */
export function bogotaIso(day: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null
  const iso = `${day}T${time}:00${BOGOTA_UTC_OFFSET}`
  const date = new Date(iso)
  // 2026-02-30 parses as 2 March: such a day does not exist.
  return Number.isNaN(date.getTime()) || bogotaParts(date).day !== day ? null : iso
}

/** What is wrong with a proposed start, if anything. */
export function visitSlotProblem(start: Date, now: Date = new Date()): VisitSlotProblem | null {
  const { weekday, minutes } = bogotaParts(start)
  if (start.getTime() < now.getTime() + VISIT_MIN_NOTICE_MINUTES * MINUTE) return 'past'
  if (start.getTime() > now.getTime() + VISIT_MAX_DAYS_AHEAD * DAY) return 'far'
  // 10:00:00.500 is not on the half hour either (minutes carries the seconds, not the milliseconds).
  if (minutes % VISIT_SLOT_STEP_MINUTES !== 0 || start.getTime() % MINUTE !== 0) return 'step'
  const hours = AGENCY_HOURS[weekday]
  if (!hours || minutes < hours.open || minutes + VISIT_DURATION_MINUTES > hours.close) return 'hours'
  return null
}

/** The starts ("HH:MM") a visit may have on a Bogotá day now: the day's hours less what is too soon or too far. */
export function visitStartTimesOn(day: string, now: Date = new Date()): string[] {
  const weekday = weekdayOf(day)
  if (weekday == null) return []
  return visitStartTimes(weekday).filter((time) => {
    const iso = bogotaIso(day, time)
    return iso != null && visitSlotProblem(new Date(iso), now) == null
  })
}

/** The first and last Bogotá days a visit can be asked for now (the date input's min and max). */
export function visitDayRange(now: Date = new Date()): { min: string; max: string } {
  return {
    min: bogotaParts(new Date(now.getTime() + VISIT_MIN_NOTICE_MINUTES * MINUTE)).day,
    max: bogotaParts(new Date(now.getTime() + VISIT_MAX_DAYS_AHEAD * DAY)).day,
  }
}

/** The ISO weekday of a Bogotá day "YYYY-MM-DD" (the same anywhere: a calendar date has one weekday). */
export function weekdayOf(day: string): number | null {
  const date = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return null
  return date.getUTCDay() === 0 ? 7 : date.getUTCDay()
}

/** The end of a visit that starts at `start`. */
export function visitEnd(start: Date): Date {
  return new Date(start.getTime() + VISIT_DURATION_MINUTES * MINUTE)
}

/** The last time a visit is about: the agreed start once confirmed, else the latest time still on the table. */
export function visitLastTime(visit: { status: string; slots: string[]; scheduledAt: Date | null }): Date {
  if (visit.status === 'confirmed' && visit.scheduledAt) return visit.scheduledAt
  const times = [...visit.slots.map((s) => new Date(s).getTime()), visit.scheduledAt?.getTime() ?? -Infinity]
  return new Date(Math.max(...times))
}

/** Whether the visit's time is still ahead: only then can the visitor cancel or accept it. */
export function isVisitAhead(visit: Parameters<typeof visitLastTime>[0], now: Date = new Date()): boolean {
  return visitLastTime(visit).getTime() > now.getTime()
}

/** Whether the visitor's link still opens the visit: until VISIT_LINK_DAYS_AFTER days past its last time. */
export function isVisitLinkAlive(visit: Parameters<typeof visitLastTime>[0], now: Date = new Date()): boolean {
  return visitLastTime(visit).getTime() + VISIT_LINK_DAYS_AFTER * DAY > now.getTime()
}

/**
 * What each listing brings (issue 13): the periods offered, the days a period covers (Bogotá
 * days, today included) and the contact rate, i.e. contacts (phone reveals, WhatsApp clicks and
 * messages) per view.
 */
export const STATS_PERIODS = [7, 30, 90] as const
export type StatsPeriod = (typeof STATS_PERIODS)[number]

const DAY_MS = 86_400_000
/** Colombia is UTC−5 all year (no daylight saving). */
const BOGOTA_OFFSET_MS = -5 * 3_600_000

const dayOf = (ms: number) => new Date(ms + BOGOTA_OFFSET_MS).toISOString().slice(0, 10)

/** The period's Bogotá days, oldest first, ending today; and the instant its first day starts. */
export function periodDays(period: StatsPeriod, now: Date = new Date()): { days: string[]; since: Date } {
  const days = Array.from({ length: period }, (_, i) => dayOf(now.getTime() - (period - 1 - i) * DAY_MS))
  return { days, since: new Date(Date.parse(`${days[0]}T00:00:00Z`) - BOGOTA_OFFSET_MS) }
}

/** Contacts per view (0–1, four decimals); null when nobody viewed the listing. */
export function contactRate(contacts: number, views: number): number | null {
  return views > 0 ? Math.round((contacts / views) * 10_000) / 10_000 : null
}

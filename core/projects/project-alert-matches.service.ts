/**
 * What a saved project search's digest lists (the alerts job, core/visitor/alerts.job.ts): the
 * public projects it matches with news in a window, each with why — new, a unit type cheaper
 * (its price before and after), or a construction progress update (the percent).
 */
import type { Executor } from '#db/client'
import { findProjectAlertRows, type AnnouncedCheck } from './project-alerts.queries'
import type { ProjectSearchFilter } from './project-search.rules'

export interface ProjectAlertMatch {
  id: number
  name: string
  /** Barrio and municipality. */
  place: string
  photoKey: string | null
  /** The cheaper unit type's new price, else the project's lowest price from. */
  price: number | null
  reason: 'new' | 'repriced' | 'progress'
  oldPrice: number | null
  percent: number | null
}

export async function findProjectAlertMatches(
  db: Executor,
  filter: ProjectSearchFilter,
  window: { since: Date; until: Date },
  announced: AnnouncedCheck,
): Promise<ProjectAlertMatch[]> {
  const rows = await findProjectAlertRows(db, filter, window.since, window.until, announced)
  return rows.map((r) => {
    const isNew = r.is_new === true || (r.is_new as unknown) === 't'
    const reason = isNew ? 'new' : r.new_price != null ? 'repriced' : 'progress'
    return {
      id: r.id,
      name: r.name,
      place: [r.sector, r.municipality].filter(Boolean).join(', '),
      photoKey: r.photo_key,
      price: reason === 'repriced' ? Number(r.new_price) : r.price_from == null ? null : Number(r.price_from),
      reason,
      oldPrice: reason === 'repriced' && r.old_price != null ? Number(r.old_price) : null,
      percent: r.percent == null ? null : Number(r.percent),
    }
  })
}

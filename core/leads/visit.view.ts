/** What the inbox, the API and the visitor's page show of a visit request. */
import { encodeId } from '#core/shared'
import type { VisitRow, VisitStatus } from './visit-request.queries'

export interface VisitView {
  id: string
  status: VisitStatus
  /** The starts the visitor proposed (ISO, UTC). */
  slots: string[]
  /** The start agreed, or proposed by the agency. */
  scheduledAt: string | null
  cancelledBy: 'visitor' | 'agency' | null
  /** Raised on every change sent to both sides: a page sends it back so a stale answer is a 409. */
  sequence: number
}

export function visitView(row: VisitRow): VisitView {
  return {
    id: encodeId('visit', row.id),
    status: row.status,
    slots: row.slots,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    sequence: row.sequence,
  }
}

/** "Laureles, Medellín, Antioquia": the listing's public place, a department named like its city once. */
export function publicPlace(parts: Array<string | null | undefined>): string {
  const seen = new Set<string>()
  return parts
    .filter((p): p is string => !!p)
    .filter((p) => {
      const key = p.split(',')[0].trim().toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .join(', ')
}

/** What the inbox, the API, the visitor's page and the e-mails show of a visit request. */
import { listingPath, publicPlace } from '#core/listings'
import { projectPath } from '#core/projects'
import { encodeId, runtime, siteOrigin } from '#core/shared'
import type { VisitDetailRow, VisitRow, VisitStatus } from './visit-request.queries'
import { isVisitAhead } from './visit-slot.rules'
import { visitToken } from './visit-token.infra'
import type { VisitMailFacts } from './visit.mail'

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

/** The page the visit is about, in the visitor's language: the listing's, or the project's. */
function subjectPath(row: VisitDetailRow, locale: 'es-CO' | 'en'): string | null {
  if (row.projectId != null && row.projectName) return projectPath({ id: row.projectId, name: row.projectName }, locale)
  const path = listingUrlPath(row)
  return path ? localePrefix(locale) + path : null
}

function listingUrlPath(row: VisitDetailRow): string | null {
  if (row.propertyId == null || !row.title || !row.businessType) return null
  return listingPath({
    id: row.propertyId,
    title: row.title,
    municipalityName: row.municipalityName,
    sectorName: row.sectorName,
    businessType: row.businessType,
  })
}

/** A listing's code and title; a project's name and its unit type's (or its own) name. */
function subjectNames(row: VisitDetailRow): { code: string; title: string } {
  if (row.projectName) return { code: row.projectName, title: row.unitTypeName ?? row.projectName }
  return { code: row.code ?? '', title: row.title ?? '' }
}

export const localePrefix = (locale: 'es-CO' | 'en') => (locale === 'en' ? '/en' : '')

/** Where the agency's copies go: the address the request was first sent to. */
function agencyAddress(row: VisitDetailRow): string {
  const deliveredTo = row.details?.delivered_to
  return typeof deliveredTo === 'string' && deliveredTo ? deliveredTo : row.agencyEmail || runtime().env.TEAM_EMAIL
}

/** What the e-mails of a visit say: the listing, both sides, the times and the links. */
export function mailFacts(row: VisitDetailRow): VisitMailFacts {
  const origin = siteOrigin()
  const { visit } = row
  const prefix = localePrefix(visit.locale)
  const brand = runtime().env.BRAND_NAME
  const path = subjectPath(row, visit.locale)
  return {
    brand,
    uid: `visit-${encodeId('visit', visit.id)}@${new URL(origin).hostname}`,
    sequence: visit.sequence,
    ...subjectNames(row),
    place: publicPlace([row.sectorName, row.municipalityName, row.departmentName]) || 'Colombia',
    listingUrl: origin + (path ?? prefix + '/'),
    project: row.projectName
      ? {
          name: row.projectName,
          unitType: row.unitTypeName,
          salesRoom: { address: row.salesRoomAddress, hours: row.salesRoomHours },
        }
      : null,
    agency: { name: row.agencyName ?? brand, email: agencyAddress(row) },
    visitor: { name: row.name, email: row.email ?? '', phone: row.phone },
    slots: visit.slots.map((s) => new Date(s)),
    scheduledAt: visit.scheduledAt,
    manageUrl: `${origin}${prefix}/visits/${visitToken(visit.id)}`,
    inboxUrl: `${origin}/admin/leads/${encodeId('lead', row.leadId)}`,
    locale: visit.locale,
  }
}

export interface VisitorVisitView extends VisitView {
  token: string
  code: string
  title: string
  place: string
  agencyName: string
  /** The listing page, in the visitor's language (null when the listing is gone). */
  path: string | null
  createdAt: string
  canCancel: boolean
  canAccept: boolean
}

/** A visit as the visitor's page and panel show it, in the visitor's language. */
export function visitorView(row: VisitDetailRow, locale: 'es-CO' | 'en'): VisitorVisitView {
  return {
    ...visitView(row.visit),
    token: visitToken(row.visit.id),
    ...subjectNames(row),
    place: publicPlace([row.sectorName, row.municipalityName, row.departmentName]),
    agencyName: row.agencyName ?? '',
    path: subjectPath(row, locale),
    createdAt: row.visit.createdAt.toISOString(),
    canCancel: row.visit.status !== 'cancelled' && isVisitAhead(row.visit),
    canAccept: row.visit.status === 'proposed' && (row.visit.scheduledAt?.getTime() ?? 0) > Date.now(),
  }
}

/**
 * The guard every back-office loader and action starts with: signed-out → /login with the
 * return path; signed in without any back-office permission → 403. Also reads the agency
 * a portal-wide member chose in the switcher (a cookie holding the agency's public id).
 */
import { type SessionActor, readCookie } from '#core/accounts'
import {
  hasBackOffice,
  isPortalWide,
  opensBackOfficeSection,
  visibleSections,
  type BackOfficeSection,
} from '#core/dashboard'
import { decodeId, forbidden } from '#core/shared'
import { actorContext } from '#web/context'
import { errorPage } from '#web/page'
import { pageLocale } from '#web/page-address'
import { requireActorOrLogin } from '#web/session.server'

export const AGENCY_COOKIE = 'wi_admin_agency'

export interface BackOffice {
  actor: SessionActor
  /** The sections the actor's permissions open (the navigation also asks whether a builder is among their agencies). */
  sections: BackOfficeSection[]
  /** The agency chosen in the switcher (portal-wide members only), or null for all. */
  chosenCustomerId: number | null
}

export async function requireBackOffice(request: Request, section?: BackOfficeSection): Promise<BackOffice> {
  const actor = await requireActorOrLogin(request)
  if (!hasBackOffice(actor)) throw errorPage(forbidden('admin.forbidden.title'))
  if (section && !(await opensBackOfficeSection(actorContext(actor, pageLocale(request)), section)))
    throw errorPage(forbidden())
  const chosen = isPortalWide(actor)
    ? decodeId('customer', readCookie(request.headers.get('cookie'), AGENCY_COOKIE))
    : null
  return { actor, sections: visibleSections(actor), chosenCustomerId: chosen }
}

export function agencyCookie(publicId: string | null): string {
  const value = publicId ?? ''
  return `${AGENCY_COOKIE}=${encodeURIComponent(value)}; Path=/admin; Max-Age=${publicId ? 31536000 : 0}; SameSite=Lax; HttpOnly`
}

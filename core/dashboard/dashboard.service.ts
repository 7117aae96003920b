/** The back-office dashboard: listings by status, leads of the last 30 days, listing views. */
import type { PropertyStatus } from '../../db/schema'
import { can } from '#core/access'
import type { Actor, ServiceContext } from '#core/shared'
import { assertBackOffice, effectiveScope, isPortalWide } from './back-office.policy'
import {
  countLeadsSince,
  countListingsByStatus,
  listAgencyChoices,
  sumViewsSince,
  sumViewsTotal,
  topViewedSince,
} from './dashboard.queries'

export const DASHBOARD_DAYS = 30

export interface Dashboard {
  listingsByStatus: Record<PropertyStatus, number> | null
  leads: { total: number; byKind: { kind: string; n: number }[] } | null
  views: {
    last30: number
    total: number
    top: { id: number; code: string; title: string; status: PropertyStatus; views: number }[]
  } | null
}

function dayString(d: Date): string {
  return d.toISOString().slice(0, 10)
}

/** Each block appears only when the actor may read its data; figures never cross agencies. */
export async function getDashboard(
  ctx: ServiceContext,
  input: { chosenCustomerId: number | null; now?: Date },
): Promise<Dashboard> {
  assertBackOffice(ctx.actor)
  const now = input.now ?? new Date()
  const since = new Date(now.getTime() - DASHBOARD_DAYS * 86_400_000)
  const chosen = input.chosenCustomerId

  const listingScope = can(ctx.actor, 'properties.read') ? effectiveScope(ctx.actor, 'properties.read', chosen) : null
  const leadScope = can(ctx.actor, 'leads.read') ? effectiveScope(ctx.actor, 'leads.read', chosen) : null
  const viewScope = can(ctx.actor, 'analytics.read')
    ? effectiveScope(ctx.actor, 'analytics.read', chosen)
    : listingScope

  const [byStatus, leadRows, views30, viewsTotal, top] = await Promise.all([
    listingScope ? countListingsByStatus(ctx.db, listingScope) : null,
    leadScope ? countLeadsSince(ctx.db, leadScope, since) : null,
    viewScope ? sumViewsSince(ctx.db, viewScope, dayString(since)) : null,
    viewScope ? sumViewsTotal(ctx.db, viewScope) : null,
    viewScope ? topViewedSince(ctx.db, viewScope, dayString(since), 5) : null,
  ])
  return {
    listingsByStatus: byStatus,
    leads: leadRows ? { total: leadRows.reduce((a, r) => a + r.n, 0), byKind: leadRows } : null,
    views: viewScope ? { last30: views30 ?? 0, total: viewsTotal ?? 0, top: top ?? [] } : null,
  }
}

/** The agencies a portal-wide member can switch between (empty for agency members). */
export async function listSwitchableAgencies(ctx: { db: ServiceContext['db']; actor: Actor | null }) {
  if (!isPortalWide(ctx.actor)) return []
  return listAgencyChoices(ctx.db)
}

/**
 * The back-office dashboard: listings by status, leads and what the listings (and a builder's
 * projects) brought in the last 30 Bogotá days — the statistics page's own figures for its 30-day period (one aggregate,
 * docs/statistics.md).
 */
import type { PropertyStatus } from '#db/schema'
import { can } from '#core/access'
import type { Actor, ServiceContext } from '#core/shared'
import { assertBackOffice, effectiveScope, isPortalWide } from './back-office.policy'
import { countLeadsSince, countListingsByStatus, listAgencyChoices } from './dashboard.queries'
import { periodDays } from './listing-stats.rules'
import { listProjectStats, type ProjectStatsRow } from './project-stats.queries'
import { summarizeStats, type ListingStats, type StatsSummary } from './listing-stats.service'

export const DASHBOARD_DAYS = 30

export interface Dashboard {
  listingsByStatus: Record<PropertyStatus, number> | null
  leads: { total: number; byKind: { kind: string; n: number }[] } | null
  /** The last 30 days' statistics, as /admin/statistics?period=30 shows them. */
  stats: (StatsSummary & { top: ListingStats[] }) | null
  /** A builder's projects with their views and contacts over the 30 days (null without projects). */
  projects: ProjectStatsRow[] | null
}

/** The projects shown on a builder's dashboard, most viewed first. */
const DASHBOARD_PROJECTS = 20

/** Each block appears only when the actor may read its data; figures never cross agencies. */
export async function getDashboard(
  ctx: ServiceContext,
  input: { chosenCustomerId: number | null; now?: Date },
): Promise<Dashboard> {
  assertBackOffice(ctx.actor)
  const { since, days } = periodDays(DASHBOARD_DAYS, input.now)
  const chosen = input.chosenCustomerId

  const listingScope = can(ctx.actor, 'properties.read') ? effectiveScope(ctx.actor, 'properties.read', chosen) : null
  const leadScope = can(ctx.actor, 'leads.read') ? effectiveScope(ctx.actor, 'leads.read', chosen) : null
  const statsScope = can(ctx.actor, 'analytics.read')
    ? effectiveScope(ctx.actor, 'analytics.read', chosen)
    : listingScope

  const [byStatus, leadRows, stats, projects] = await Promise.all([
    listingScope ? countListingsByStatus(ctx.db, listingScope) : null,
    leadScope ? countLeadsSince(ctx.db, leadScope, since) : null,
    statsScope ? summarizeStats(ctx.db, statsScope, DASHBOARD_DAYS, input.now) : null,
    statsScope ? listProjectStats(ctx.db, { scope: statsScope, sinceDay: days[0], limit: DASHBOARD_PROJECTS }) : null,
  ])
  return {
    listingsByStatus: byStatus,
    leads: leadRows ? { total: leadRows.reduce((a, r) => a + r.n, 0), byKind: leadRows } : null,
    stats,
    projects: projects?.length ? projects : null,
  }
}

/** The agencies a portal-wide member can switch between (empty for agency members). */
export async function listSwitchableAgencies(ctx: { db: ServiceContext['db']; actor: Actor | null }) {
  if (!isPortalWide(ctx.actor)) return []
  return listAgencyChoices(ctx.db)
}

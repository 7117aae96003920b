/**
 * The project search (issue 32 point 4, ADR 0028): the page of project cards, the total and
 * the facets of a filter. Counts and the page's ids come from the in-process index
 * (project-search-index.infra.ts, kept current by the change log), the cards from PostgreSQL;
 * while the index is first built, or with SEARCH_INDEX=false, the same answer comes from SQL.
 */
import { env } from '#config/env'
import { photoUrls } from '#core/media'
import { encodeId, siteOrigin, type ServiceContext } from '#core/shared'
import { PROJECT_STAGES } from './project.constants'
import { PROJECT_BEDROOM_CHOICES, type ProjectSearchFilter } from './project-search.rules'
import { findCardUnitTypes, findProjectCards, searchProjectsBySql } from './project-search.queries'
import type { ProjectCounts } from './project-search-index.infra'
import { currentProjectIndex } from './project-search-sync.infra'
import type { ProjectCardView, ProjectFacetView, ProjectSearchView } from './project-search.view'
import { unitTypeSummary } from './project-summary.rules'
import { projectPath } from './project-url.view'

/** Municipalities a facet lists at most (the chosen one is always among them). */
const MAX_MUNICIPALITIES = 20

/** The search's counts in SQL, shaped as the index's (the reference, and the answer while it builds). */
async function countProjectsBySql(ctx: ServiceContext, filter: ProjectSearchFilter): Promise<ProjectCounts> {
  const r = await searchProjectsBySql(ctx.db, filter)
  const count = (rows: { key: unknown; n: number }[], key: unknown) =>
    rows.filter((row) => row.key === key).reduce((sum, row) => sum + row.n, 0)
  return {
    total: r.total,
    ids: r.ids,
    stage: Object.fromEntries(PROJECT_STAGES.map((s) => [s, count(r.stage, s)])) as ProjectCounts['stage'],
    vis: count(r.vis, true),
    vip: count(r.vip, true),
    municipalities: r.municipality.map((m) => ({ id: m.key, name: m.name ?? '', count: m.n })),
    bedrooms: PROJECT_BEDROOM_CHOICES.map((n) =>
      r.bedrooms.filter((row) => row.key != null && Number(row.key) >= n).reduce((sum, row) => sum + row.n, 0),
    ),
    deliveryYears: new Map(r.delivery.map((row) => [row.key == null ? 9999 : Number(row.key), row.n])),
  }
}

/**
 * The total, the page's ids and the facet counts of `filter`: from the index when it is ready
 * (unless `reading` asks for SQL, as the tests and the benchmark do), otherwise from SQL.
 */
export async function countProjects(
  ctx: ServiceContext,
  filter: ProjectSearchFilter,
  reading: 'index' | 'sql' = 'index',
): Promise<ProjectCounts> {
  const index = reading === 'index' && env().SEARCH_INDEX ? await currentProjectIndex(ctx.db) : null
  return index ? index.search(filter) : countProjectsBySql(ctx, filter)
}

function facetsOf(counts: ProjectCounts, f: ProjectSearchFilter): ProjectSearchView['facets'] {
  const one = (count: number, selected: boolean): ProjectFacetView[] => [{ value: '1', label: '1', count, selected }]
  const places = counts.municipalities
    .filter((m) => m.count > 0 || m.id === f.municipalityId)
    .sort((a, b) => b.count - a.count || a.id - b.id)
  const shown = places.slice(0, MAX_MUNICIPALITIES)
  const chosen = places.find((m) => m.id === f.municipalityId)
  if (chosen && !shown.includes(chosen)) shown.push(chosen)
  // Delivered by year Y: every project whose year is Y or before (entrega inmediata is year 0).
  const years = [...counts.deliveryYears.keys()].filter((y) => y > 0 && y < 9999)
  if (f.deliveryYearMax != null && !years.includes(f.deliveryYearMax)) years.push(f.deliveryYearMax)
  const byYear = (year: number) =>
    [...counts.deliveryYears].filter(([y]) => y <= year).reduce((sum, [, n]) => sum + n, 0)
  return {
    stage: PROJECT_STAGES.map((s) => ({ value: s, label: s, count: counts.stage[s], selected: f.stages.includes(s) })),
    vis: one(counts.vis, f.vis),
    vip: one(counts.vip, f.vip),
    municipalities: shown.map((m) => ({
      value: encodeId('municipality', m.id),
      label: m.name,
      count: m.count,
      selected: m.id === f.municipalityId,
    })),
    bedrooms: PROJECT_BEDROOM_CHOICES.map((n, i) => ({
      value: String(n),
      label: i === PROJECT_BEDROOM_CHOICES.length - 1 ? `${n}+` : String(n),
      count: counts.bedrooms[i],
      selected: f.bedrooms === n,
    })),
    delivery_year: years
      .sort((a, b) => a - b)
      .map((y) => ({ value: String(y), label: String(y), count: byYear(y), selected: f.deliveryYearMax === y })),
  }
}

/** The cards of the public projects among `ids`, in that order (search, a visitor's favourites and comparison). */
export async function projectCards(ctx: ServiceContext, ids: number[]): Promise<ProjectCardView[]> {
  if (!ids.length) return []
  const [rows, unitTypes] = await Promise.all([findProjectCards(ctx.db, ids), findCardUnitTypes(ctx.db, ids)])
  const byId = new Map(rows.map((r) => [r.id, r]))
  const origin = siteOrigin()
  const abs = (url: string) => (/^https?:\/\//.test(url) ? url : origin + url)
  return ids.flatMap((id) => {
    const r = byId.get(id)
    if (!r) return []
    const photo = r.photo_key ? photoUrls({ storageKey: r.photo_key, widths: r.photo_widths ?? '' }) : null
    return [
      {
        id: encodeId('project', r.id),
        name: r.name,
        url: origin + projectPath(r, ctx.locale),
        builder: { id: encodeId('customer', r.builder_id), name: r.builder_name },
        municipality: r.municipality,
        sector: r.sector,
        stage: r.stage,
        delivery_year: r.delivery_year,
        delivery_month: r.delivery_month,
        progress_percent: r.progress_percent,
        stratum: r.stratum,
        vis: r.vis,
        vip: r.vip,
        photo: photo && { url: abs(photo.src), srcset: photo.srcset.replace(/(^|, )\//g, `$1${origin}/`) },
        summary: unitTypeSummary(unitTypes.filter((u) => u.project_id === id)),
        published_at: r.published_at,
      },
    ]
  })
}

/** One page of published projects of active builders matching `filter`, with the total and the facets. */
export async function searchProjects(ctx: ServiceContext, filter: ProjectSearchFilter): Promise<ProjectSearchView> {
  const counts = await countProjects(ctx, filter)
  return {
    data: await projectCards(ctx, counts.ids),
    meta: { total: counts.total, page: filter.page, per_page: filter.perPage },
    facets: facetsOf(counts, filter),
  }
}

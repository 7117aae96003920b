/**
 * A visitor's favourite projects and comparison of projects (issue 32): the lists of listings'
 * rules (favorites.service.ts, compare.service.ts) for projects, which are compared among
 * projects only. Both lists need an account; signed out, the comparison is kept in the browser
 * (the wi_compare_projects cookie) and joins the account at sign-in, and the heart asks to sign
 * in and is pressed again after (sign-in-intent.schemas.ts).
 */
import { type ServiceContext, notFound } from '#core/shared/browser'
import { decodeId } from '#core/shared'
import { isPublicProject, PROJECT_NOT_FOUND_KEY, projectAmenityNames, projectCards } from '#core/projects'
import type { ProjectCardView } from '#core/projects/browser'
import type { ProjectVisitorList } from '#db/schema/column-values'
import { compareLimitError, requireUser } from './compare.service'
import { COMPARE_LIMIT } from './compare.constants'
import { bestProjectValues, type ProjectComparisonItem, type ProjectCompareRowKey } from './project-compare.rules'
import { deleteProjectItem, insertProjectItem, projectListIds, pruneProjectList } from './project-lists.queries'
import type { MergeProjectComparisonInput, ProjectRef } from './visitor.schemas'

/** The public projects of the user's list, as cards (favourites newest first, the comparison oldest first). */
export async function listProjectItems(ctx: ServiceContext, list: ProjectVisitorList): Promise<ProjectCardView[]> {
  return projectCards(ctx, await projectListIds(ctx.db, list, requireUser(ctx)))
}

/** How many public projects the user's list holds. */
export async function projectListCount(ctx: ServiceContext, list: ProjectVisitorList): Promise<number> {
  return (await listProjectItems(ctx, list)).length
}

/**
 * Adds a project to the list or takes it out, and returns the list's new length. Adding: 404
 * when the project is not public, 422 "Límite alcanzado (máximo 4 elementos)" past the
 * comparison's limit; one already there changes nothing. Removing: 404 when it was not there.
 */
export async function changeProjectList(
  ctx: ServiceContext,
  list: ProjectVisitorList,
  change: 'add' | 'remove',
  { project_id: id }: ProjectRef,
): Promise<number> {
  const userId = requireUser(ctx)
  if (change === 'remove') {
    if (!(await deleteProjectItem(ctx.db, list, userId, id))) throw notFound(PROJECT_NOT_FOUND_KEY)
    return projectListCount(ctx, list)
  }
  if (!(await isPublicProject(ctx.db, id))) throw notFound(PROJECT_NOT_FOUND_KEY)
  return ctx.db.transaction(async (tx) => {
    await pruneProjectList(tx, list, userId)
    const ids = await projectListIds(tx, list, userId)
    if (ids.includes(id)) return ids.length
    if (list === 'compare' && ids.length >= COMPARE_LIMIT) throw compareLimitError('project_id')
    await insertProjectItem(tx, list, userId, id)
    return ids.length + 1
  })
}

/** Joins the browser's comparison of projects into the account's, up to the limit (unknown or hidden ids skipped). */
export async function mergeProjectComparison(
  ctx: ServiceContext,
  { project_ids: list }: MergeProjectComparisonInput,
): Promise<{ added: number; count: number }> {
  const userId = requireUser(ctx)
  const wanted = [...new Set(list.filter((v): v is number => v != null))]
  const visible = new Set((await projectCards(ctx, wanted)).map((card) => decodeId('project', card.id)))
  return ctx.db.transaction(async (tx) => {
    await pruneProjectList(tx, 'compare', userId)
    const current = await projectListIds(tx, 'compare', userId)
    let added = 0
    for (const id of wanted) {
      if (current.length + added >= COMPARE_LIMIT) break
      if (visible.has(id) && !current.includes(id) && (await insertProjectItem(tx, 'compare', userId, id))) added++
    }
    return { added, count: current.length + added }
  })
}

export interface ProjectComparison {
  items: ProjectComparisonItem[]
  best: Partial<Record<ProjectCompareRowKey, number>>
  /** Kept in this browser (signed out). */
  local: boolean
}

/**
 * The comparison page of projects: the account's list when signed in, otherwise the ids kept
 * in the browser; each project with its amenities, and the best value of each row.
 */
export async function projectComparisonPage(ctx: ServiceContext, browserIds: string[]): Promise<ProjectComparison> {
  const cards = ctx.actor
    ? await listProjectItems(ctx, 'compare')
    : await projectCards(
        ctx,
        [...new Set(browserIds.map((v) => decodeId('project', v)))]
          .filter((v): v is number => v != null)
          .slice(0, COMPARE_LIMIT),
      )
  const amenities = await projectAmenityNames(
    ctx,
    cards.map((c) => c.id),
  )
  const items = cards.map((card) => ({ ...card, amenities: amenities.get(card.id) ?? [] }))
  return { items, best: bestProjectValues(items), local: !ctx.actor }
}

import type { ServiceContext } from '#core/shared'
import { PROJECT_LIST_PER_PAGE } from './project.constants'
import type { ProjectFilter } from './project.schemas'
import { listProjectRows } from './project-admin.queries'
import { assertProjectBackOffice, readableProjectScope } from './project.policy'

/** The back-office list of projects, limited to the builders the actor may read (and `customer_id`), by status and part of the name. */
export async function listProjectsForAdmin(ctx: ServiceContext, f: ProjectFilter) {
  assertProjectBackOffice(ctx.actor, 'read')
  let scope = readableProjectScope(ctx.actor)
  const narrowTo = f.customer_id ?? null
  if (narrowTo !== null) scope = scope === 'all' || scope.includes(narrowTo) ? [narrowTo] : []
  const page = f.page ?? 1
  const perPage = f.per_page ?? PROJECT_LIST_PER_PAGE
  const { rows, total } = await listProjectRows(ctx.db, { scope, status: f.status, q: f.q || undefined, page, perPage })
  return { rows, total, page, perPage }
}

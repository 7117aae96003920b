import type { ServiceContext } from '#core/shared'
import { importCustomerId } from './listing-import-plan.service'
import { listImportJobs, type ImportJobRecord } from './listing-import.queries'

/** The agency's latest imports, newest first. */
export async function listListingImports(
  ctx: ServiceContext,
  options: { customerId?: number | null; chosenCustomerId?: number | null } = {},
): Promise<ImportJobRecord[]> {
  return listImportJobs(ctx.db, await importCustomerId(ctx, options))
}

import type { ServiceContext } from '#core/shared'
import { customerForNewListing } from './create-listing.service'
import { listImportJobs, type ImportJobRecord } from './listing-import.queries'
import { assertListingBackOffice } from './listing.policy'

/** The agency's latest imports, newest first. */
export async function listListingImports(
  ctx: ServiceContext,
  options: { customerId?: number | null; chosenCustomerId?: number | null } = {},
): Promise<ImportJobRecord[]> {
  assertListingBackOffice(ctx.actor, 'create')
  const customerId = await customerForNewListing(
    ctx.db,
    ctx.actor,
    options.customerId,
    options.chosenCustomerId ?? null,
  )
  return listImportJobs(ctx.db, customerId)
}

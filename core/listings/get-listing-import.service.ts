import { notFound, type ServiceContext } from '#core/shared'
import { findImportJob, type ImportJobRecord } from './listing-import.queries'
import { assertListingBackOffice, assertListingPermitted, NOT_FOUND_KEY } from './listing.policy'

/**
 * One import job, for whoever may see the list of imports (listListingImports): the members
 * who may create listings in its agency; 403 without that right anywhere, 404 in another agency.
 */
export async function getListingImport(ctx: ServiceContext, id: number): Promise<ImportJobRecord> {
  assertListingBackOffice(ctx.actor, 'create')
  const job = await findImportJob(ctx.db, id)
  if (job?.kind !== 'listings') throw notFound(NOT_FOUND_KEY)
  try {
    assertListingPermitted(ctx.actor, 'create', job.customerId)
  } catch {
    throw notFound(NOT_FOUND_KEY)
  }
  return job
}

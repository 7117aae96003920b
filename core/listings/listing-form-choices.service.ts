import { env } from '#config/env'
import type { ServiceContext } from '#core/shared'
import { listAdviserChoices, listCustomerChoices } from './listing-admin.queries'
import { assertListingBackOffice, readableListingScope } from './listing.policy'

/** Advisers and agencies the actor may pick in the form and filters. */
export async function listingFormChoices(ctx: ServiceContext, options: { chosenCustomerId?: number | null } = {}) {
  assertListingBackOffice(ctx.actor, 'read')
  let scope = readableListingScope(ctx.actor)
  if (options.chosenCustomerId)
    scope = scope === 'all' || scope.includes(options.chosenCustomerId) ? [options.chosenCustomerId] : scope
  const [advisers, customers] = await Promise.all([
    listAdviserChoices(ctx.db, scope),
    listCustomerChoices(ctx.db, scope),
  ])
  return { advisers, customers, maxPhotos: env().MAX_PHOTOS_PER_PROPERTY }
}

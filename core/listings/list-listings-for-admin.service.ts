import type { ServiceContext } from '#core/shared'
import { LIST_PER_PAGE } from './listing-admin.constants'
import type { ListingFilter } from './listing-admin.schemas'
import { listListingRows } from './listing-admin.queries'
import { assertListingBackOffice, readableListingScope } from './listing.policy'

/**
 * The back-office list (the filter is ListingFilterSchema's output), limited to the agencies
 * the actor may read (and the switcher's choice).
 */
export async function listListingsForAdmin(
  ctx: ServiceContext,
  f: ListingFilter,
  options: { chosenCustomerId?: number | null } = {},
) {
  assertListingBackOffice(ctx.actor, 'read')
  let scope = readableListingScope(ctx.actor)
  const narrowTo = f.customer_id ?? options.chosenCustomerId ?? null
  if (narrowTo !== null) scope = scope === 'all' || scope.includes(narrowTo) ? [narrowTo] : []
  const page = f.page ?? 1
  const perPage = f.per_page ?? LIST_PER_PAGE
  const { rows, total } = await listListingRows(ctx.db, {
    scope,
    status: f.status,
    propertyTypeId: f.property_type_id ?? null,
    municipalityId: f.municipality_id ?? null,
    adviserId: f.adviser_id ?? null,
    code: f.code,
    page,
    perPage,
  })
  return { rows, total, page, perPage, scope }
}

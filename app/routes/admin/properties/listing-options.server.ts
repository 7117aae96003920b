/** Choices the listing list and form offer (types, features, advisers, agencies), with public ids. */
import { listFeatures, listPropertyTypes } from '#core/catalog'
import { listingFormChoices } from '#core/listings'
import type { ServiceContext } from '#core/shared/browser'
import { encodeId } from '#core/shared'

export async function listingOptions(ctx: ServiceContext, chosenCustomerId: number | null) {
  const [types, features, choices] = await Promise.all([
    listPropertyTypes(ctx.db),
    listFeatures(ctx.db),
    listingFormChoices(ctx, { chosenCustomerId }),
  ])
  return {
    types: types.map((t) => ({ id: encodeId('propertyType', t.id), name: t.nameEs, slug: t.slug })),
    features: features.map((f) => ({ id: encodeId('feature', f.id), name: f.nameEs, slug: f.slug })),
    advisers: choices.advisers.map((a) => ({
      id: encodeId('adviser', a.id),
      name: a.name,
      customerId: encodeId('customer', a.customerId),
    })),
    customers: choices.customers.map((c) => ({ id: encodeId('customer', c.id), name: c.name })),
    maxPhotos: choices.maxPhotos,
  }
}

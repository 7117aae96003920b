/**
 * Keeps properties.property_group true (issue 14, one property, one card): a listing's save
 * regroups it with its candidates and its old and new partners, in the saving transaction;
 * the demo seed regroups everything once. The search shows one card per group and the
 * listing page the other agencies' offers (only what every visitor may see of them).
 */
import type { Executor } from '#db/client'
import { encodeId, type Operation } from '#core/shared'
import { priceFor } from './listing-prices.rules'
import { listingPath, mediaUrl, micrositePath, shownOperation } from './listing-url.view'
import { groupProperties } from './same-property.rules'
import {
  clearDeletedGroups,
  findBucketTraits,
  findGroupTraits,
  findMunicipalityTraits,
  findOtherOffers,
  findTraits,
  listListingMunicipalities,
  lockGroups,
  writeGroups,
  type TraitsRow,
} from './same-property.queries'

/** Writes the groups the rule gives `rows` where they differ from the stored ones: how many are grouped, how many changed. */
async function settle(db: Executor, rows: TraitsRow[]): Promise<{ grouped: number; changed: number }> {
  const groups = groupProperties(rows)
  const changes = rows
    .filter((r) => (groups.get(r.id) ?? null) !== r.group)
    .map((r) => ({ id: r.id, group: groups.get(r.id) ?? null }))
  await writeGroups(db, changes)
  return { grouped: groups.size, changed: changes.length }
}

/**
 * Takes the regrouping lock: the first statement of every transaction that regroups, before it
 * locks or writes any listing. Taken only at the end, it would deadlock two agencies saving the
 * two listings of one property (each holding its row, each waiting for the other's).
 */
export async function holdGroupLock(db: Executor): Promise<void> {
  await lockGroups(db)
}

/**
 * Regroups listing `id` after a save (call inside the saving transaction): the listings of its
 * bucket and every member of the groups involved are grouped again by the rule, so an edit
 * that moves a listing away splits its old group as well. A deleted listing leaves its group.
 */
export async function regroupListing(db: Executor, id: number): Promise<void> {
  await lockGroups(db) // held already (holdGroupLock); advisory locks stack within a transaction
  const me = await findTraits(db, id)
  if (!me) return
  const bucket = me.deleted ? [] : await findBucketTraits(db, me)
  const groups = new Set([me, ...bucket].map((r) => r.group).filter((g): g is number => g != null))
  const byId = new Map<number, TraitsRow>()
  for (const row of [me, ...bucket, ...(await findGroupTraits(db, [...groups]))]) byId.set(row.id, row)
  const gone = [...byId.values()].filter((r) => r.deleted)
  await writeGroups(
    db,
    gone.filter((r) => r.group != null).map((r) => ({ id: r.id, group: null })),
  )
  await settle(
    db,
    [...byId.values()].filter((r) => !r.deleted),
  )
}

/** Regroups every listing, one municipality at a time (the demo seed; a repair). The listings in groups. */
export async function regroupAllListings(db: Executor): Promise<{ grouped: number; changed: number }> {
  await clearDeletedGroups(db)
  let grouped = 0
  let changed = 0
  for (const municipalityId of await listListingMunicipalities(db)) {
    const settled = await settle(db, await findMunicipalityTraits(db, municipalityId))
    grouped += settled.grouped
    changed += settled.changed
  }
  return { grouped, changed }
}

export interface OtherOffer {
  id: string
  agency: { id: string; name: string; logo: string | null; path: string }
  /** The price of the operation shown on the page (null when this offer lacks it). */
  price: number | null
  path: string
}

/** The other agencies' visible listings of the same property, cheapest first. */
export async function otherOffers(
  db: Executor,
  listing: { id: number; propertyGroup: number | null },
  operation: Operation,
): Promise<OtherOffer[]> {
  if (listing.propertyGroup == null) return []
  const rows = await findOtherOffers(db, listing.propertyGroup, listing.id)
  const offers = rows.map((r) => {
    const op = shownOperation(r.businessType, operation)
    return {
      id: encodeId('property', r.id),
      agency: {
        id: encodeId('customer', r.customerId),
        name: r.customerName,
        logo: r.customerLogo ? mediaUrl(r.customerLogo) : null,
        path: micrositePath({ id: r.customerId, slug: r.customerSlug, name: r.customerName }),
      },
      price: priceFor(r, op),
      path: listingPath(r, op),
    }
  })
  // Cheapest first by the price shown (a sale_rent listing seen for sale compares its sale price).
  return offers.sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity))
}

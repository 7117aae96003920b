/**
 * "Solo anunciantes verificados" as SQL (issue 33): the listing's publisher is verified as
 * `publisherOf` says (publisher.view.ts) — an agency (or a builder) once for all its listings
 * (customers.verified_at), an owner listing by listing (properties.owner_verified_at, their title
 * deed checked). A sub-select on `customer_id`, as `publiclyVisible`, so no query needs a join.
 */
import { sql, type SQL } from 'drizzle-orm'
import { customers, properties } from '#db/schema'

/**
 * The condition on `t` (the listings, or an alias of them) for a listing of a verified publisher.
 * Two uncorrelated sub-selects: PostgreSQL hashes each once, so the search index's build reads
 * the flag of a million listings without a lookup per listing.
 */
export function verifiedPublisherOf(t: typeof properties): SQL {
  return sql`((${t.ownerVerifiedAt} is not null
      and ${t.customerId} in (select ${customers.id} from ${customers} where ${customers.kind} = 'owner'))
    or ${t.customerId} in (select ${customers.id} from ${customers}
      where ${customers.kind} <> 'owner' and ${customers.verifiedAt} is not null))`
}

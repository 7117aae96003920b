/**
 * How a listing is offered (its business type) and what a visitor looks at (the operation):
 * the one list of each. The database column (db/schema/column-values.ts holds the business types), the schemas of the
 * forms and the API, and the pages take them from here; an operation's public id comes from
 * its code in core/shared/ids.utils.ts.
 */
import type { Operation } from '#core/shared'

/** For rent, for sale, or both (the schema's list). */
export { BUSINESS_TYPES, type BusinessType } from '#db/schema/column-values'

/** What a search, a listing page or a card shows: the rent or the sale. */
export const OPERATION_TYPES = ['rent', 'sale'] as const satisfies readonly Operation[]

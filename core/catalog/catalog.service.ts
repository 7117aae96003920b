/**
 * The catalogues adapters show (filters, forms, the catalogue API): reference data that
 * needs no permission and no transaction, so each read is its query as it is.
 */
import type { Executor } from '#db/client'
import * as queries from './catalog.queries'

export type { PropertyType } from './catalog.queries'

/** Property types in the order the search box lists them. */
export function listPropertyTypes(db: Executor) {
  return queries.listPropertyTypes(db)
}

/** Features (amenities) in their display order. */
export function listFeatures(db: Executor) {
  return queries.listFeatures(db)
}

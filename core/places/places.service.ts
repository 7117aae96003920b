/**
 * The places adapters show (search box, forms, the places API): reference data that needs
 * no permission and no transaction, so each read is its query as it is.
 */
import type { Executor } from '#db/client'
import * as queries from './places.queries'

export type { Municipality, Sector } from './places.queries'

export function listDepartments(db: Executor) {
  return queries.listDepartments(db)
}

/** All municipalities, or those of one department, ordered by slug. */
export function listMunicipalities(db: Executor, options: { departmentId?: number } = {}) {
  return queries.listMunicipalities(db, options)
}

/** The home page's city tiles, in featured order. */
export function listFeaturedMunicipalities(db: Executor) {
  return queries.listFeaturedMunicipalities(db)
}

/** By DANE code ("05001"); null when unknown. */
export function findMunicipalityByCode(db: Executor, code: string) {
  return queries.findMunicipalityByCode(db, code)
}

/** The sectors (barrios, veredas) of a municipality. */
export function listSectors(db: Executor, municipalityId: number) {
  return queries.listSectors(db, municipalityId)
}

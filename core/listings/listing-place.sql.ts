/**
 * The names of a listing's place (municipality, barrio; department apart) as correlated
 * sub-selects on `properties`, for the reads that show one listing or a short page of them with
 * where it is: the leads inbox, visits, a listing's page and its messages.
 * (Cards, feeds and the search join the place tables instead: they read many rows at once.)
 */
import { sql } from 'drizzle-orm'
import { departments, municipalities, properties, sectors } from '#db/schema'

export const listingPlaceNames = {
  municipalityName: sql<string | null>`(select ${municipalities.displayName} from ${municipalities}
    where ${municipalities.id} = ${properties.municipalityId})`,
  sectorName: sql<string | null>`(select ${sectors.name} from ${sectors} where ${sectors.id} = ${properties.sectorId})`,
}

export const listingDepartmentName = sql<string | null>`(select ${departments.displayName} from ${departments}
  where ${departments.id} = ${properties.departmentId})`

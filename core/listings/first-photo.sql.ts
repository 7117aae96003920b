/**
 * A column of a listing's first photo (position, then id), as a correlated sub-select for
 * the listing reads that show one picture: results, cards, the comparison, the back-office list.
 */
import { sql, type SQL } from 'drizzle-orm'
import { properties, propertyPhotos } from '#db/schema'

export function firstPhoto(column: SQL | typeof propertyPhotos.storageKey | typeof propertyPhotos.widths) {
  return sql<string | null>`(select ${column} from ${propertyPhotos}
  where ${propertyPhotos.propertyId} = ${properties.id} order by ${propertyPhotos.position}, ${propertyPhotos.id} limit 1)`
}

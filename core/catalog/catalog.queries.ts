/** Reads of the catalogues that filters and forms use: property types and features. */
import { asc } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { features, propertyTypes } from '#db/schema'

export interface PropertyType {
  id: number
  slug: string
  nameEs: string
  nameEn: string
  pluralEs: string
  pluralEn: string
  position: number
}

export interface Feature {
  id: number
  slug: string
  nameEs: string
  nameEn: string
  category: string
  position: number
}

export async function listPropertyTypes(db: Executor): Promise<PropertyType[]> {
  return db.select().from(propertyTypes).orderBy(asc(propertyTypes.position), asc(propertyTypes.id))
}

export async function listFeatures(db: Executor): Promise<Feature[]> {
  return db.select().from(features).orderBy(asc(features.position), asc(features.id))
}

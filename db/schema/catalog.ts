import { pgTable, serial, smallint, text } from 'drizzle-orm/pg-core'

/** The 10 property types of the specification. */
export const propertyTypes = pgTable('property_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  pluralEs: text('plural_es').notNull(),
  pluralEn: text('plural_en').notNull(),
  position: smallint('position').notNull().default(0),
})

/** Amenities a listing may have (ascensor, piscina, …). */
export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  category: text('category').notNull().default('general'),
  position: smallint('position').notNull().default(0),
})

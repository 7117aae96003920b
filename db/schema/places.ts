import { doublePrecision, index, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { refersTo } from './columns'

/** Colombia's 33 departments (32 + Bogotá D.C.) with their DANE codes. */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  slug: text('slug').notNull().unique(),
})

/** DIVIPOLA municipalities; display_name is what visitors say ("Cali", "Bogotá"). */
export const municipalities = pgTable(
  'municipalities',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    departmentId: refersTo('department_id', () => departments.id),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    slug: text('slug').notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    featuredRank: smallint('featured_rank'),
  },
  (t) => [
    index('municipalities_department_idx').on(t.departmentId),
    uniqueIndex('municipalities_slug_dept_uq').on(t.departmentId, t.slug),
  ],
)

/** Barrios, veredas and corregimientos (Valle de Aburrá). */
export const sectors = pgTable(
  'sectors',
  {
    id: serial('id').primaryKey(),
    municipalityId: refersTo('municipality_id', () => municipalities.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    comuna: text('comuna'),
    kind: text('kind').notNull().default('barrio'),
    code: text('code'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
  },
  (t) => [uniqueIndex('sectors_municipality_slug_uq').on(t.municipalityId, t.slug)],
)

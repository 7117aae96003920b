import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, refersTo, timestamptz, updatedAt } from './columns'
import { CUSTOMER_KINDS } from './column-values'
import { departments, municipalities } from './places'

export type SocialLinks = Partial<
  Record<'facebook' | 'instagram' | 'whatsapp' | 'youtube' | 'tiktok' | 'linkedin' | 'x', string>
>

/** Agencies ("customers") with their microsite settings. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** A builder (constructora) publishes new-homes projects (migration 0023, ADR 0027). */
  kind: text('kind', { enum: CUSTOMER_KINDS }).notNull().default('agency'),
  /** Kind 'owner': the person who publishes their own home through this record (migration 0032, issue 33). */
  ownerUserId: integer('owner_user_id'),
  slug: text('slug').notNull(),
  nit: text('nit'),
  website: text('website'),
  email: text('email'),
  phones: jsonb('phones').$type<string[]>().notNull().default([]),
  whatsapp: text('whatsapp'),
  socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
  departmentId: integer('department_id').references(() => departments.id),
  municipalityId: integer('municipality_id').references(() => municipalities.id),
  address: text('address'),
  description: text('description'),
  logoPath: text('logo_path'),
  bannerPath: text('banner_path'),
  logoAlignment: text('logo_alignment', { enum: ['left', 'center'] })
    .notNull()
    .default('left'),
  hideMainMenu: boolean('hide_main_menu').notNull().default(false),
  hideSubscriptionFooter: boolean('hide_subscription_footer').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  /** Staff checked the NIT and the Cámara de Comercio certificate (migration 0034): "Inmobiliaria verificada". */
  verifiedAt: timestamptz('verified_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: timestamptz('deleted_at'),
})

/** The people of an agency that visitors contact. */
export const advisers = pgTable(
  'advisers',
  {
    id: serial('id').primaryKey(),
    customerId: refersTo('customer_id', () => customers.id),
    userId: integer('user_id'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    photoPath: text('photo_path'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('advisers_customer_idx').on(t.customerId)],
)

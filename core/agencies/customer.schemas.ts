/**
 * The agency ("customer") form, the one contract of the back-office pages, /api/admin/customers
 * and its OpenAPI document: identity (name, NIT with its DIAN check digit), contact (web site,
 * e-mail, phones, WhatsApp, social networks), place, description, advisers and the microsite
 * settings. Place and adviser ids arrive opaque and leave decoded.
 *
 * A field left out stays out of the result (no defaults here): creating an agency fills
 * the gaps, and a partial update (CustomerPatchSchema) keeps every field it does not name.
 */
import { z } from 'zod'
import { optionalOpaqueId, isValidNit, slugify } from '#core/shared'
import { CUSTOMER_KINDS, DESCRIPTION_MAX, MAX_ADVISERS, MAX_PHONES, SOCIAL_NETWORKS } from './customer.constants'

const PHONE = /^\+?[\d\s().-]{7,20}$/
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))

const httpUrl = z
  .string()
  .trim()
  .max(300)
  .refine((v) => {
    try {
      const u = new URL(v)
      return u.protocol === 'https:' || u.protocol === 'http:'
    } catch {
      return false
    }
  }, 'admin_org.validation.url')

const optionalUrl = z
  .union([z.literal(''), httpUrl])
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))

const phone = z
  .string()
  .trim()
  .regex(PHONE, 'validation.phone')
  .refine((v) => v.replace(/\D/g, '').length >= 7 && v.replace(/\D/g, '').length <= 15, 'validation.phone')

const optionalEmail = z
  .union([z.literal(''), z.email()])
  .optional()
  .nullable()
  .transform((v) => (v ? v.toLowerCase() : null))

const optionalPhone = z
  .union([z.literal(''), phone])
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))

export const AdviserInputSchema = z.object({
  /** Opaque id of an existing adviser (kept and updated); absent for a new one. */
  id: optionalOpaqueId('adviser'),
  name: z.string().trim().min(1).max(120),
  email: optionalEmail,
  phone: optionalPhone,
})

const LogoAlignment = z.enum(['left', 'center'])

export const CustomerInputSchema = z.object({
  name: z.string().trim().min(2).max(120),
  /**
   * The microsite address (/realstate/{id}/{slug}): changed only when named. Absent or empty:
   * on creation made from the name, on an update kept as it is.
   */
  slug: z
    .string()
    .trim()
    .max(120)
    .optional()
    .nullable()
    .refine((v) => !v || /[\p{L}\p{N}]/u.test(v), 'admin_org.validation.slug')
    .transform((v) => (v ? slugify(v) : undefined)),
  nit: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValidNit(v), 'admin_org.validation.nit'),
  website: optionalUrl,
  email: optionalEmail,
  /** Default on creation: none. */
  phones: z.array(phone).max(MAX_PHONES).optional(),
  whatsapp: optionalPhone,
  /** Default on creation: none. */
  social_links: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.union([z.literal(''), httpUrl])).optional(),
  department_id: optionalOpaqueId('department'),
  municipality_id: optionalOpaqueId('municipality'),
  address: optionalText(200),
  description: optionalText(DESCRIPTION_MAX),
  /** Default on creation: left. */
  logo_alignment: LogoAlignment.optional(),
  /** Default on creation: false. */
  hide_main_menu: z.boolean().optional(),
  /** Default on creation: true. */
  hide_subscription_footer: z.boolean().optional(),
  /** The full list of active advisers (those left out are retired); absent: unchanged. */
  advisers: z.array(AdviserInputSchema).max(MAX_ADVISERS).optional(),
})
export type CustomerInput = z.output<typeof CustomerInputSchema>

/** Making an agency a builder or an agency again (SuperAdmin). */
export const CustomerKindSchema = z.object({ kind: z.enum(CUSTOMER_KINDS, 'validation.invalid_option') })

/** A partial update (PATCH): the same fields, each optional; those left out keep their value. */
export const CustomerPatchSchema = CustomerInputSchema.partial()
export type CustomerPatch = z.output<typeof CustomerPatchSchema>

/** Only the microsite settings (the Admin's quick form). */
export const MicrositeSettingsSchema = z.object({
  logo_alignment: LogoAlignment,
  hide_main_menu: z.boolean(),
  hide_subscription_footer: z.boolean(),
})
export type MicrositeSettings = z.output<typeof MicrositeSettingsSchema>

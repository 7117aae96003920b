/**
 * The agency ("customer") form, shared by the back-office pages and /api/admin/customers:
 * identity (name, NIT with its DIAN check digit), contact (web site, e-mail, phones,
 * WhatsApp, social networks), place, description, advisers and the microsite settings.
 */
import { z } from 'zod'
import { isValidNit } from '#core/shared/browser'
import { ORG_MESSAGE_KEYS } from './admin-input.utils'

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'whatsapp', 'youtube', 'tiktok', 'linkedin', 'x'] as const
export const MAX_PHONES = 5
export const MAX_ADVISERS = 30
export const DESCRIPTION_MAX = 4000

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
  }, ORG_MESSAGE_KEYS.url)

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

export const AdviserInputSchema = z.object({
  /** Opaque id of an existing adviser (kept and updated); absent for a new one. */
  id: z.string().optional().nullable(),
  name: z.string().trim().min(1).max(120),
  email: z
    .union([z.literal(''), z.email()])
    .optional()
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null)),
  phone: z
    .union([z.literal(''), phone])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
})

export const CustomerInputSchema = z.object({
  name: z.string().trim().min(2).max(120),
  nit: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValidNit(v), ORG_MESSAGE_KEYS.nit),
  website: optionalUrl,
  email: z
    .union([z.literal(''), z.email()])
    .optional()
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null)),
  phones: z.array(phone).max(MAX_PHONES).optional().default([]),
  whatsapp: z
    .union([z.literal(''), phone])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  social_links: z
    .partialRecord(z.enum(SOCIAL_NETWORKS), z.union([z.literal(''), httpUrl]))
    .optional()
    .default({}),
  department_id: z.string().optional().nullable(),
  municipality_id: z.string().optional().nullable(),
  address: optionalText(200),
  description: optionalText(DESCRIPTION_MAX),
  logo_alignment: z.enum(['left', 'center']).optional().default('left'),
  hide_main_menu: z.boolean().optional().default(false),
  hide_subscription_footer: z.boolean().optional().default(true),
  advisers: z.array(AdviserInputSchema).max(MAX_ADVISERS).optional(),
})
export type CustomerInput = z.infer<typeof CustomerInputSchema>

/** Only the microsite settings (the Admin's quick form). */
export const MicrositeSettingsSchema = z.object({
  logo_alignment: z.enum(['left', 'center']),
  hide_main_menu: z.boolean(),
  hide_subscription_footer: z.boolean(),
})

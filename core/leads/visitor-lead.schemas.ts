/**
 * Visitor leads: the message to a listing's agency and the campaign request ("cuéntanos
 * qué buscas"). One schema each for the API, the page forms and the browser. Consent to
 * data processing (Ley 1581 de 2012) is required; `website` is a honeypot.
 */
import { z } from 'zod'
import { consentField, decodeId, optionalOpaqueId } from '#core/shared'
import { OPERATION_TYPES } from '#core/listings'
import { CONTACT_FIELDS } from './contact-fields.schemas'

const { name, email, phone } = CONTACT_FIELDS
const consent = consentField
const honeypot = z.string().optional().default('').meta({ description: 'Honeypot: leave empty' })

/** The contact part every visitor lead form shares (a visit request too), with the consent and the honeypot. */
export const VISITOR_CONTACT_FIELDS = { ...CONTACT_FIELDS, consent, website: honeypot }

export const AgencyMessageSchema = z.object({
  name,
  email,
  phone,
  message: z.string('validation.required').trim().min(1, { abort: true }).max(2000),
  consent,
  website: honeypot,
})
export type AgencyMessageInput = z.output<typeof AgencyMessageSchema>

/** The unit type a message or visit request about a project asks about (optional; 422 when of another project). */
export const unitTypeField = optionalOpaqueId('projectUnitType').meta({
  description: 'One of the project’s unit types (`unit_types[].id`), optional',
})

/** A message to a project's builder (POST /api/projects/{id}/messages): a listing message's, plus the unit type. */
export const ProjectMessageSchema = AgencyMessageSchema.extend({ unit_type_id: unitTypeField })

// Like opaqueId (#core/shared) but with the message this form has always shown for a bad id
// ('validation.id', "El identificador no es válido"), as web/ids.ts fieldId does.
const opaque = (kind: 'propertyType' | 'municipality') =>
  z
    .string('validation.required')
    .min(1, { abort: true })
    .transform((value, ctx) => {
      const id = decodeId(kind, value)
      if (id == null) {
        ctx.addIssue({ code: 'custom', message: 'validation.id' })
        return z.NEVER
      }
      return id
    })

const optionalInt = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : typeof v === 'string' ? v.replace(/[$\s.,]/g, '') : v),
    z.coerce.number().int().min(0).max(max).optional(),
  )

export const CAMPAIGNS = ['unlugarparati', 'find-you-property', 'find-you-property-wi'] as const

export const CampaignRequestSchema = z.object({
  campaign: z.enum(CAMPAIGNS, 'validation.invalid_option').default('unlugarparati'),
  operation: z.enum(OPERATION_TYPES, 'validation.required'),
  property_type_id: opaque('propertyType'),
  municipality_id: opaque('municipality'),
  budget: optionalInt(100_000_000_000),
  bedrooms: optionalInt(10),
  name,
  email,
  phone,
  notes: z.string().trim().max(2000).optional().default(''),
  consent,
  website: honeypot,
})
export type CampaignRequestInput = z.output<typeof CampaignRequestSchema>

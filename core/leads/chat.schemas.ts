/**
 * The chat widget's short message form: one schema for the JSON API, its OpenAPI document
 * and the widget. One "correo o teléfono" field keeps the form short; consent to data
 * processing is required, as on every form that takes a visitor's data. Messages are catalogue keys.
 */
import { z } from 'zod'
import { consentField, decodeId } from '#core/shared'

export const CHAT_LIMITS = { name: 120, contact: 200, message: 1000 } as const

const EMAIL = z.email()
const PHONE_PUNCTUATION = /[\s().+-]/g

/** An e-mail address (otherwise the contact is a phone number). */
function isChatEmail(contact: string): boolean {
  return EMAIL.safeParse(contact).success
}

export const ChatMessageSchema = z
  .object({
    name: z.string('validation.required').trim().min(1, { abort: true }).max(CHAT_LIMITS.name),
    /** An e-mail or a phone number (7 to 15 digits once spaces, dashes and + are removed). */
    contact: z
      .string('validation.required')
      .trim()
      .min(1, { abort: true })
      .max(CHAT_LIMITS.contact, { abort: true })
      .refine((v) => isChatEmail(v) || /^\d{7,15}$/.test(v.replace(PHONE_PUNCTUATION, '')), 'validation.invalid'),
    message: z.string('validation.required').trim().min(1, { abort: true }).max(CHAT_LIMITS.message),
    /** The listing the visitor was looking at (opaque id), if any; decoded below. */
    property_id: z.string().trim().max(40).optional().nullable(),
    /** The page the widget was opened on (site-relative). */
    page: z.string().trim().max(500).optional().nullable(),
    /** Consent to data processing (Ley 1581 de 2012), as the message form asks. */
    consent: consentField,
    website: z.string().optional().default(''),
  })
  // The listing id is decoded (like optionalOpaqueId) once the rest is valid, so a message
  // with mistakes is answered about those only, as the widget always was. The contact is
  // split here, once: an e-mail (lower-cased) or a phone's digits.
  .transform((msg, ctx) => {
    const isEmail = isChatEmail(msg.contact)
    const contact = {
      email: isEmail ? msg.contact.toLowerCase() : null,
      phone: isEmail ? null : msg.contact.replace(PHONE_PUNCTUATION, ''),
    }
    if (!msg.property_id) return { ...msg, ...contact, property_id: null }
    const id = decodeId('property', msg.property_id)
    if (id === null) {
      ctx.addIssue({ code: 'custom', path: ['property_id'], message: 'validation.invalid' })
      return z.NEVER
    }
    return { ...msg, ...contact, property_id: id }
  })

export type ChatMessageInput = z.output<typeof ChatMessageSchema>

/**
 * The advertise-with-us contact form ("Quiero anunciar en Wi Inmuebles"): one schema for
 * the JSON API, the page action and the browser form. Messages are catalogue keys.
 */
import { z } from 'zod'
import { CONTACT_FIELDS } from './contact-fields.schemas'

export const CatchmentLeadSchema = z.object({
  ...CONTACT_FIELDS,
  questions: z.string().trim().max(2000).optional().default(''),
  /** Honeypot: hidden from people, so only robots fill it. */
  website: z.string().optional().default(''),
})

export type CatchmentLeadInput = z.output<typeof CatchmentLeadSchema>

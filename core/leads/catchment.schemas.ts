/**
 * The advertise-with-us contact form ("Quiero anunciar en Wi Inmuebles"): one schema for
 * the JSON API, the page action and the browser form. Messages are catalogue keys.
 */
import { z } from 'zod'

/** Spaces, dashes, dots, brackets and a leading + are accepted and removed: "+57 300 123-4567". */
const PHONE_NOISE = /[\s().+-]/g

export const CATCHMENT_LIMITS = { name: 120, email: 200, questions: 2000 } as const

export const CatchmentLeadSchema = z.object({
  name: z.string('validation.required').trim().min(1, { abort: true }).max(CATCHMENT_LIMITS.name),
  email: z
    .string('validation.required')
    .trim()
    .min(1, { abort: true })
    .max(CATCHMENT_LIMITS.email, { abort: true })
    .pipe(z.email('validation.email'))
    .transform((v) => v.toLowerCase()),
  phone: z
    .string('validation.required')
    .transform((v) => v.replace(PHONE_NOISE, ''))
    .pipe(
      z
        .string()
        .min(1, { abort: true })
        .regex(/^\d{7,15}$/, 'validation.phone'),
    ),
  questions: z.string().trim().max(CATCHMENT_LIMITS.questions).optional().default(''),
  /** Honeypot: hidden from people, so only robots fill it. */
  website: z.string().optional().default(''),
})

export type CatchmentLeadInput = z.output<typeof CatchmentLeadSchema>

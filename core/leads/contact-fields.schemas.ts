/** The contact fields every lead form asks for (a message, a visit, the campaign, advertise-with-us). */
import { z } from 'zod'

/** Spaces, dashes, dots, brackets and a leading + are accepted and removed: "+57 300 123-4567". */
const PHONE_NOISE = /[\s().+-]/g

const name = z.string('validation.required').trim().min(1, { abort: true }).max(120)

const email = z
  .string('validation.required')
  .trim()
  .min(1, { abort: true })
  .max(200, { abort: true })
  .pipe(z.email('validation.email'))
  .transform((v) => v.toLowerCase())

const phone = z
  .string('validation.required')
  .transform((v) => v.replace(PHONE_NOISE, ''))
  .pipe(
    z
      .string()
      .min(1, { abort: true })
      .regex(/^\d{7,15}$/, 'validation.phone'),
  )

/** Name, e-mail and phone, as every lead form checks them. */
export const CONTACT_FIELDS = { name, email, phone }

/** What a visitor may send to save a search or change one: a name and how often to be alerted. */
import { z } from 'zod'
import { ALERT_FREQUENCIES } from '../../db/schema'

/** How often a saved search e-mails new or re-priced matches, as the forms and the API list them. */
export { ALERT_FREQUENCIES }
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

const Name = z.string('validation.required').trim().min(1).max(80).meta({ example: 'Apartamentos en Laureles' })
const Frequency = z.enum(ALERT_FREQUENCIES, 'validation.invalid_option')

export const CreateSearchSchema = z.object({
  name: Name,
  /** The search page's query string (normalised and checked by the use case). */
  query: z
    .string('validation.required')
    .max(2000)
    .meta({ description: 'The search page query string', example: 'operation_type_id=…&municipality_id=…' }),
  frequency: Frequency.default('daily'),
})
export const UpdateSearchSchema = z
  .object({ name: Name.optional(), frequency: Frequency.optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, { message: 'validation.required', path: ['name'] })

export type CreateSearchInput = z.output<typeof CreateSearchSchema>
export type UpdateSearchInput = z.output<typeof UpdateSearchSchema>

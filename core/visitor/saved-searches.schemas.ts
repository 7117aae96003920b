/** What a visitor may send to save a search or change one: a name and how often to be alerted. */
import { z } from 'zod'
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_KINDS,
  type AlertFrequency,
  type SavedSearchKind,
} from './saved-searches.constants'

export { ALERT_FREQUENCIES, type AlertFrequency, type SavedSearchKind }

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
  /** Which search the query is of: listings (/inmuebles, the default) or projects (/proyectos). */
  kind: z.enum(SAVED_SEARCH_KINDS, 'validation.invalid_option').default('listings'),
})
export const UpdateSearchSchema = z
  .object({ name: Name.optional(), frequency: Frequency.optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, { message: 'validation.required', path: ['name'] })

export type CreateSearchInput = z.output<typeof CreateSearchSchema>
export type UpdateSearchInput = z.output<typeof UpdateSearchSchema>

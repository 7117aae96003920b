/** An opaque public id in an answer: the string a client sends back, never the database number. */
import { z } from 'zod'

export const OpaqueIdSchema = z
  .string()
  .meta({ description: 'Opaque public id (Sqids, at least 8 characters)', example: 'k3G7QAe5' })

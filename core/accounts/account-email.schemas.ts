/** What an 'account-email' outbox item carries: which link to send, to which address, in which language. */
import { z } from 'zod'

export const AccountEmailRequestSchema = z.object({
  purpose: z.enum(['password-reset', 'confirm-email']),
  email: z.string(),
  locale: z.enum(['es-CO', 'en']),
  origin: z.string(),
  /** A confirmation link's sign-in continuation (return-path.rules.ts): absent in items queued before it existed. */
  redirect: z.string().nullable().optional(),
  intent: z.string().nullable().optional(),
})
export type AccountEmailRequest = z.infer<typeof AccountEmailRequestSchema>

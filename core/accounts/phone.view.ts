/** The answer to a request for a phone code, as the API documents it and the account page shows it. */
import { z } from 'zod'

export const PhoneCodeSentSchema = z
  .object({
    phone: z.string().meta({ description: 'The number the code went to (E.164)' }),
    expires_at: z.string().meta({ description: 'When the code stops working (ISO 8601)' }),
    expires_in_minutes: z.number().int(),
  })
  .meta({ id: 'PhoneCodeSent' })

export function phoneCodeSentView(sent: { phone: string; expiresAt: Date; expiresInMinutes: number }) {
  return { phone: sent.phone, expires_at: sent.expiresAt.toISOString(), expires_in_minutes: sent.expiresInMinutes }
}

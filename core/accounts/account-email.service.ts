/**
 * The outbox handler of 'account-email' items (registered by the composition root): the
 * reset or confirmation link asked for by a request that was answered before the address
 * was looked up, so both answers did the same work (recovery.service.ts).
 */
import type { Database } from '#db/client'
import { AccountEmailRequestSchema } from './account-email.schemas'
import { sendPasswordResetLink } from './recovery.service'
import { sendConfirmationLink } from './registration.service'

export async function deliverAccountEmailRequest(payload: Record<string, unknown>, db: Database) {
  const request = AccountEmailRequestSchema.parse(payload)
  if (request.purpose === 'password-reset') await sendPasswordResetLink(db, request)
  else await sendConfirmationLink(db, request)
}

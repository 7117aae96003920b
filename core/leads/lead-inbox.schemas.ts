/** The leads inbox forms: status change and the agency's reply. */
import { z } from 'zod'
import { LEAD_REPLY_MAX, LEAD_STATUSES } from './lead.constants'

export const LeadStatusSchema = z.object({ status: z.enum(LEAD_STATUSES) })
export { LEAD_REPLY_MAX }
export const LeadReplySchema = z.object({
  message: z.string('validation.required').trim().min(1, 'validation.required').max(LEAD_REPLY_MAX),
})

export type LeadStatusInput = z.output<typeof LeadStatusSchema>
export type LeadReplyInput = z.output<typeof LeadReplySchema>

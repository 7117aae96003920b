/** The leads inbox forms: status change and the agency's reply. */
import { z } from 'zod'
import { LEAD_STATUSES } from '../../db/schema/visitors'

export const LeadStatusSchema = z.object({ status: z.enum(LEAD_STATUSES) })
export const LEAD_REPLY_MAX = 4000
export const LeadReplySchema = z.object({
  message: z.string('validation.required').trim().min(1, 'validation.required').max(LEAD_REPLY_MAX),
})

export type LeadStatusInput = z.output<typeof LeadStatusSchema>
export type LeadReplyInput = z.output<typeof LeadReplySchema>

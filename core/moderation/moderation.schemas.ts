/** The input of moderation's use cases: staff's rejection and a visitor's report (one schema each, both doors). */
import { z } from 'zod'
import { REJECT_REASON_MAX, REPORT_REASONS, REPORT_TEXT_MAX } from './moderation.constants'

/** Rejecting a listing: the reason the publisher receives in the e-mail (required). */
export const RejectListingSchema = z.object({
  reason: z.string('validation.required').trim().min(1, 'validation.required').max(REJECT_REASON_MAX),
})
export type RejectListingInput = z.infer<typeof RejectListingSchema>

/** A visitor's report of a listing; a text is required when the reason is "otro". */
export const ListingReportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, 'validation.invalid_option'),
    text: z
      .string()
      .trim()
      .max(REPORT_TEXT_MAX)
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'otro' && !v.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'validation.required' })
  })
export type ListingReportInput = z.infer<typeof ListingReportSchema>

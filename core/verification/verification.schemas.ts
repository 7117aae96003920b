/** The input of verification's use cases (one schema each, both doors; the files are read apart). */
import { z } from 'zod'
import { isValidNit } from '#core/shared'
import { VERIFICATION_REASON_MAX } from './verification.constants'

/** An agency's request: its NIT with the DIAN check digit ("900.123.456-7" or "9001234567"). */
export const AgencyVerificationSchema = z.object({
  nit: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(20, 'admin.verification.nit_invalid')
    .refine(isValidNit, 'admin.verification.nit_invalid'),
})
export type AgencyVerificationInput = z.infer<typeof AgencyVerificationSchema>

/** Turning a request down: the reason the publisher receives by e-mail (required). */
export const RejectVerificationSchema = z.object({
  reason: z.string('validation.required').trim().min(1, 'validation.required').max(VERIFICATION_REASON_MAX),
})
export type RejectVerificationInput = z.infer<typeof RejectVerificationSchema>

/**
 * A visit request (POST /api/properties/{id}/visits and the listing page's form): the visitor's
 * contact data, consent (Ley 1581 de 2012) and one to three proposed starts as ISO date-times
 * with an offset, each inside the agency hours in Bogotá (visit-slot.rules.ts). The agency's
 * answers: confirm one of them, propose another time, or cancel; the visitor's: cancel, or accept
 * the agency's proposal.
 */
import { z } from 'zod'
import { VISIT_MAX_DAYS_AHEAD, VISIT_MIN_NOTICE_MINUTES, VISIT_SLOTS_MAX } from './visit-hours.constants'
import { visitSlotProblem, type VisitSlotProblem } from './visit-slot.rules'
import { unitTypeField, VISITOR_CONTACT_FIELDS } from './visitor-lead.schemas'

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

const PROBLEM_MESSAGES: Record<VisitSlotProblem, string> = {
  past: 'validation.visit_slot_past',
  far: 'validation.visit_slot_far',
  hours: 'validation.visit_slot_hours',
  step: 'validation.visit_slot_step',
}

/** An ISO date-time with an offset (…Z or …-05:00): a Date. */
const instant = z
  .string('validation.required')
  .trim()
  .min(1, { abort: true, message: 'validation.required' })
  .transform((value, ctx) => {
    const date = ISO_DATE_TIME.test(value) ? new Date(value) : null
    if (!date || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'validation.date' })
      return z.NEVER
    }
    return date
  })

/** A start a visit may have now (checked against the clock at parse time). */
const visitStart = instant.transform((date, ctx) => {
  const problem = visitSlotProblem(date)
  if (problem) {
    const params =
      problem === 'past'
        ? { hours: VISIT_MIN_NOTICE_MINUTES / 60 }
        : problem === 'far'
          ? { days: VISIT_MAX_DAYS_AHEAD }
          : undefined
    ctx.addIssue({ code: 'custom', message: PROBLEM_MESSAGES[problem], ...(params ? { params } : {}) })
    return z.NEVER
  }
  return date
})

const slots = z
  .array(visitStart, 'validation.visit_slots_min')
  .min(1, 'validation.visit_slots_min')
  .max(VISIT_SLOTS_MAX, 'validation.visit_slots_max')
  .superRefine((dates, ctx) => {
    dates.forEach((date, i) => {
      if (dates.findIndex((d) => d.getTime() === date.getTime()) < i)
        ctx.addIssue({ code: 'custom', message: 'validation.visit_slot_repeated', path: [i] })
    })
  })
  .meta({
    description: `1 to ${VISIT_SLOTS_MAX} proposed starts (ISO 8601 with offset), Mon–Fri 8:00–17:00 or Sat 9:00–12:00 in America/Bogota, on the hour or half hour, 2 h to 60 days ahead`,
  })

export const VisitRequestSchema = z.object({ ...VISITOR_CONTACT_FIELDS, slots })
export type VisitRequestInput = z.output<typeof VisitRequestSchema>

/** A visit to a project's sales room (POST /api/projects/{id}/visits): a listing visit's, plus the unit type. */
export const ProjectVisitRequestSchema = VisitRequestSchema.extend({ unit_type_id: unitTypeField })

/**
 * The visit's SEQUENCE as the agency's page showed it: when given, a change made since (by the
 * visitor or another colleague) is a 409 instead of being overwritten.
 */
const seenSequence = z.coerce
  .number('validation.invalid')
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .optional()
  .meta({ description: 'The visit sequence the page showed; a 409 when the visit changed since' })

/** The agency picks one of the proposed starts (or the one it proposed itself). */
export const VisitConfirmSchema = z.object({ starts_at: instant, sequence: seenSequence })
export type VisitConfirmInput = z.output<typeof VisitConfirmSchema>

/** The agency proposes another start (the same rules as the visitor's). */
export const VisitProposeSchema = z.object({ starts_at: visitStart, sequence: seenSequence })
export type VisitProposeInput = z.output<typeof VisitProposeSchema>

/** The visitor accepts the agency's proposal: the start their page showed (a 409 if it changed meanwhile). */
export const VisitAcceptSchema = z.object({ starts_at: instant })
export type VisitAcceptInput = z.output<typeof VisitAcceptSchema>

export const VISIT_CANCEL_REASON_MAX = 500
/** Either side cancels, optionally saying why (the other side reads it in the e-mail). */
export const VisitCancelSchema = z.object({
  reason: z.string().trim().max(VISIT_CANCEL_REASON_MAX).optional().default(''),
})
export type VisitCancelInput = z.output<typeof VisitCancelSchema>

/** The agency cancels: the same, with the sequence its page showed. */
export const VisitAgencyCancelSchema = VisitCancelSchema.extend({ sequence: seenSequence })
export type VisitAgencyCancelInput = z.output<typeof VisitAgencyCancelSchema>

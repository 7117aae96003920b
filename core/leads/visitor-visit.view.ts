/**
 * A visit request from the visitor's side as the API answers it (the e-mails' signed link and
 * GET /api/wiauth/visits): the schema documents the answer (OpenAPI `VisitorVisit`) and
 * `visitorVisitAnswer` shapes it from VisitorVisitView, which the visitor's pages show.
 */
import { z } from 'zod'
import { OpaqueIdSchema, snakeCased } from '#core/shared'
import type { VisitorVisitView } from './visit.view'

/** A visit's state, in the visitor's and the agency's answers. */
export const VisitStatusSchema = z.enum(['requested', 'proposed', 'confirmed', 'cancelled'])

export const VisitorVisitSchema = z
  .object({
    id: OpaqueIdSchema,
    status: VisitStatusSchema,
    slots: z.array(z.string()).meta({ description: 'The proposed starts, ISO 8601 in UTC' }),
    scheduled_at: z.string().nullable().meta({ description: 'The agreed start, or the one the agency proposes' }),
    cancelled_by: z.enum(['visitor', 'agency']).nullable(),
    code: z.string(),
    title: z.string(),
    place: z.string(),
    agency: z.string(),
    listing_path: z.string().nullable(),
    manage_token: z.string(),
    created_at: z.string(),
    can_cancel: z.boolean(),
    can_accept: z.boolean(),
  })
  .meta({ id: 'VisitorVisit' })

export function visitorVisitAnswer(v: VisitorVisitView): z.infer<typeof VisitorVisitSchema> {
  return {
    ...snakeCased(v, ['id', 'status', 'slots', 'scheduledAt', 'cancelledBy', 'code', 'title', 'place']),
    agency: v.agencyName,
    listing_path: v.path,
    manage_token: v.token,
    ...snakeCased(v, ['createdAt', 'canCancel', 'canAccept']),
  }
}

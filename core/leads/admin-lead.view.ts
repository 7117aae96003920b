/**
 * A lead of the agency's inbox as /api/admin/leads answers it (spec's snake_case names, opaque
 * ids): the schema documents the answer (OpenAPI `AdminLead`) and `adminLeadView` shapes it
 * from the inbox's view.
 */
import { z } from 'zod'
import { OpaqueIdSchema as Id, pagedSchema, pagedView, snakeCased } from '#core/shared'
import type { InboxLeadView, listLeads } from './lead-inbox.service'
import { VisitStatusSchema } from './visitor-visit.view'

export const AdminLeadSchema = z
  .object({
    id: Id,
    kind: z.string(),
    status: z.enum(['new', 'contacted', 'closed']),
    customer: z.object({ id: Id, name: z.string() }).nullable(),
    property: z.object({ id: Id, code: z.string(), title: z.string(), url: z.string() }).nullable(),
    project: z
      .object({
        id: Id,
        name: z.string(),
        url: z.string(),
        unit_type: z.object({ id: Id, name: z.string() }).nullable(),
      })
      .nullable()
      .meta({
        description: "A builder's project the lead is about (instead of a listing), with the unit type asked about",
      }),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    message: z.string().nullable(),
    from_signed_in_user: z.boolean(),
    created_at: z.string(),
    replies: z.array(z.object({ at: z.string(), by: z.string(), channel: z.string(), message: z.string() })),
    visit: z
      .object({
        id: Id,
        status: VisitStatusSchema,
        slots: z.array(z.string()).meta({ description: 'The starts the visitor proposed, ISO 8601 in UTC' }),
        scheduled_at: z.string().nullable().meta({ description: 'The agreed start, or the one the agency proposed' }),
        cancelled_by: z.enum(['visitor', 'agency']).nullable(),
        sequence: z
          .number()
          .int()
          .meta({ description: 'Send it back with an answer: a 409 if the visit changed since' }),
      })
      .nullable()
      .meta({ description: "A visit request's times and state (kind 'visit'), else null" }),
  })
  .meta({ id: 'AdminLead' })

export type AdminLeadView = z.infer<typeof AdminLeadSchema>

/** The inbox's counts beside a page of leads (GET /admin/leads). */
export const AdminLeadListSchema = pagedSchema(AdminLeadSchema, { by_status: z.record(z.string(), z.number()) })
export const AdminLeadListMetaSchema = AdminLeadListSchema.shape.meta

export function adminLeadView(l: InboxLeadView): AdminLeadView {
  return {
    ...snakeCased(l, ['id', 'kind', 'status', 'customer', 'name', 'email', 'phone', 'message']),
    ...snakeCased(l, ['fromSignedInUser', 'createdAt', 'replies']),
    property: l.property
      ? { id: l.property.id, code: l.property.code, title: l.property.title, url: l.property.path }
      : null,
    project: l.project
      ? { id: l.project.id, name: l.project.name, url: l.project.path, unit_type: l.project.unitType }
      : null,
    visit: l.visit ? snakeCased(l.visit, ['id', 'status', 'slots', 'scheduledAt', 'cancelledBy', 'sequence']) : null,
  }
}

/** GET /admin/leads: a page of leads with the inbox's counts. */
export function adminLeadListView(result: Awaited<ReturnType<typeof listLeads>>) {
  return pagedView(result, adminLeadView, { by_status: result.meta.byStatus })
}

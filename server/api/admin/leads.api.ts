/**
 * /api/admin/leads: the agency's leads inbox (`leads.read` to read; `leads.manage` to change
 * status and reply, and to answer a visit request: confirm one of its times, propose another,
 * or cancel, at /api/admin/leads/{id}/visit/{confirm,propose,cancel}).
 */
import { createRoute, z } from '@hono/zod-openapi'
import {
  LeadReplySchema,
  LeadStatusSchema,
  VisitAgencyCancelSchema,
  VisitConfirmSchema,
  VisitProposeSchema,
  cancelVisitByAgency,
  confirmVisit,
  proposeVisitTime,
  getLead,
  listLeads,
  listLeadsForExport,
  replyToLead,
  setLeadStatus,
  AdminLeadListMetaSchema,
  AdminLeadSchema,
  adminLeadListView,
  adminLeadView,
} from '#core/leads'
import { bogotaDay, PageNumber, toCsv, type MessageKey } from '#core/shared'
import { apiLocale } from '#web/api'
import { translate } from '#i18n'
import { IdParam, dataOf } from '../schemas'
import { createRouter } from '../router'
import { errors, json, ok, orgContext, orgRoute } from './org-route'
import { fieldId, pathId } from '#web/ids'

const VisitConfirmBody = VisitConfirmSchema.meta({ id: 'AdminVisitConfirm' })
const VisitProposeBody = VisitProposeSchema.meta({ id: 'AdminVisitPropose' })
const VisitCancelBody = VisitAgencyCancelSchema.meta({ id: 'AdminVisitCancel' })

const LEAD_CSV_COLUMNS = [
  'date',
  'status',
  'kind',
  'agency',
  'code',
  'listing',
  'name',
  'email',
  'phone',
  'message',
  'visit_status',
  'visit_slot_1',
  'visit_slot_2',
  'visit_slot_3',
  'visit_proposed',
  'visit_confirmed',
] as const
// Zod's own .meta (read by the OpenAPI generator), not .openapi(): see push.api.ts.
/** POST /admin/leads/{id}/visit/{action}: the three answers an agency gives a visit request. */
function visitRoute<A extends 'confirm' | 'propose' | 'cancel', B extends z.ZodType>(
  action: A,
  summary: string,
  body: B,
  done: string,
  conflict = 'The visit was cancelled, or changed since `sequence`',
) {
  return createRoute({
    ...orgRoute('post', `/admin/leads/{id}/visit/${action}` as `/admin/leads/{id}/visit/${A}`, summary),
    request: { params: IdParam, ...json(body) },
    responses: { ...ok(one, done), 409: { description: conflict, content: errors[422].content } },
  })
}

/** Runs an agency's answer to a visit request and returns the lead as it now stands. */
async function visitAnswer(
  c: Parameters<typeof orgContext>[0],
  leadId: string,
  answer: (ctx: Awaited<ReturnType<typeof orgContext>>, id: number) => Promise<unknown>,
) {
  const ctx = await orgContext(c)
  const id = pathId('lead', leadId)
  await answer(ctx, id)
  return c.json({ data: adminLeadView(await getLead(ctx, id)) }, 200)
}

const LeadStatusBody = LeadStatusSchema.meta({ id: 'AdminLeadStatus' })
const LeadReplyBody = LeadReplySchema.meta({ id: 'AdminLeadReply' })
const one = dataOf(AdminLeadSchema)

export const adminLeadsApi = createRouter()
  .openapi(
    createRoute({
      ...orgRoute('get', '/admin/leads', "Leads of the caller's agencies, newest first"),
      request: {
        query: z.object({
          customer_id: z.string().optional(),
          status: z.enum(['new', 'contacted', 'closed']).optional(),
          page: PageNumber,
        }),
      },
      responses: ok(
        z.object({
          data: z.array(AdminLeadSchema),
          meta: AdminLeadListMetaSchema,
        }),
        'Leads',
      ),
    }),
    async (c) => {
      const q = c.req.valid('query')
      const ctx = await orgContext(c)
      const customerId = q.customer_id ? fieldId('customer', 'customer_id', q.customer_id) : null
      return c.json(adminLeadListView(await listLeads(ctx, { customerId, status: q.status, page: q.page })), 200)
    },
  )
  .openapi(
    createRoute({
      ...orgRoute(
        'get',
        '/admin/leads/export.csv',
        'The leads inbox as CSV for Excel (UTF-8 with BOM, semicolons), with the same filters, newest first',
      ),
      request: {
        query: z.object({
          customer_id: z.string().optional(),
          status: z.enum(['new', 'contacted', 'closed']).optional(),
        }),
      },
      responses: {
        200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
        ...errors,
      },
    }),
    async (c) => {
      const q = c.req.valid('query')
      const ctx = await orgContext(c)
      const customerId = q.customer_id ? fieldId('customer', 'customer_id', q.customer_id) : null
      const rows = await listLeadsForExport(ctx, { customerId, status: q.status })
      const locale = apiLocale(c)
      const t = (key: string) => translate(locale, key as MessageKey)
      const csv = toCsv(
        LEAD_CSV_COLUMNS.map((column) => t(`admin_org.leads.csv.${column}`)),
        rows.map((l) => {
          const visit = l.visit
          const scheduled = visit?.scheduledAt ? new Date(visit.scheduledAt) : null
          return [
            new Date(l.createdAt),
            t(`admin_org.leads.status.${l.status}`),
            t(`admin_org.leads.kind.${l.kind}`),
            l.customer?.name,
            l.property?.code,
            l.property?.title,
            l.name,
            l.email,
            l.phone,
            l.message,
            visit ? t(`admin_org.leads_visit.status.${visit.status}`) : null,
            // The visitor's times, one date per cell (VISIT_SLOTS_MAX of them at most).
            ...[0, 1, 2].map((i) => (visit?.slots[i] ? new Date(visit.slots[i]) : null)),
            visit?.status === 'proposed' ? scheduled : null,
            visit?.status === 'confirmed' ? scheduled : null,
          ]
        }),
      )
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${t('admin_org.leads.csv.file')}-${bogotaDay()}.csv"`,
        'Cache-Control': 'private, no-store',
      })
    },
  )
  .openapi(
    createRoute({
      ...orgRoute('get', '/admin/leads/{id}', 'One lead'),
      request: { params: IdParam },
      responses: ok(one, 'The lead'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      return c.json({ data: adminLeadView(await getLead(ctx, pathId('lead', c.req.valid('param').id))) }, 200)
    },
  )
  .openapi(
    createRoute({
      ...orgRoute('patch', '/admin/leads/{id}', 'Move a lead to new, contacted or closed'),
      request: { params: IdParam, ...json(LeadStatusBody) },
      responses: ok(one, 'Saved'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      return c.json(
        { data: adminLeadView(await setLeadStatus(ctx, pathId('lead', c.req.valid('param').id), c.req.valid('json'))) },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      ...orgRoute(
        'post',
        '/admin/leads/{id}/reply',
        'Reply by e-mail (queued in the outbox; a signed-in sender also gets a push); a new lead becomes contacted',
      ),
      request: { params: IdParam, ...json(LeadReplyBody) },
      responses: ok(one, 'Sent'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      return c.json(
        { data: adminLeadView(await replyToLead(ctx, pathId('lead', c.req.valid('param').id), c.req.valid('json'))) },
        200,
      )
    },
  )
  .openapi(
    visitRoute(
      'confirm',
      'Confirm one of the times a visit request proposed: both sides get an e-mail with the calendar invitation',
      VisitConfirmBody,
      'Confirmed',
    ),
    async (c) => visitAnswer(c, c.req.valid('param').id, (ctx, id) => confirmVisit(ctx, id, c.req.valid('json'))),
  )
  .openapi(
    visitRoute(
      'propose',
      'Propose another time (agency hours, Bogotá): the visitor gets it with the invitation and may accept it',
      VisitProposeBody,
      'Proposed',
    ),
    async (c) => visitAnswer(c, c.req.valid('param').id, (ctx, id) => proposeVisitTime(ctx, id, c.req.valid('json'))),
  )
  .openapi(
    visitRoute(
      'cancel',
      'Cancel the visit: both sides get an e-mail (with METHOD:CANCEL when an invitation was sent)',
      VisitCancelBody,
      'Cancelled',
      'The visit changed since `sequence`',
    ),
    async (c) =>
      visitAnswer(c, c.req.valid('param').id, (ctx, id) => cancelVisitByAgency(ctx, id, c.req.valid('json'))),
  )

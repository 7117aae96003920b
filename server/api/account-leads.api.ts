/**
 * /api/account/leads: an owner's leads inbox (issue 33). The messages visitors sent about the
 * owner's own listings, in the admin lead API's shapes (`AdminLead`): list them, open one, move
 * it through new → contacted → closed and reply by e-mail (queued in the outbox; a visitor who
 * wrote signed in also gets a push). 401 signed out, 404 for anyone else's lead, 422 with field
 * errors in Spanish (or English with ?lang=en).
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  AdminLeadListMetaSchema,
  AdminLeadSchema,
  LeadReplySchema,
  LeadStatusSchema,
  adminLeadListView,
  adminLeadView,
  getOwnLead,
  listOwnLeads,
  replyToOwnLead,
  setOwnLeadStatus,
} from '#core/leads'
import { PageNumber } from '#core/shared'
import { signedInApiContext } from '#web/api'
import { pathId } from '#web/ids'
import { IdParam, dataOf, failure, jsonAnswer, jsonBody } from './schemas'
import { createRouter } from './router'

// Zod's own .meta (read by the OpenAPI generator), not .openapi(): see push.api.ts.
const StatusBody = LeadStatusSchema.meta({ id: 'OwnerLeadStatus' })
const ReplyBody = LeadReplySchema.meta({ id: 'OwnerLeadReply' })

const errors = {
  401: failure('Not signed in'),
  403: failure('An integration key: the owner’s side is a person’s'),
  404: failure('Unknown, malformed or another person’s lead'),
  422: failure('Field errors'),
}
const one = (description: string) => ({ 200: jsonAnswer(dataOf(AdminLeadSchema), description), ...errors })
const leadId = (c: Context) => pathId('lead', c.req.param('id'))

const route = <M extends 'get' | 'post' | 'patch'>(method: M, path: string, summary: string) => ({
  method,
  path: `/account/leads${path}`,
  tags: ['account'],
  security: [{ bearer: [] }],
  summary,
})

export const accountLeadsApi = createRouter()
  .openapi(
    createRoute({
      ...route('get', '', 'Messages about my listings (the leads of my owner account), newest first'),
      request: {
        query: z.object({ status: z.enum(['new', 'contacted', 'closed']).optional(), page: PageNumber }),
      },
      responses: {
        200: jsonAnswer(z.object({ data: z.array(AdminLeadSchema), meta: AdminLeadListMetaSchema }), 'My leads'),
        ...errors,
      },
    }),
    async (c) => {
      const q = c.req.valid('query')
      const ctx = await signedInApiContext(c)
      return c.json(adminLeadListView(await listOwnLeads(ctx, { status: q.status, page: q.page })), 200)
    },
  )
  .openapi(
    createRoute({
      ...route('get', '/{id}', 'One of my leads'),
      request: { params: IdParam },
      responses: one('The lead'),
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      return c.json({ data: adminLeadView(await getOwnLead(ctx, leadId(c))) }, 200)
    },
  )
  .openapi(
    createRoute({
      ...route('patch', '/{id}', 'Move my lead to new, contacted or closed'),
      request: { params: IdParam, ...jsonBody(StatusBody) },
      responses: one('Saved'),
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      return c.json({ data: adminLeadView(await setOwnLeadStatus(ctx, leadId(c), c.req.valid('json'))) }, 200)
    },
  )
  .openapi(
    createRoute({
      ...route(
        'post',
        '/{id}/reply',
        'Reply by e-mail (queued in the outbox, Reply-To my address; a signed-in sender also gets a push); a new lead becomes contacted',
      ),
      request: { params: IdParam, ...jsonBody(ReplyBody) },
      responses: one('Sent'),
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      return c.json({ data: adminLeadView(await replyToOwnLead(ctx, leadId(c), c.req.valid('json'))) }, 200)
    },
  )

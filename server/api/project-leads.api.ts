/**
 * Leads from a builder's project (issue 32): POST /api/projects/{id}/messages, a message to the
 * builder, and POST /api/projects/{id}/visits, a visit to the sales room. The listing's use cases
 * with the project (and optionally one of its unit types) as their subject: the same body,
 * consent, honeypot, per-address limits and 422s; 404 for an unknown, malformed or unpublished
 * project, 422 on unit_type_id for a unit type of another project. POST /api/projects/{id}/views
 * and /contact-clicks count the page's views and its phone and WhatsApp clicks as a listing's
 * (docs/statistics.md).
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { translate } from '#i18n'
import {
  ProjectMessageSchema,
  ProjectVisitRequestSchema,
  requestVisit,
  sendAgencyMessage,
  type LeadTarget,
} from '#core/leads'
import { decodeId, type ServiceContext } from '#core/shared'
import { recordProjectContactClick, recordProjectView } from '#core/visitor'
import { apiContext, apiLocale } from '#web/api'
import { IdParam, MsgSchema, OpaqueId, failure, jsonAnswer, jsonBody } from './schemas'
import { leadMeta } from './client-info'
import { createRouter } from './router'
import { statsCountRoutes } from './stats-counts.api'

const tags = ['projects']

/** One of the project's lead routes: its body, the 201 answer and what its 422 names. */
const leadRoute = <B extends z.ZodType, A extends z.ZodType>(o: {
  what: 'messages' | 'visits'
  summary: string
  body: B
  answer: A
  invalid: string
}) =>
  createRoute({
    method: 'post',
    path: `/projects/{id}/${o.what}`,
    tags,
    summary: o.summary,
    request: { params: IdParam, ...jsonBody(o.body) },
    responses: {
      201: jsonAnswer(o.answer, 'Stored; msg is the thank-you text'),
      404: failure('Unknown, malformed or unpublished project'),
      422: failure(o.invalid),
      429: failure('Too many requests from this address'),
    },
  })

/** Runs the listing's use case with the project (and the unit type the body names) as its subject. */
async function sendLead<B extends { unit_type_id?: number | null }, R>(
  c: Context,
  body: B,
  send: (ctx: ServiceContext, subject: LeadTarget, body: B, meta: ReturnType<typeof leadMeta>) => Promise<R>,
): Promise<R> {
  const subject = { projectId: decodeId('project', c.req.param('id')), unitTypeId: body.unit_type_id }
  return send(await apiContext(c), subject, body, leadMeta(c))
}

export const projectLeadsApi = createRouter()
  .openapi(
    leadRoute({
      what: 'messages',
      summary:
        "Send a message to the project's builder, optionally about a unit type (stored as a lead, then e-mailed)",
      // Zod's own .meta (read by the OpenAPI generator), not .openapi(): see push.api.ts.
      body: ProjectMessageSchema.meta({ id: 'ProjectMessage' }),
      answer: MsgSchema,
      invalid: 'Field errors (unit_type_id: a unit type of another project)',
    }),
    async (c) => {
      const result = await sendLead(c, c.req.valid('json'), sendAgencyMessage)
      return c.json({ msg: translate(apiLocale(c), result.messageKey) }, 201)
    },
  )
  .openapi(
    leadRoute({
      what: 'visits',
      summary:
        "Ask the project's builder for a visit to the sales room at one of up to three times (a lead; e-mailed afterwards)",
      body: ProjectVisitRequestSchema.meta({ id: 'ProjectVisitRequest' }),
      answer: z.object({ msg: z.string(), id: OpaqueId.nullable() }),
      invalid: 'Field errors (slots.N names one proposed time; unit_type_id a unit type of another project)',
    }),
    async (c) => {
      const result = await sendLead(c, c.req.valid('json'), requestVisit)
      return c.json({ msg: translate(apiLocale(c), result.messageKey), id: result.visitId }, 201)
    },
  )
  .route(
    '/',
    statsCountRoutes({
      base: '/projects/{id}',
      kind: 'project',
      notFoundKey: 'projects.not_found',
      tags,
      texts: {
        view: 'Count a view of a project (once per visitor and day; bots not counted); sets wi_id_client when missing',
        click: "Count a phone reveal or a WhatsApp click on a project's sales room (builder statistics)",
        missing: 'Unknown or unpublished project',
      },
      view: recordProjectView,
      click: recordProjectContactClick,
    }),
  )

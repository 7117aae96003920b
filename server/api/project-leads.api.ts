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
import { translate } from '#i18n'
import { ProjectMessageSchema, ProjectVisitRequestSchema, requestVisit, sendAgencyMessage } from '#core/leads'
import { decodeId } from '#core/shared'
import { recordProjectContactClick, recordProjectView } from '#core/visitor'
import { apiContext, apiLocale } from '#web/api'
import { IdParam, MsgSchema, OpaqueId, failure, jsonAnswer, jsonBody } from './schemas'
import { leadMeta } from './client-info'
import { createRouter } from './router'
import { statsCountRoutes } from './stats-counts.api'

const tags = ['projects']
// Zod's own .meta (read by the OpenAPI generator), not .openapi(): see push.api.ts.
const MessageBody = ProjectMessageSchema.meta({ id: 'ProjectMessage' })
const VisitBody = ProjectVisitRequestSchema.meta({ id: 'ProjectVisitRequest' })

export const projectLeadsApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/projects/{id}/messages',
      tags,
      summary:
        "Send a message to the project's builder, optionally about a unit type (stored as a lead, then e-mailed)",
      request: { params: IdParam, ...jsonBody(MessageBody) },
      responses: {
        201: jsonAnswer(MsgSchema, 'Stored; msg is the thank-you text'),
        404: failure('Unknown, malformed or unpublished project'),
        422: failure('Field errors (unit_type_id: a unit type of another project)'),
        429: failure('Too many messages from this address'),
      },
    }),
    async (c) => {
      const body = c.req.valid('json')
      const result = await sendAgencyMessage(
        await apiContext(c),
        { projectId: decodeId('project', c.req.param('id')), unitTypeId: body.unit_type_id },
        body,
        leadMeta(c),
      )
      return c.json({ msg: translate(apiLocale(c), result.messageKey) }, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/projects/{id}/visits',
      tags,
      summary:
        "Ask the project's builder for a visit to the sales room at one of up to three times (a lead; e-mailed afterwards)",
      request: { params: IdParam, ...jsonBody(VisitBody) },
      responses: {
        201: {
          description: 'Stored; msg is the thank-you text',
          content: { 'application/json': { schema: z.object({ msg: z.string(), id: OpaqueId.nullable() }) } },
        },
        404: failure('Unknown, malformed or unpublished project'),
        422: failure('Field errors (slots.N names one proposed time; unit_type_id a unit type of another project)'),
        429: failure('Too many requests from this address'),
      },
    }),
    async (c) => {
      const body = c.req.valid('json')
      const result = await requestVisit(
        await apiContext(c),
        { projectId: decodeId('project', c.req.param('id')), unitTypeId: body.unit_type_id },
        body,
        leadMeta(c),
      )
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

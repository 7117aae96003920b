/**
 * Visit requests from the visitor's side. POST /api/properties/{id}/visits: propose one to three
 * times (Bogotá agency hours) with contact data and consent; stored as a lead with its visit
 * before any e-mail is queued (201; 422 with field messages in the visitor's language; 404 for
 * an unknown, malformed or unpublished listing; 429 past the per-address limit). The signed link
 * of the e-mails: GET /api/visits/{token}, POST …/cancel and POST …/accept (a time the agency
 * proposed); no sign-in, the token is the key. GET /api/wiauth/visits: a signed-in visitor's.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { translate } from '#i18n'
import {
  VisitAcceptSchema,
  VisitCancelSchema,
  VisitRequestSchema,
  acceptProposedVisit,
  cancelVisitByVisitor,
  getVisitByToken,
  listOwnVisits,
  requestVisit,
  VisitorVisitSchema,
  visitorVisitAnswer,
} from '#core/leads'
import { decodeId } from '#core/shared'
import { apiContext, apiLocale, signedInApiContext } from '#web/api'
import { IdParam, OpaqueId, TokenParam, failure, jsonAnswer, jsonBody, listOf } from './schemas'
import { leadMeta } from './client-info'
import { createRouter } from './router'

const tags = ['visits']
const error = failure
// Zod's own .meta (read by the OpenAPI generator), not .openapi(): see push.api.ts.
const RequestBody = VisitRequestSchema.meta({ id: 'VisitRequest' })
const CancelBody = VisitCancelSchema.meta({ id: 'VisitCancel' })
const AcceptBody = VisitAcceptSchema.meta({ id: 'VisitAccept' })

const one = { 'application/json': { schema: z.object({ data: VisitorVisitSchema, msg: z.string().optional() }) } }

export const visitsApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/properties/{id}/visits',
      tags,
      summary: "Ask the listing's agency for a visit at one of up to three times (a lead; e-mailed afterwards)",
      request: {
        params: IdParam,
        ...jsonBody(RequestBody),
      },
      responses: {
        201: {
          description: 'Stored; msg is the thank-you text',
          content: { 'application/json': { schema: z.object({ msg: z.string(), id: OpaqueId.nullable() }) } },
        },
        404: error('Unknown, malformed or unpublished listing'),
        422: error('Field errors (slots.N names one proposed time)'),
        429: error('Too many requests from this address'),
      },
    }),
    async (c) => {
      const result = await requestVisit(
        await apiContext(c),
        { propertyId: decodeId('property', c.req.param('id')) },
        c.req.valid('json'),
        leadMeta(c),
      )
      return c.json({ msg: translate(apiLocale(c), result.messageKey), id: result.visitId }, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/visits/{token}',
      tags,
      summary: 'The visit the link of its e-mails names',
      request: { params: TokenParam },
      responses: {
        200: { description: 'The visit', content: one },
        404: error('Bad or unknown token, or a visit more than 30 days past'),
      },
    }),
    async (c) => {
      const visit = await getVisitByToken(await apiContext(c), c.req.valid('param').token)
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data: visitorVisitAnswer(visit) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/visits/{token}/cancel',
      tags,
      summary: 'The visitor cancels (both sides get an e-mail; a METHOD:CANCEL when an invitation was sent)',
      request: {
        params: TokenParam,
        body: { required: false, content: { 'application/json': { schema: CancelBody } } },
      },
      responses: {
        200: { description: 'Cancelled (or already)', content: one },
        404: error('Bad or unknown token, or a visit more than 30 days past'),
        409: error('The visit has passed'),
        422: error('Field errors'),
      },
    }),
    async (c) => {
      const ctx = await apiContext(c)
      const visit = await cancelVisitByVisitor(ctx, c.req.valid('param').token, c.req.valid('json') ?? { reason: '' })
      return c.json(
        { data: visitorVisitAnswer(visit), msg: translate(ctx.locale, 'visitor.visit_page.cancelled_done') },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/visits/{token}/accept',
      tags,
      summary:
        'The visitor accepts the time the agency proposed (starts_at: the one they saw): the visit is confirmed (invitations to both)',
      request: {
        params: TokenParam,
        ...jsonBody(AcceptBody),
      },
      responses: {
        200: { description: 'Confirmed (or already, at that time)', content: one },
        404: error('Bad or unknown token, or a visit more than 30 days past'),
        409: error('No proposal to accept (cancelled, not proposed, past, or another time than starts_at)'),
        422: error('Field errors'),
      },
    }),
    async (c) => {
      const ctx = await apiContext(c)
      const visit = await acceptProposedVisit(ctx, c.req.valid('param').token, c.req.valid('json'))
      return c.json({ data: visitorVisitAnswer(visit), msg: translate(ctx.locale, 'visitor.visit_page.accepted') }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/wiauth/visits',
      tags,
      summary: "The signed-in visitor's visit requests, newest first",
      responses: {
        200: jsonAnswer(listOf(VisitorVisitSchema), 'Visits'),
        401: error('Not signed in'),
      },
    }),
    async (c) => {
      const list = await listOwnVisits(await signedInApiContext(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data: list.map(visitorVisitAnswer) }, 200)
    },
  )

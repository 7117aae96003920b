/**
 * Verification of publishers (issue 33 points 6–7).
 * - /api/admin/customers/{id}/verification: an agency's request (multipart: `nit`,
 *   `camara_comercio`, optional `rut`) and where it stands; for whoever edits that agency.
 * - /api/admin/verifications: staff's queue and decisions (`moderation.review` portal-wide; an
 *   agency's Admin 403). `{id}` is the request's opaque id; one not waiting is a 404.
 * - /api/admin/verifications/{id}/documents/{documentId}: a paper's bytes, staff only, never
 *   cached; 404 to anyone else, even the agency that sent it.
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import {
  AgencyVerificationSchema,
  RejectVerificationSchema,
  VerificationQueueSchema,
  VerificationStatusSchema,
  approveVerification,
  assertCanDecide,
  assertCanRequestForAgency,
  getAgencyVerification,
  listVerificationQueue,
  readVerificationDocument,
  rejectVerification,
  requestAgencyVerification,
  verificationQueueView,
  verificationStatusView,
} from '#core/verification'
import { PageNumber } from '#core/shared'
import { apiContext, apiLocale, uploadForm, uploadedFiles, type AppBindings } from '#web/api'
import { formInput } from '#web/input'
import { pathId } from '#web/ids'
import { translate } from '#i18n'
import { IdParam, MsgSchema, OpaqueId, failure } from '../schemas'
import { createRouter } from '../router'
import { json, ok, orgAllowedFirst, orgContext, orgRoute } from './org-route'

const NOT_FOUND = 'admin.verification.not_found' as const
const requestId = (id: string) => pathId('verification', id, NOT_FOUND)
const customerId = (c: Context) => pathId('customer', c.req.param('id'))

const RejectBody = RejectVerificationSchema.meta({ id: 'VerificationReject' })
const DocumentParam = z.object({ id: OpaqueId, documentId: OpaqueId })
const PAPER_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
const binary = { type: 'string' as const, format: 'binary' }
const AGENCY_UPLOAD = {
  type: 'object' as const,
  required: ['nit', 'camara_comercio'],
  properties: { nit: { type: 'string' as const, example: '900.123.456-7' }, camara_comercio: binary, rut: binary },
}

/** Who may send the agency's papers, before the body is read (401, 403, 404 before 422). */
const agencyFirst: MiddlewareHandler<AppBindings> = async (c, next) => {
  const ctx = await orgContext(c)
  assertCanRequestForAgency(ctx.actor, customerId(c))
  await next()
}

export const adminVerificationsApi = createRouter()
  .openapi(
    createRoute({
      ...orgRoute('get', '/admin/customers/{id}/verification', 'Where the agency’s verification stands'),
      request: { params: IdParam },
      responses: ok(VerificationStatusSchema, 'Its state'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      return c.json(verificationStatusView(await getAgencyVerification(ctx, { customerId: customerId(c) })), 200)
    },
  )
  .openapi(
    createRoute({
      ...orgRoute(
        'post',
        '/admin/customers/{id}/verification',
        'Ask staff to verify the agency (multipart: `nit`, `camara_comercio`, optional `rut`; PDF or image by content)',
      ),
      middleware: [agencyFirst] as const,
      request: { params: IdParam, body: { content: { 'multipart/form-data': { schema: AGENCY_UPLOAD } } } },
      responses: {
        ...ok(VerificationStatusSchema, 'Sent: its state'),
        409: failure('Already verified, or a request already waits'),
        413: failure('File too large'),
      },
    }),
    async (c) => {
      const ctx = await orgContext(c)
      const id = customerId(c)
      const form = await uploadForm(c)
      const { nit } = formInput(AgencyVerificationSchema, form)
      const [camaraComercio] = await uploadedFiles(form, 'camara_comercio')
      const [rut] = await uploadedFiles(form, 'rut')
      await requestAgencyVerification(ctx, { customerId: id, nit, papers: { camaraComercio, rut } })
      return c.json(verificationStatusView(await getAgencyVerification(ctx, { customerId: id })), 200)
    },
  )
  .openapi(
    createRoute({
      ...orgRoute('get', '/admin/verifications', 'Verification requests (pending by default, oldest first)'),
      request: {
        query: z.object({ page: PageNumber, status: z.enum(['pending', 'approved', 'rejected']).optional() }),
      },
      responses: ok(VerificationQueueSchema, 'The queue'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      const { page, status } = c.req.valid('query')
      return c.json(verificationQueueView(await listVerificationQueue(ctx, { page, status })), 200)
    },
  )
  .openapi(
    createRoute({
      ...orgRoute('post', '/admin/verifications/{id}/approve', 'Approve a request: the publisher is verified now'),
      request: { params: IdParam },
      responses: ok(MsgSchema, 'Approved'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      await approveVerification(ctx, requestId(c.req.valid('param').id))
      return c.json({ msg: translate(apiLocale(c), 'admin.verification.queue.approved') }, 200)
    },
  )
  .openapi(
    createRoute({
      ...orgRoute(
        'post',
        '/admin/verifications/{id}/reject',
        'Reject a request (`reason` required); the publisher receives the reason by e-mail',
      ),
      middleware: [orgAllowedFirst(assertCanDecide)],
      request: { params: IdParam, ...json(RejectBody) },
      responses: ok(MsgSchema, 'Rejected'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      await rejectVerification(ctx, requestId(c.req.valid('param').id), c.req.valid('json'))
      return c.json({ msg: translate(apiLocale(c), 'admin.verification.queue.rejected') }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/verifications/{id}/documents/{documentId}',
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: 'A paper of a request (staff only; `Cache-Control: no-store`); 404 to anyone else',
      request: { params: DocumentParam },
      responses: {
        200: {
          description: 'The file as uploaded (its type read from its bytes)',
          content: Object.fromEntries(PAPER_TYPES.map((t) => [t, { schema: binary }])),
        },
        404: failure('Unknown, deleted after its retention, or not staff'),
      },
    }),
    async (c) => {
      const ctx = await apiContext(c)
      const { id, documentId } = c.req.valid('param')
      const paper = await readVerificationDocument(ctx, {
        requestId: requestId(id),
        documentId: pathId('verificationDocument', documentId, NOT_FOUND),
      })
      return c.body(paper.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': paper.contentType,
        'Content-Disposition': `inline; filename="${paper.fileName}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
    },
  )

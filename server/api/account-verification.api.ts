/**
 * /api/account/listings/{id}/verification (issue 33 point 6): an owner asks staff to check the
 * certificado de tradición y libertad of one of their listings (multipart field
 * `certificado_tradicion`, PDF or image by content), and reads where it stands. 401 signed out,
 * 404 for another person's or an unknown listing, 409 when verified or already waiting.
 */
import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  VerificationStatusSchema,
  getOwnerVerification,
  requestOwnerVerification,
  verificationStatusView,
} from '#core/verification'
import { signedInApiContext, uploadForm, uploadedFiles } from '#web/api'
import { pathId } from '#web/ids'
import { IdParam, failure, jsonAnswer } from './schemas'
import { createRouter } from './router'

const listingId = (c: Context) => pathId('property', c.req.param('id'), 'errors.property_not_found')
const head = (method: 'get' | 'post', summary: string) => ({
  method,
  path: '/account/listings/{id}/verification',
  tags: ['account'],
  security: [{ bearer: [] }],
  summary,
})
const errors = {
  401: failure('Not signed in'),
  403: failure('An integration key (the owner’s side is a person’s)'),
  404: failure('Unknown listing or another person’s'),
}

export const accountVerificationApi = createRouter()
  .openapi(
    createRoute({
      ...head('get', 'Where the verification of my listing’s ownership stands'),
      request: { params: IdParam },
      responses: { 200: jsonAnswer(VerificationStatusSchema, 'Its state'), ...errors },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      return c.json(verificationStatusView(await getOwnerVerification(ctx, { listingId: listingId(c) })), 200)
    },
  )
  .openapi(
    createRoute({
      ...head('post', 'Send the certificado de tradición y libertad of my listing (multipart `certificado_tradicion`)'),
      request: {
        params: IdParam,
        body: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object' as const,
                required: ['certificado_tradicion'],
                properties: { certificado_tradicion: { type: 'string' as const, format: 'binary' } },
              },
            },
          },
        },
      },
      responses: {
        200: jsonAnswer(VerificationStatusSchema, 'Sent: its state'),
        ...errors,
        409: failure('Already verified, or a request already waits'),
        413: failure('File too large'),
        422: failure('No file, or not a PDF or an image'),
      },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const id = listingId(c)
      const [certificate] = await uploadedFiles(await uploadForm(c), 'certificado_tradicion')
      await requestOwnerVerification(ctx, { listingId: id, certificate })
      return c.json(verificationStatusView(await getOwnerVerification(ctx, { listingId: id })), 200)
    },
  )

/**
 * POST /api/properties/{id}/messages: a visitor's message to the listing's agency, stored
 * as a lead before the e-mail is queued. Anyone may send (no sign-in); 422 with field
 * messages, 404 for an unknown or hidden listing, 429 past the per-address limit.
 * POST /api/properties/{id}/views counts a view (docs/statistics.md) and sets the wi_id_client cookie;
 * POST /api/properties/{id}/contact-clicks counts a phone reveal or a WhatsApp click.
 */
import { createRoute } from '@hono/zod-openapi'
import { translate } from '#i18n'
import { AgencyMessageSchema, sendAgencyMessage } from '#core/leads'
import { decodeId } from '#core/shared'
import { recordContactClick, recordView } from '#core/visitor'
import { apiContext, apiLocale } from '#web/api'
import { IdParam, MsgSchema, failure, jsonAnswer, jsonBody } from './schemas'
import { leadMeta } from './client-info'
import { createRouter } from './router'
import { statsCountRoutes } from './stats-counts.api'

// Zod's own .meta (read by the OpenAPI generator), not .openapi(): see push.api.ts.
const MessageBody = AgencyMessageSchema.meta({ id: 'AgencyMessage' })

export const messagesApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/properties/{id}/messages',
      tags: ['properties'],
      summary: "Send a message to the listing's agency (stored as a lead, then e-mailed)",
      request: {
        params: IdParam,
        ...jsonBody(MessageBody),
      },
      responses: {
        201: jsonAnswer(MsgSchema, 'Stored; msg is the thank-you text'),
        404: failure('Unknown, malformed or unpublished listing'),
        422: failure('Field errors'),
        429: failure('Too many messages from this address'),
      },
    }),
    async (c) => {
      const result = await sendAgencyMessage(
        await apiContext(c),
        { propertyId: decodeId('property', c.req.param('id')) },
        c.req.valid('json'),
        leadMeta(c),
      )
      return c.json({ msg: translate(apiLocale(c), result.messageKey) }, 201)
    },
  )
  .route(
    '/',
    statsCountRoutes({
      base: '/properties/{id}',
      kind: 'property',
      notFoundKey: 'errors.property_not_found',
      tags: ['properties'],
      texts: {
        view: 'Count a view of a listing (once per visitor and day; bots not counted); sets wi_id_client when missing',
        click: 'Count a phone reveal or a WhatsApp click on a listing (agency statistics; no visitor named)',
        missing: 'Unknown or unpublished listing',
      },
      view: recordView,
      click: recordContactClick,
    }),
  )

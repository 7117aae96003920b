/** POST /api/contact/customers/catchment: the advertise-with-us form (spec §7). */
import { createRoute } from '@hono/zod-openapi'
import { translate } from '#i18n'
import { CatchmentLeadSchema, captureCatchmentLead } from '#core/leads'
import { apiContext, apiLocale } from '#web/api'
import { clientIp, requestCookie } from './client-info'
import { createRouter } from './router'
import { MsgSchema, failure, jsonAnswer, jsonBody } from './schemas'

// Zod's own .meta (read by the OpenAPI generator), not .openapi(): see push.api.ts.
const CatchmentBody = CatchmentLeadSchema.meta({ id: 'CatchmentLead' })
const ThanksSchema = MsgSchema.openapi('CatchmentThanks')

export const contactApi = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/contact/customers/catchment',
    tags: ['contact'],
    summary: 'An agency asks to advertise on the portal (stores a lead, e-mails the team)',
    description: 'Answers in Spanish, or in English with ?lang=en or Accept-Language: en.',
    request: jsonBody(CatchmentBody),
    responses: {
      200: jsonAnswer(ThanksSchema, 'Stored; `msg` is the thank-you text to show'),
      422: failure('Field errors (first message per field is shown under it)'),
      429: failure('Too many messages from this address'),
    },
  }),
  async (c) => {
    const result = await captureCatchmentLead(await apiContext(c), c.req.valid('json'), {
      ip: clientIp(c),
      clientId: requestCookie(c, 'wi_id_client'),
    })
    return c.json({ msg: translate(apiLocale(c), result.messageKey) }, 200)
  },
)

/** POST /api/campaign/requests: the campaign pages' "cuéntanos qué buscas" form, stored as leads for the municipality's agencies. */
import { createRoute } from '@hono/zod-openapi'
import { translate } from '#i18n'
import {
  CampaignRequestAnswerSchema,
  CampaignRequestSchema,
  campaignRequestAnswer,
  submitCampaignRequest,
} from '#core/leads'
import { apiContext, apiLocale } from '#web/api'
import { failure, jsonAnswer, jsonBody } from './schemas'
import { clientIp, ensureClientId } from './client-info'
import { createRouter } from './router'

// Zod's own .meta (read by the OpenAPI generator), not .openapi(): the core schema may have been
// created before @hono/zod-openapi extended zod, and then it has no .openapi method.
const Body = CampaignRequestSchema.meta({ id: 'CampaignRequest' })

export const campaignApi = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/campaign/requests',
    tags: ['contact'],
    summary: 'Tell the agencies of a municipality what you are looking for',
    request: jsonBody(Body),
    responses: {
      201: jsonAnswer(CampaignRequestAnswerSchema, 'Stored'),
      422: failure('Field errors'),
      429: failure('Too many requests from this address'),
    },
  }),
  async (c) => {
    const result = await submitCampaignRequest(await apiContext(c), c.req.valid('json'), {
      ip: clientIp(c),
      clientId: ensureClientId(c),
    })
    const msg = translate(apiLocale(c), result.messageKey, { municipality: result.municipality ?? '' })
    return c.json(campaignRequestAnswer(msg, result), 201)
  },
)

/** POST /api/campaign/requests: the campaign pages' "cuéntanos qué buscas" form, stored as leads for the municipality's agencies. */
import { createRoute, z } from '@hono/zod-openapi'
import { translate } from '#i18n'
import { CampaignRequestSchema, submitCampaignRequest } from '#core/leads'
import { apiContext, apiLocale } from '#web/api'
import { ErrorSchema } from './schemas'
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
    request: { body: { required: true, content: { 'application/json': { schema: Body } } } },
    responses: {
      201: {
        description: 'Stored',
        content: { 'application/json': { schema: z.object({ msg: z.string(), agencies: z.number() }) } },
      },
      422: { description: 'Field errors', content: { 'application/json': { schema: ErrorSchema } } },
      429: {
        description: 'Too many requests from this address',
        content: { 'application/json': { schema: ErrorSchema } },
      },
    },
  }),
  async (c) => {
    const result = await submitCampaignRequest(await apiContext(c), c.req.valid('json'), {
      ip: clientIp(c),
      clientId: ensureClientId(c),
    })
    return c.json(
      {
        msg: translate(apiLocale(c), result.messageKey, { municipality: result.municipality ?? '' }),
        agencies: result.agencies,
      },
      201,
    )
  },
)

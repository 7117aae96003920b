/**
 * Web Push registration: the VAPID public key, and a browser's subscription stored or
 * removed. A subscription belongs to the signed-in account, and to the anonymous client id
 * (the `wi_id_client` cookie, set here when the browser has none yet).
 */
import { createRoute, z } from '@hono/zod-openapi'
import { translate } from '#i18n'
import {
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  removeSubscription,
  saveSubscription,
  vapidKeys,
} from '#core/notifications'
import { runtime } from '#core/shared'
import { apiContext, apiLocale } from '#web/api'
import { clientIp, ensureClientId } from './client-info'
import { createRouter } from './router'
import { failure, jsonBody } from './schemas'

// Zod's own .meta (read by the OpenAPI generator), not .openapi(): the core schema may have been
// created before @hono/zod-openapi extended zod, and then it has no .openapi method.
const SubscriptionBody = PushSubscriptionSchema.meta({
  id: 'PushSubscription',
  example: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc…',
    keys: { p256dh: 'BNc…(65 bytes, base64url)', auth: 'tBH…(16 bytes, base64url)' },
  },
})
const UnsubscribeBody = PushUnsubscribeSchema.meta({ id: 'PushUnsubscribe' })

export const pushApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/push/public-key',
      tags: ['push'],
      summary: 'The VAPID public key (applicationServerKey for PushManager.subscribe)',
      responses: {
        200: {
          description: 'The key, base64url (uncompressed P-256 point)',
          content: { 'application/json': { schema: z.object({ publicKey: z.string() }).openapi('PushPublicKey') } },
        },
      },
    }),
    async (c) => {
      const { publicKey } = await vapidKeys(runtime().db)
      c.header('Cache-Control', 'public, max-age=3600')
      return c.json({ publicKey }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/push/subscriptions',
      tags: ['push'],
      summary: 'Store the browser push subscription (PushSubscription.toJSON())',
      description:
        'Tied to the signed-in account and to the anonymous client id. Sending the same endpoint again updates it. The endpoint must be https on a public address (checked again at every delivery); anonymous subscriptions are rate-limited per address.',
      request: jsonBody(SubscriptionBody),
      responses: {
        201: { description: 'Stored', content: { 'application/json': { schema: z.object({ message: z.string() }) } } },
        422: failure('Malformed subscription, or an endpoint that is not https on a public address (field errors)'),
        429: failure('Too many anonymous subscriptions from this address (Retry-After)'),
      },
    }),
    async (c) => {
      const owner = { clientId: ensureClientId(c), ip: clientIp(c) }
      await saveSubscription(await apiContext(c), c.req.valid('json'), owner)
      return c.json({ message: translate(apiLocale(c), 'pwa.push.enabled') }, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/push/subscriptions',
      tags: ['push'],
      summary: 'Remove a push subscription (unsubscribe)',
      request: jsonBody(UnsubscribeBody),
      responses: {
        204: { description: 'Removed (or already absent)' },
        422: failure('No endpoint given'),
      },
    }),
    async (c) => {
      await removeSubscription(await apiContext(c), c.req.valid('json'))
      return c.body(null, 204)
    },
  )

/**
 * The chat widget: its settings (a third-party chat script instead of ours, the portal's
 * WhatsApp) and the short message form that becomes a lead (core/leads/chat.service.ts).
 */
import { createRoute } from '@hono/zod-openapi'
import { translate } from '#i18n'
import { ChatConfigSchema, ChatMessageSchema, chatConfigAnswer, sendChatMessage } from '#core/leads'
import { runtime } from '#core/shared'
import { apiContext, apiLocale } from '#web/api'
import { clientIp } from './client-info'
import { createRouter } from './router'
import { MsgSchema, failure, jsonAnswer, jsonBody } from './schemas'

// Zod's own .meta (read by the OpenAPI generator), not .openapi(): see push.api.ts.
const ChatMessageBody = ChatMessageSchema.meta({ id: 'ChatMessage' })

export const chatApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/chat/config',
      tags: ['chat'],
      summary: 'Chat widget settings',
      description:
        '`scriptUrl`: a third-party chat that replaces the widget (loaded only after cookie consent); `whatsapp`: the portal number.',
      responses: {
        200: jsonAnswer(ChatConfigSchema, 'Settings'),
      },
    }),
    (c) => {
      c.header('Cache-Control', 'public, max-age=300')
      return c.json(chatConfigAnswer(runtime().env), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/chat/messages',
      tags: ['chat'],
      summary: 'A message left in the chat widget (stored as a lead for the agency or the portal)',
      request: jsonBody(ChatMessageBody),
      responses: {
        201: jsonAnswer(MsgSchema, 'Stored; `msg` is the thank-you text'),
        422: failure('Field errors'),
        429: failure('Too many messages from this address'),
      },
    }),
    async (c) => {
      const result = await sendChatMessage(await apiContext(c), c.req.valid('json'), {
        ip: clientIp(c),
        clientId: c.req.header('cookie')?.match(/(?:^|;\s*)wi_id_client=([A-Za-z0-9_-]{8,64})/)?.[1] ?? null,
      })
      return c.json({ msg: translate(apiLocale(c), result.messageKey) }, 201)
    },
  )

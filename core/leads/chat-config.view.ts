/**
 * The chat widget's settings as GET /api/chat/config answers them (OpenAPI `ChatConfig`) and the
 * chat button reads them: a third-party chat script that replaces the widget, the portal's WhatsApp.
 */
import { z } from 'zod'

export const ChatConfigSchema = z
  .object({ scriptUrl: z.string().nullable(), whatsapp: z.string() })
  .meta({ id: 'ChatConfig' })

export type ChatConfig = z.output<typeof ChatConfigSchema>

export function chatConfigAnswer(env: { CHAT_SCRIPT_URL?: string; PORTAL_WHATSAPP: string }): ChatConfig {
  return { scriptUrl: env.CHAT_SCRIPT_URL || null, whatsapp: env.PORTAL_WHATSAPP }
}

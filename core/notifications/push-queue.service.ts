/**
 * Asking for a push notification: callers (saved-search alerts, price drops, agency
 * replies) enqueue it in the outbox, in their own transaction; the 'push' handler
 * (core/notifications/push.service.ts, registered by server/composition.ts) delivers it to every
 * subscription of the user or client id.
 */
import type { Executor } from '#db/client'
import { enqueue } from './outbox.service'

export interface PushRequest {
  /** The account to notify; or the anonymous client id (wi_id_client) when signed out. */
  userId?: number | null
  clientId?: string | null
  title: string
  body: string
  /** Site-relative page the notification opens ("/property/…", "/user/panel/searches"). */
  url: string
  /** Notifications with the same tag replace each other on the device. */
  tag?: string
}

export async function enqueuePush(db: Executor, request: PushRequest): Promise<void> {
  if (!request.userId && !request.clientId) return
  await enqueue(db, 'push', { ...request })
}

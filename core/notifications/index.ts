// The public surface of core/notifications: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { deliverEmailOutboxItem, findDevMail, isDevMailboxEnabled, listDevMail } from './mailer.infra'
export type { StoredMail } from './mailer.infra'
export { isDevSmsOutboxEnabled, listDevSms, sendSms } from './sms.infra'
export { enqueue, processOutbox, registerOutboxHandlers } from './outbox.service'
export { enqueuePush } from './push-queue.service'
export { PushSubscriptionSchema, PushUnsubscribeSchema } from './push.schemas'
export { deliverPushOutboxItem, removeSubscription, saveSubscription, vapidKeys } from './push.service'

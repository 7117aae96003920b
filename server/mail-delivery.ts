/**
 * Delivers the outbox every 2 seconds (e-mail handler from core/notifications/mailer;
 * other kinds register their own handlers). One loop for every kind.
 */
import '#core/notifications/mailer'
import { processOutbox } from '#core/notifications/outbox'
import { runtime } from '#core/shared/runtime'
import { registerJob } from './jobs'

registerJob({ name: 'outbox', intervalMs: () => 2000, run: async () => void (await processOutbox(runtime().db)) })

/**
 * The SMS port: `sendSms(to, text)`, with one adapter per setting (docs/sms.md).
 * - SMS_URL set: the provider's HTTP JSON API, `POST SMS_URL` with `Authorization: Bearer
 *   SMS_TOKEN` and `{ "to": "+57…", "text": "…" }`; any 2xx means accepted.
 * - unset, on a local demo: the development outbox, one JSON file per SMS in DATA_DIR/sms,
 *   listed at /dev/outbox (as e-mails go to DATA_DIR/mail and /dev/mailbox).
 * - unset, on a deployment: nothing is sent anywhere; sendSms throws (ADR 0010).
 * A failure names the provider's status, never the text (it carries a code).
 */
import path from 'node:path'
import type { Env } from '#config/env'
import { isLocalDemo } from '#config/deployment'
import { runtime } from '#core/shared'
import { listDevMessages, newDevMessageId, writeDevMessage } from './dev-outbox.infra'

export interface SmsSender {
  /** Hands one SMS to the provider; throws when it was not accepted. */
  sendSms(to: string, text: string): Promise<void>
}

/** What the development outbox keeps of each SMS. */
export interface StoredSms {
  id: string
  to: string
  text: string
  date: string
}

/** How long the provider may take to answer before the SMS counts as not sent. */
const PROVIDER_TIMEOUT_MS = 10_000

export function smsDir(settings: Env): string {
  return path.join(settings.DATA_DIR_ABS, 'sms')
}

/**
 * The development SMS outbox exists only on a local demo without a provider (ADR 0010); the
 * page also answers only loopback clients (app/routes/account/dev-outbox.tsx).
 */
export function isDevSmsOutboxEnabled(settings: Env): boolean {
  return !settings.SMS_URL && isLocalDemo(settings)
}

/** Why a deployment without SMS_URL sends no SMS. */
const NO_SMS_PROVIDER = 'SMS_URL is not set on a deployment: no SMS is sent until a provider is configured (ADR 0010).'

/** The provider adapter: one POST per SMS. */
function httpSmsSender(url: string, token: string | undefined): SmsSender {
  return {
    async sendSms(to, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        redirect: 'error',
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      })
      await res.body?.cancel()
      if (!res.ok) throw new Error(`the SMS provider answered ${res.status}`)
    },
  }
}

/** The development adapter: the SMS becomes a file of DATA_DIR/sms. */
function devSmsOutbox(settings: Env): SmsSender {
  return {
    async sendSms(to, text) {
      const id = newDevMessageId()
      const stored: StoredSms = { id, to, text, date: new Date().toISOString() }
      writeDevMessage(smsDir(settings), id, stored)
    },
  }
}

/** The adapter the settings choose. */
function smsSender(settings: Env): SmsSender {
  if (settings.SMS_URL) return httpSmsSender(settings.SMS_URL, settings.SMS_TOKEN)
  if (isDevSmsOutboxEnabled(settings)) return devSmsOutbox(settings)
  return {
    sendSms: async () => {
      throw new Error(NO_SMS_PROVIDER)
    },
  }
}

/**
 * Sends one SMS through the adapter the process's settings choose (throws when it was not
 * accepted). The runtime's settings, not this module's copy of config/env: the pages' build
 * bundles its own copy of these modules, and both must send alike.
 */
export function sendSms(to: string, text: string): Promise<void> {
  return smsSender(runtime().env).sendSms(to, text)
}

/** The development SMS outbox, newest first. */
export function listDevSms(limit = 100): StoredSms[] {
  return listDevMessages<StoredSms>(smsDir(runtime().env), limit)
}

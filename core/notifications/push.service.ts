/**
 * Web Push (RFC 8030/8291/8292) with the `web-push` package, no vendor in between:
 * - the VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when configured, otherwise
 *   generated once and kept in `app_settings` (shared by every process) with a copy in
 *   DATA_DIR/vapid.json (an existing file is adopted by a fresh database);
 * - subscriptions, tied to the account or to the anonymous client id (wi_id_client);
 * - the outbox's 'push' handler: encrypts the request (aes128gcm) for every subscription of
 *   the user or client id and POSTs it to the push service (public addresses only, see
 *   push-endpoint.infra.ts); a 404/410 answer, keys that cannot encrypt or an endpoint that is no
 *   longer public remove the subscription.
 * Callers queue notifications with `enqueuePush` (push-queue.ts), never send directly.
 */
import fs from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'
import type { Database } from '#db/client'
import { type ServiceContext, validationError, logger, assertNotLimited, readCache, runtime } from '#core/shared'
import { anonymousSubscriptionLimiter } from './push.rate-limit'
import { isReachablePublicEndpoint, NonPublicEndpointError, postToPushService } from './push-endpoint.infra'
import {
  deleteSubscription,
  deleteSubscriptionByEndpoint,
  findAppSetting,
  insertAppSettingIfAbsent,
  markSubscriptionDelivered,
  subscriptionsFor,
  upsertSubscription,
  type PushSubscriptionRow,
} from './push.queries'
import type { PushRequest } from './push-queue.service'
import type { PushSubscriptionInput, PushUnsubscribeInput } from './push.schemas'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

const SETTINGS_KEY = 'vapid_keys'
const KEY_FILE = 'vapid.json'
/** How long a push service keeps an undelivered message (seconds). */
export const PUSH_TTL_SECONDS = 4 * 24 * 3600
const SEND_TIMEOUT_MS = 10_000

// ---------------------------------------------------------------------------------------
// VAPID keys

/** The pair per database: a failed read is not kept; a kept one answers at once and is read again daily. */
const keyCache = readCache<VapidKeys>('vapid-keys', { max: 1 })
const KEYS_FRESH_MS = 86_400_000

function isKeyPair(value: unknown): value is VapidKeys {
  const v = value as Partial<VapidKeys> | null
  return (
    !!v &&
    typeof v.publicKey === 'string' &&
    typeof v.privateKey === 'string' &&
    v.publicKey.length > 40 &&
    v.privateKey.length > 20
  )
}

function readKeyFile(dataDir: string): VapidKeys | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(dataDir, KEY_FILE), 'utf8'))
    return isKeyPair(parsed) ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey } : null
  } catch {
    return null
  }
}

function writeKeyFile(dataDir: string, keys: VapidKeys) {
  try {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(path.join(dataDir, KEY_FILE), JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 })
  } catch (error) {
    logger.warn('could not write the VAPID key file', { error })
  }
}

async function loadOrCreateKeys(db: Database): Promise<VapidKeys> {
  const env = runtime().env
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
  const read = async () => {
    const value = await findAppSetting(db, SETTINGS_KEY)
    return isKeyPair(value) ? value : null
  }
  const stored = await read()
  if (stored) {
    if (!readKeyFile(env.DATA_DIR_ABS)) writeKeyFile(env.DATA_DIR_ABS, stored)
    return stored
  }
  // First start: adopt the keys of DATA_DIR (so existing subscriptions keep working) or make new ones.
  const candidate = readKeyFile(env.DATA_DIR_ABS) ?? webpush.generateVAPIDKeys()
  await insertAppSettingIfAbsent(db, SETTINGS_KEY, candidate)
  // Another process may have won the race: everyone uses the stored pair.
  const winner = (await read()) ?? candidate
  writeKeyFile(env.DATA_DIR_ABS, winner)
  logger.info('VAPID keys generated', { publicKey: winner.publicKey })
  return winner
}

/** The key pair of this installation (generated on first use when not configured). */
export function vapidKeys(db: Database = runtime().db): Promise<VapidKeys> {
  return keyCache.get(db, 'keys', () => loadOrCreateKeys(db), {
    freshMs: KEYS_FRESH_MS,
    staleMs: Number.POSITIVE_INFINITY,
  })
}

// ---------------------------------------------------------------------------------------
// Subscriptions

export interface SubscriptionOwner {
  /** The anonymous client id (wi_id_client cookie). */
  clientId: string | null
  /** The caller's address, for the anonymous rate limit. */
  ip: string
}

/**
 * Stores (or re-binds) a subscription (`sub` parsed by PushSubscriptionSchema) to the
 * signed-in account and/or the client id. The endpoint must resolve to public addresses
 * only (push-endpoint.infra.ts); anonymous callers are rate-limited per address.
 */
export async function saveSubscription(ctx: ServiceContext, sub: PushSubscriptionInput, owner: SubscriptionOwner) {
  if (!ctx.actor) assertNotLimited(await anonymousSubscriptionLimiter.hit(owner.ip || 'unknown'))
  if (!(await isReachablePublicEndpoint(sub.endpoint)))
    throw validationError({ endpoint: [{ key: 'validation.push_endpoint' }] })
  return upsertSubscription(ctx.db, {
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    userId: ctx.actor?.userId ?? null,
    clientId: owner.clientId,
  })
}

/**
 * Removes a subscription (`input` parsed by PushUnsubscribeSchema); knowing the (secret)
 * endpoint is what entitles the caller.
 */
export function removeSubscription(ctx: ServiceContext, { endpoint }: PushUnsubscribeInput): Promise<boolean> {
  return deleteSubscriptionByEndpoint(ctx.db, endpoint)
}

// ---------------------------------------------------------------------------------------
// Delivery

export interface PushMessage {
  title: string
  body: string
  url: string
  tag?: string
}

/** What the service worker receives (public/sw.js reads these fields). */
export function pushPayload(message: PushMessage): string {
  const url = message.url.startsWith('/') && !message.url.startsWith('//') ? message.url : '/'
  return JSON.stringify({
    title: message.title.slice(0, 120),
    body: message.body.slice(0, 400),
    url,
    tag: message.tag ?? null,
  })
}

/** 'unusable': a key the encryption refuses or an endpoint that is not public; retrying cannot help. */
type SendOutcome = 'sent' | 'gone' | 'unusable' | 'failed'

async function sendOne(sub: PushSubscriptionRow, payload: string, keys: VapidKeys): Promise<SendOutcome> {
  const host = URL.canParse(sub.endpoint) ? new URL(sub.endpoint).host : sub.endpoint.slice(0, 80)
  let details: ReturnType<typeof webpush.generateRequestDetails>
  try {
    details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        vapidDetails: { subject: runtime().env.VAPID_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    )
  } catch (error) {
    logger.warn('push subscription removed: its keys cannot encrypt a message', { subscriptionId: sub.id, host, error })
    return 'unusable'
  }
  try {
    const status = await postToPushService(
      details.endpoint,
      { method: details.method, headers: details.headers as Record<string, string | number>, body: details.body },
      SEND_TIMEOUT_MS,
    )
    if (status === 404 || status === 410) return 'gone'
    if (status >= 200 && status < 300) return 'sent'
    logger.warn('push service refused a message', { status, host })
    return 'failed'
  } catch (error) {
    if (error instanceof NonPublicEndpointError) {
      logger.warn('push subscription removed: its endpoint is not a public address', { subscriptionId: sub.id, host })
      return 'unusable'
    }
    logger.warn('push delivery failed', { host, error })
    return 'failed'
  }
}

export interface DeliveryReport {
  sent: number
  removed: number
  failed: number
}

/**
 * Sends one request to every subscription it reaches, each on its own: one that fails or
 * is unusable never keeps the message from the others. Removes the expired and unusable ones.
 */
export async function deliverPush(db: Database, request: PushRequest): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, removed: 0, failed: 0 }
  const subs = await subscriptionsFor(db, request)
  if (subs.length === 0) return report
  const keys = await vapidKeys(db)
  const payload = pushPayload(request)
  for (const sub of subs) {
    const outcome = await sendOne(sub, payload, keys)
    if (outcome === 'sent') {
      report.sent++
      await markSubscriptionDelivered(db, sub.id, new Date())
    } else if (outcome === 'gone' || outcome === 'unusable') {
      report.removed++
      await deleteSubscription(db, sub.id)
    } else report.failed++
  }
  return report
}

function asPushRequest(payload: Record<string, unknown>): PushRequest {
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  return {
    userId: typeof payload.userId === 'number' ? payload.userId : null,
    clientId: typeof payload.clientId === 'string' ? payload.clientId : null,
    title: text(payload.title),
    body: text(payload.body),
    url: text(payload.url) || '/',
    tag: typeof payload.tag === 'string' ? payload.tag : undefined,
  }
}

/**
 * The outbox handler of kind 'push' (registered by server/composition.ts): retried (with
 * back-off) only when nothing reached any device, so a device that got the message never
 * gets it twice.
 */
export async function deliverPushOutboxItem(payload: Record<string, unknown>, db: Database) {
  const report = await deliverPush(db, asPushRequest(payload))
  if (report.failed > 0 && report.sent === 0) throw new Error(`push not delivered to ${report.failed} subscription(s)`)
}

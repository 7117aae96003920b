/**
 * Web Push (RFC 8030/8291/8292) with the `web-push` package, no vendor in between:
 * - the VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when configured, otherwise
 *   generated once and kept in `app_settings` (shared by every process) with a copy in
 *   DATA_DIR/vapid.json (an existing file is adopted by a fresh database);
 * - subscriptions, tied to the account or to the anonymous client id (wi_id_client);
 * - the outbox's 'push' handler: encrypts the request (aes128gcm) for every subscription of
 *   the user or client id and POSTs it to the push service (public addresses only, see
 *   push-endpoint.ts); a 404/410 answer, keys that cannot encrypt or an endpoint that is no
 *   longer public remove the subscription.
 * Callers queue notifications with `enqueuePush` (push-queue.ts), never send directly.
 */
import { ECDH } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { eq, or, and, isNull, type SQL } from 'drizzle-orm'
import webpush from 'web-push'
import { z } from 'zod'
import type { Database, Executor } from '../../db/client'
import { appSettings, pushSubscriptions } from '../../db/schema'
import { type ServiceContext, validationError, parseInput } from '#core/shared/browser'
import { logger, assertNotLimited, runtime } from '#core/shared'
import { anonymousSubscriptionLimiter } from './push.rate-limit'
import {
  isAcceptableEndpoint,
  isReachablePublicEndpoint,
  NonPublicEndpointError,
  postToPushService,
} from './push-endpoint.infra'
import type { PushRequest } from './push-queue.service'

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

const keyCache = new WeakMap<object, Promise<VapidKeys>>()

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
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTINGS_KEY)).limit(1)
    return row && isKeyPair(row.value) ? row.value : null
  }
  const stored = await read()
  if (stored) {
    if (!readKeyFile(env.DATA_DIR_ABS)) writeKeyFile(env.DATA_DIR_ABS, stored)
    return stored
  }
  // First start: adopt the keys of DATA_DIR (so existing subscriptions keep working) or make new ones.
  const candidate = readKeyFile(env.DATA_DIR_ABS) ?? webpush.generateVAPIDKeys()
  await db.insert(appSettings).values({ key: SETTINGS_KEY, value: candidate }).onConflictDoNothing()
  // Another process may have won the race: everyone uses the stored pair.
  const winner = (await read()) ?? candidate
  writeKeyFile(env.DATA_DIR_ABS, winner)
  logger.info('VAPID keys generated', { publicKey: winner.publicKey })
  return winner
}

/** The key pair of this installation (generated on first use when not configured). */
export function vapidKeys(db: Database = runtime().db): Promise<VapidKeys> {
  let keys = keyCache.get(db)
  if (!keys) {
    keys = loadOrCreateKeys(db)
    keyCache.set(db, keys)
    keys.catch(() => keyCache.delete(db))
  }
  return keys
}

// ---------------------------------------------------------------------------------------
// Subscriptions

function base64UrlBytes(value: string): number | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null
  return Buffer.from(value.replace(/=+$/, ''), 'base64url').length
}

/** A P-256 point that the encryption can use (not only 65 bytes starting with 0x04). */
function isCurvePoint(value: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(value, 'base64url'), 'prime256v1')
    return true
  } catch {
    return false
  }
}

export const PushSubscriptionSchema = z.object({
  endpoint: z
    .string('validation.required')
    .trim()
    .min(1, { abort: true })
    .max(2048, { abort: true })
    .refine(isAcceptableEndpoint, 'validation.push_endpoint'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed (65 bytes), base64url. */
      p256dh: z
        .string('validation.required')
        .min(1, { abort: true })
        .max(200, { abort: true })
        .refine(
          (v) => base64UrlBytes(v) === 65 && Buffer.from(v, 'base64url')[0] === 4 && isCurvePoint(v),
          'validation.invalid',
        ),
      /** The 16-byte authentication secret, base64url. */
      auth: z
        .string('validation.required')
        .min(1, { abort: true })
        .max(64, { abort: true })
        .refine((v) => base64UrlBytes(v) === 16, 'validation.invalid'),
    },
    'validation.required',
  ),
})

export const PushUnsubscribeSchema = z.object({
  endpoint: z.string('validation.required').trim().min(1, { abort: true }).max(2048),
})

export interface SubscriptionOwner {
  /** The anonymous client id (wi_id_client cookie). */
  clientId: string | null
  /** The caller's address, for the anonymous rate limit. */
  ip: string
}

/**
 * Stores (or re-binds) a subscription to the signed-in account and/or the client id. The
 * endpoint must resolve to public addresses only (push-endpoint.ts).
 */
export async function saveSubscription(ctx: ServiceContext, input: unknown, owner: SubscriptionOwner) {
  if (!ctx.actor) assertNotLimited(await anonymousSubscriptionLimiter.hit(owner.ip || 'unknown'))
  const sub = parseInput(PushSubscriptionSchema, input)
  if (!(await isReachablePublicEndpoint(sub.endpoint)))
    throw validationError({ endpoint: [{ key: 'validation.push_endpoint' }] })
  const values = {
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    userId: ctx.actor?.userId ?? null,
    clientId: owner.clientId,
  }
  const [row] = await ctx.db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: values.p256dh, auth: values.auth, userId: values.userId, clientId: values.clientId },
    })
    .returning({ id: pushSubscriptions.id })
  return { id: row.id }
}

/** Removes a subscription; knowing the (secret) endpoint is what entitles the caller. */
export async function removeSubscription(ctx: ServiceContext, input: unknown): Promise<boolean> {
  const { endpoint } = parseInput(PushUnsubscribeSchema, input)
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id })
  return removed.length > 0
}

/** The subscriptions a request reaches: the account's, and the client id's when anonymous. */
export async function subscriptionsFor(db: Executor, target: Pick<PushRequest, 'userId' | 'clientId'>) {
  const conditions: SQL[] = []
  if (target.userId) conditions.push(eq(pushSubscriptions.userId, target.userId))
  // A client id reaches only subscriptions not claimed by an account (a shared device).
  if (target.clientId)
    conditions.push(and(eq(pushSubscriptions.clientId, target.clientId), isNull(pushSubscriptions.userId))!)
  if (conditions.length === 0) return []
  return db
    .select()
    .from(pushSubscriptions)
    .where(or(...conditions))
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

async function sendOne(
  sub: typeof pushSubscriptions.$inferSelect,
  payload: string,
  keys: VapidKeys,
): Promise<SendOutcome> {
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
      await db.update(pushSubscriptions).set({ lastSuccessAt: new Date() }).where(eq(pushSubscriptions.id, sub.id))
    } else if (outcome === 'gone' || outcome === 'unusable') {
      report.removed++
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id))
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

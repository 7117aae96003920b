/**
 * Web Push end to end, in-process: the VAPID key generated on first use (kept in
 * app_settings and DATA_DIR), the subscription API (422 for malformed ones, account or
 * anonymous client id), and the outbox 'push' handler delivering to a local push service
 * that checks the VAPID JWT and decrypts the aes128gcm message (RFC 8291) like a browser.
 * Expired subscriptions (410/404) are removed. Endpoints must be https on a public address,
 * at subscription and again at delivery; one unusable subscription never holds up the others.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { enqueuePush } from '#core/notifications/push-queue.service'
import { processOutbox } from '#core/notifications/outbox.service'
import { ANONYMOUS_SUBSCRIPTION_RATE_LIMIT } from '#core/notifications/push.rate-limit'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { appSettings, outbox, pushSubscriptions } from '#db/schema'
import { insertUser } from '../factories/accounts'
import { signInAs } from '../factories/auth'
import { cookiesFrom, jsonBody, startAccountsApp } from '../support/accounts-app'
import { startPushService, type PushService } from '../support/push-service'

let ctx: Awaited<ReturnType<typeof startAccountsApp>>
let push: PushService

beforeAll(async () => {
  ctx = await startAccountsApp()
  push = await startPushService()
})

afterAll(async () => {
  await push?.close()
  await ctx?.close()
})

beforeEach(() => resetAllRateLimits())

const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url')

const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.request('/api/push/subscriptions', jsonBody(body, headers))

async function deliverAll() {
  // The outbox claims due rows; run until nothing is left to send.
  for (let i = 0; i < 5; i++) if ((await processOutbox(ctx.db)) === 0) break
}

describe('VAPID public key', () => {
  test('generated on first use, stored in app_settings and DATA_DIR, then stable', async () => {
    const res = await ctx.request('/api/push/public-key')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    const { publicKey } = (await res.json()) as { publicKey: string }
    const raw = Buffer.from(publicKey, 'base64url')
    expect(raw.length).toBe(65)
    expect(raw[0]).toBe(4)

    const [row] = await ctx.db.select().from(appSettings).where(eq(appSettings.key, 'vapid_keys'))
    expect((row.value as { publicKey: string }).publicKey).toBe(publicKey)
    const file = JSON.parse(fs.readFileSync(path.join(ctx.env.DATA_DIR_ABS, 'vapid.json'), 'utf8')) as {
      publicKey: string
      privateKey: string
    }
    expect(file.publicKey).toBe(publicKey)
    expect(file.privateKey.length).toBeGreaterThan(20)

    const again = (await (await ctx.request('/api/push/public-key')).json()) as { publicKey: string }
    expect(again.publicKey).toBe(publicKey)
  })
})

describe('subscriptions API', () => {
  test('malformed subscriptions are refused with 422 and Spanish field messages', async () => {
    const good = push.subscribe()
    const cases: Array<[unknown, string]> = [
      [{}, 'endpoint'],
      [{ endpoint: 'not a url', keys: good.keys }, 'endpoint'],
      [{ endpoint: 'ftp://push.example/abc', keys: good.keys }, 'endpoint'],
      [{ endpoint: good.endpoint }, 'keys'],
      [{ endpoint: good.endpoint, keys: { p256dh: 'abc', auth: good.keys.auth } }, 'keys.p256dh'],
      // 65 bytes starting with 0x04, but not a point on the P-256 curve.
      [{ endpoint: good.endpoint, keys: { p256dh: notOnCurve, auth: good.keys.auth } }, 'keys.p256dh'],
      [{ endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh, auth: 'A'.repeat(40) } }, 'keys.auth'],
      [{ endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh } }, 'keys.auth'],
    ]
    for (const [body, field] of cases) {
      const res = await subscribe(body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      const json = (await res.json()) as { message: string; errors: Record<string, string[]> }
      expect(json.message).toBe('Por favor corrija los errores en el formulario')
      expect(Object.keys(json.errors)).toContain(field)
    }
    expect(await ctx.db.select().from(pushSubscriptions)).toHaveLength(0)
  })

  test('endpoints that are not https on a public address are refused with 422 on endpoint', async () => {
    const { keys } = push.subscribe()
    const port = new URL(push.origin).port
    const refused = [
      'https://127.0.0.1/push/abc',
      'https://127.1.2.3/push/abc',
      'https://0x7f.1/push/abc',
      'https://localhost/push/abc',
      'https://push.localhost/push/abc',
      'https://[::1]/push/abc',
      'https://[::ffff:127.0.0.1]/push/abc',
      'https://10.0.0.5/push/abc',
      'https://172.20.1.1/push/abc',
      'https://192.168.1.10/push/abc',
      'https://100.64.1.2/push/abc',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00:ec2::254]/latest/meta-data/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://224.0.0.1/push/abc',
      'https://255.255.255.255/push/abc',
      'https://[fe80::1]/push/abc',
      'https://fcm.googleapis.com./fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      // The local push service's host, but not its exact origin.
      `https://127.0.0.1:${port}/push/abc`,
      'http://127.0.0.1:1/push/abc',
      // A name that does not resolve.
      'https://push.invalid/abc',
    ]
    for (const endpoint of refused) {
      const res = await subscribe({ endpoint, keys })
      expect(res.status, endpoint).toBe(422)
      const json = (await res.json()) as { errors: Record<string, string[]> }
      expect(json.errors, endpoint).toEqual({
        endpoint: ['La dirección del servicio de notificaciones debe ser https y pública'],
      })
    }
    const english = await subscribe(
      { endpoint: 'https://169.254.169.254/latest/meta-data/', keys },
      { 'accept-language': 'en' },
    )
    expect(((await english.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      endpoint: ['The push service address must be https and public'],
    })
    expect(await ctx.db.select().from(pushSubscriptions)).toHaveLength(0)
  })

  test('anonymous subscriptions are limited per address; a signed-in visitor is not held by that limit', async () => {
    const { limit } = ANONYMOUS_SUBSCRIPTION_RATE_LIMIT
    for (let i = 0; i < limit; i++) expect((await subscribe(push.subscribe())).status).toBe(201)
    const refused = await subscribe(push.subscribe())
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const session = await signInAs(ctx.db, (await insertUser(ctx.db)).id)
    expect((await subscribe(push.subscribe(), session.headers)).status).toBe(201)
  })

  test('a well-formed anonymous subscription is stored with a new client id cookie; sending it again updates it', async () => {
    const sub = push.subscribe()
    const res = await subscribe(sub)
    expect(res.status).toBe(201)
    const cookie = cookiesFrom(res)
    expect(cookie).toMatch(/^wi_id_client=[\w-]{8,}$/)
    const clientId = cookie.split('=')[1]
    const again = await subscribe(sub, { cookie })
    expect(again.status).toBe(201)
    expect(cookiesFrom(again)).toBe('') // the browser keeps its id
    const rows = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ clientId, userId: null, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
  })

  test('DELETE unsubscribes (204) and is idempotent', async () => {
    const sub = push.subscribe()
    expect((await subscribe(sub)).status).toBe(201)
    for (let i = 0; i < 2; i++) {
      const res = await ctx.request('/api/push/subscriptions', {
        ...jsonBody({ endpoint: sub.endpoint }),
        method: 'DELETE',
      })
      expect(res.status).toBe(204)
    }
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint)),
    ).toHaveLength(0)
    const bad = await ctx.request('/api/push/subscriptions', { ...jsonBody({}), method: 'DELETE' })
    expect(bad.status).toBe(422)
  })
})

describe('delivery through the outbox', () => {
  test('a signed-in visitor gets the notifications on every device, decrypted intact; only they get them', async () => {
    const user = await insertUser(ctx.db)
    const other = await insertUser(ctx.db)
    const session = await signInAs(ctx.db, user.id)
    const phone = push.subscribe()
    const laptop = push.subscribe()
    const stranger = push.subscribe()
    expect((await subscribe(phone, { cookie: session.cookie })).status).toBe(201)
    expect((await subscribe(laptop, session.headers)).status).toBe(201)
    expect((await subscribe(stranger, (await signInAs(ctx.db, other.id)).headers)).status).toBe(201)
    const [stored] = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint))
    expect(stored.userId).toBe(user.id)

    const before = push.received.length
    const notifications = [
      {
        title: 'Nuevo inmueble para «Apartamentos en Envigado»',
        body: 'Apartamento en arriendo en Envigado · $ 2.300.000',
        url: '/properties/search?municipality_id=abc',
        tag: 'saved-search-1',
      },
      {
        title: 'Bajó de precio un favorito',
        body: 'Casa en venta en Medellín: ahora $ 450.000.000 (antes $ 480.000.000)',
        url: '/property/casa/medellin/laureles/AbCdEfGh/ot/Zz12Yy34',
        tag: 'price-drop-7',
      },
      {
        title: 'Respuesta de Inmobiliaria Los Andes',
        body: 'Hola Ana, el apartamento sigue disponible. ¿Cuándo quieres visitarlo?',
        url: '/user/panel/messages',
        tag: 'reply-3',
      },
    ]
    for (const n of notifications) await enqueuePush(ctx.db, { userId: user.id, ...n })
    await deliverAll()
    await push.waitForMessages(before + 6)

    for (const device of [phone, laptop]) {
      const got = push.messagesFor(device.endpoint).map((m) => m.json)
      expect(got).toEqual(notifications.map((n) => ({ ...n })))
    }
    expect(push.messagesFor(stranger.endpoint)).toHaveLength(0)
    const message = push.messagesFor(phone.endpoint)[0]
    expect(message.vapid.aud).toBe(push.origin)
    expect(message.vapid.sub).toMatch(/^mailto:|^https:/)
    const { publicKey } = (await (await ctx.request('/api/push/public-key')).json()) as { publicKey: string }
    expect(message.vapid.publicKey).toBe(publicKey)
    expect(Number(message.headers.ttl)).toBeGreaterThan(0)
    expect(push.errors).toEqual([])

    const sent = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'push'))
    expect(sent.every((row) => row.status === 'sent')).toBe(true)
    const [after] = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint))
    expect(after.lastSuccessAt).toBeInstanceOf(Date)
  })

  test('an anonymous visitor is reached through the client id', async () => {
    const sub = push.subscribe()
    const res = await subscribe(sub)
    const clientId = cookiesFrom(res).split('=')[1]
    const before = push.received.length
    await enqueuePush(ctx.db, { clientId, title: 'Hola', body: 'Un inmueble nuevo', url: '/' })
    await deliverAll()
    await push.waitForMessages(before + 1)
    expect(push.messagesFor(sub.endpoint).at(-1)?.json).toMatchObject({
      title: 'Hola',
      body: 'Un inmueble nuevo',
      url: '/',
    })
  })

  test('a subscription the push service calls gone (410) or unknown (404) is removed; the item is not retried', async () => {
    const user = await insertUser(ctx.db)
    const session = await signInAs(ctx.db, user.id)
    const gone = push.subscribe()
    const unknown = push.subscribe()
    const alive = push.subscribe()
    for (const s of [gone, unknown, alive]) expect((await subscribe(s, session.headers)).status).toBe(201)
    push.expire(gone.endpoint, 410)
    push.expire(unknown.endpoint, 404)
    const before = push.received.length
    await enqueuePush(ctx.db, { userId: user.id, title: 'Aviso', body: 'Texto', url: '/' })
    await deliverAll()
    await push.waitForMessages(before + 1)
    const left = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))
    expect(left.map((r) => r.endpoint)).toEqual([alive.endpoint])
    const rows = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'push'))
    expect(rows.every((row) => row.status === 'sent')).toBe(true)
  })

  test('a subscription with a broken key or a failing push service does not keep the message from the others', async () => {
    const ana = await insertUser(ctx.db)
    const luis = await insertUser(ctx.db)
    const broken = push.subscribe()
    const failing = push.subscribe()
    const phone = push.subscribe()
    const other = push.subscribe()
    // A key the encryption cannot use, stored before the API checked keys on the curve.
    await ctx.db
      .insert(pushSubscriptions)
      .values({ endpoint: broken.endpoint, p256dh: notOnCurve, auth: broken.keys.auth, userId: ana.id })
    for (const s of [failing, phone])
      expect((await subscribe(s, (await signInAs(ctx.db, ana.id)).headers)).status).toBe(201)
    expect((await subscribe(other, (await signInAs(ctx.db, luis.id)).headers)).status).toBe(201)
    push.expire(failing.endpoint, 500)

    const before = push.received.length
    await enqueuePush(ctx.db, { userId: ana.id, title: 'Para Ana', body: 'Texto', url: '/' })
    await enqueuePush(ctx.db, { userId: luis.id, title: 'Para Luis', body: 'Texto', url: '/' })
    await deliverAll()
    await push.waitForMessages(before + 2)
    expect(push.messagesFor(phone.endpoint).map((m) => m.json?.title)).toEqual(['Para Ana'])
    expect(push.messagesFor(other.endpoint).map((m) => m.json?.title)).toEqual(['Para Luis'])
    const left = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ana.id))
    expect(left.map((r) => r.endpoint).sort()).toEqual([failing.endpoint, phone.endpoint].sort())
  })

  test('a stored endpoint on a non-public address is never contacted at delivery and is removed', async () => {
    let connections = 0
    const listener = net.createServer((socket) => {
      connections++
      socket.destroy()
    })
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    const port = (listener.address() as net.AddressInfo).port
    try {
      const user = await insertUser(ctx.db)
      const { keys } = push.subscribe()
      const inside = [
        `https://127.0.0.1:${port}/push/a`,
        `https://localhost:${port}/push/b`,
        `http://127.0.0.1:${port}/push/c`,
        `https://[::ffff:7f00:1]:${port}/push/d`,
      ]
      // As if stored before this rule existed (or by a name that resolved publicly back then).
      for (const endpoint of inside)
        await ctx.db
          .insert(pushSubscriptions)
          .values({ endpoint, p256dh: keys.p256dh, auth: keys.auth, userId: user.id })
      await enqueuePush(ctx.db, { userId: user.id, title: 'Aviso', body: 'Texto', url: '/' })
      await deliverAll()
      expect(connections).toBe(0)
      expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([])
    } finally {
      await new Promise((resolve) => listener.close(resolve))
    }
  })

  test('when no device could be reached the item stays pending for a retry', async () => {
    const user = await insertUser(ctx.db)
    const sub = push.subscribe()
    expect((await subscribe(sub, (await signInAs(ctx.db, user.id)).headers)).status).toBe(201)
    push.expire(sub.endpoint, 500)
    await enqueuePush(ctx.db, { userId: user.id, title: 'Aviso', body: 'Texto', url: '/' })
    await deliverAll()
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'push')).orderBy(desc(outbox.id)).limit(1)
    expect(row.status).toBe('pending')
    expect(row.attempts).toBe(1)
    expect(row.lastError).toMatch(/not delivered/)
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint)),
    ).toHaveLength(1)
  })
})

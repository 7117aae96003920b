/**
 * A small local push service for the tests, standing in for FCM/Mozilla autopush: it hands
 * out subscriptions (a browser's P-256 key pair and auth secret, like PushManager.subscribe),
 * accepts the server's POSTs, checks the VAPID authorization (RFC 8292: ES256 JWT whose
 * audience is this origin) and decrypts the aes128gcm body (RFC 8188 + RFC 8291) exactly as
 * a browser would. `expire(endpoint)` makes it answer 410 Gone from then on.
 *
 * It listens on plain http at 127.0.0.1, which the server refuses for real subscriptions;
 * so it names its exact origin to the push module's test-only allowance while it runs.
 */
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { allowLocalOriginForTests } from '#core/shared'

export interface FakeSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface ReceivedPush {
  endpoint: string
  headers: http.IncomingHttpHeaders
  /** The decrypted body as text. */
  text: string
  /** The decrypted body parsed as JSON (null when it is not JSON). */
  json: Record<string, unknown> | null
  vapid: { aud: string; sub: string; exp: number; publicKey: string }
}

interface Device {
  ecdh: ReturnType<typeof createECDH>
  publicKey: Buffer
  auth: Buffer
  status: number
}

const b64u = (buf: Buffer) => buf.toString('base64url')

function hmac(key: Buffer, data: Buffer) {
  return createHmac('sha256', key).update(data).digest()
}

/** RFC 8291 §3.4 and RFC 8188 §2: derive the content key and nonce, decrypt the one record. */
export function decryptAes128gcm(
  body: Buffer,
  device: { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer },
): Buffer {
  const salt = body.subarray(0, 16)
  const rs = body.readUInt32BE(16)
  const idlen = body[20]
  const senderPublic = body.subarray(21, 21 + idlen)
  const records = body.subarray(21 + idlen)
  if (records.length > rs) throw new Error('more than one record')
  const ecdhSecret = device.ecdh.computeSecret(senderPublic)
  const prkKey = hmac(device.auth, ecdhSecret)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderPublic, Buffer.from([1])])
  const ikm = hmac(prkKey, keyInfo)
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(records.subarray(records.length - 16))
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()])
  // Last record: data, then the delimiter 0x02, then zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('bad padding delimiter')
  return padded.subarray(0, end)
}

/** RFC 8292: `Authorization: vapid t=<jwt>, k=<public key>`; verifies the ES256 signature. */
function checkVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`no VAPID authorization: ${header}`)
  const [, jwt, k] = match
  const [h, p, s] = jwt.split('.')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64u(Buffer.from(k, 'base64url').subarray(1, 33)),
      y: b64u(Buffer.from(k, 'base64url').subarray(33, 65)),
    },
    format: 'jwk',
  })
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))
  if (!ok) throw new Error('bad VAPID signature')
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; sub: string; exp: number }
  return { ...claims, publicKey: k }
}

export async function startPushService() {
  const devices = new Map<string, Device>()
  const received: ReceivedPush[] = []
  const errors: string[] = []
  const waiters: Array<() => void> = []

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1]
      const device = id ? devices.get(id) : undefined
      if (req.method !== 'POST' || !device) {
        res.writeHead(404).end()
        return
      }
      if (device.status !== 201) {
        res.writeHead(device.status).end()
        return
      }
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${req.headers['content-encoding']}`)
        if (!req.headers.ttl) throw new Error('no TTL header')
        const vapid = checkVapid(req.headers.authorization)
        if (vapid.aud !== origin) throw new Error(`VAPID audience ${vapid.aud} is not ${origin}`)
        if (vapid.exp * 1000 < Date.now()) throw new Error('VAPID token expired')
        const text = decryptAes128gcm(Buffer.concat(chunks), device).toString('utf8')
        let json: Record<string, unknown> | null = null
        try {
          json = JSON.parse(text) as Record<string, unknown>
        } catch {
          json = null
        }
        received.push({ endpoint: `${origin}${req.url}`, headers: req.headers, text, json, vapid })
        res.writeHead(201, { Location: `${origin}/message/${received.length}` }).end()
      } catch (error) {
        errors.push(String((error as Error).message))
        res.writeHead(400).end()
      }
      waiters.splice(0).forEach((w) => w())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const withdrawAllowance = allowLocalOriginForTests(origin)

  return {
    origin,
    received,
    errors,
    /** A new browser subscription (what PushSubscription.toJSON() gives). */
    subscribe(): FakeSubscription {
      const id = randomBytes(12).toString('base64url')
      const ecdh = createECDH('prime256v1')
      const publicKey = ecdh.generateKeys()
      const auth = randomBytes(16)
      devices.set(id, { ecdh, publicKey, auth, status: 201 })
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64u(publicKey), auth: b64u(auth) } }
    },
    /** From now on the endpoint answers `status` (410 Gone, 404, 500…). */
    expire(endpoint: string, status = 410) {
      const device = devices.get(endpoint.split('/').pop()!)
      if (device) device.status = status
    },
    messagesFor(endpoint: string) {
      return received.filter((m) => m.endpoint === endpoint)
    },
    /** Resolves once `count` messages arrived in total (or rejects after the timeout). */
    async waitForMessages(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`only ${received.length} of ${count} pushes arrived; errors: ${errors.join('; ')}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
      return received
    },
    close: () => {
      withdrawAllowance()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type PushService = Awaited<ReturnType<typeof startPushService>>

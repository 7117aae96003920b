/**
 * A local SMS provider speaking the protocol of docs/sms.md: `POST /messages` with
 * `Authorization: Bearer <token>` and `{ "to": "+57…", "text": "…" }`; 202 when accepted,
 * 401 for another token, 400 for another body. `failWith(status)` makes it refuse what follows.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedSms {
  to: string
  text: string
  authorization: string | undefined
}

export async function startSmsProvider(token = 'sms-test-token') {
  const received: ReceivedSms[] = []
  let refuseWith = 0
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (req.method !== 'POST' || req.url !== '/messages') return answer(404, { error: 'not_found' })
      if (req.headers.authorization !== `Bearer ${token}`) return answer(401, { error: 'unauthorized' })
      if (refuseWith) return answer(refuseWith, { error: 'refused' })
      let body: { to?: unknown; text?: unknown }
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return answer(400, { error: 'bad_json' })
      }
      if (typeof body.to !== 'string' || !/^\+57\d{10}$/.test(body.to) || typeof body.text !== 'string')
        return answer(400, { error: 'bad_message' })
      received.push({ to: body.to, text: body.text, authorization: req.headers.authorization })
      answer(202, { id: `sms-${received.length}`, status: 'queued' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/messages`,
    token,
    received,
    /** The six-digit code of the last SMS to `to`. */
    lastCode(to: string): string {
      const sms = received.findLast((m) => m.to === to)
      const code = sms?.text.match(/\b(\d{6})\b/)?.[1]
      if (!code) throw new Error(`no code sent to ${to}`)
      return code
    },
    /** From now on every message is refused with this status (0: accepted again). */
    failWith(status: number) {
      refuseWith = status
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

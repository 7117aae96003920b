/**
 * A real SMTP server for tests and the cluster's drills (the `smtp-server` package): it accepts
 * every message and keeps it, decoded enough to read the text and follow its links. Tests take
 * a free port on loopback; the jobs drill listens where the cluster's hosts send their mail.
 */
import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  decoded: string
  subject: string
  links: string[]
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

function decodeSubject(raw: string): string {
  const line = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? ''
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    )
    .replace(/\?=\s+=\?/g, '')
}

export async function startSmtpServer(listen: { host?: string; port?: number } = {}) {
  const host = listen.host ?? '127.0.0.1'
  const mails: ReceivedMail[] = []
  const waiters: Array<() => void> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const decoded = Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8')
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded,
          subject: decodeSubject(raw),
          links: [...new Set(decoded.match(/https?:\/\/[^\s"'<>]+/g) ?? [])],
        })
        waiters.splice(0).forEach((w) => w())
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(listen.port ?? 0, host, resolve)
  })
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://${host}:${port}`,
    mails,
    /** The first mail to `to` matching the predicate, waiting for it up to `timeoutMs`. */
    async waitFor(
      to: string,
      match: (m: ReceivedMail) => boolean = () => true,
      timeoutMs = 10_000,
    ): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = mails.find((m) => m.to.includes(to.toLowerCase()) && match(m))
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no mail for ${to}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

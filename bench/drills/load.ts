/**
 * The steady mixed load of the drills (issue 34): visitors searching (the API, distinct searches),
 * reading pages (the search page and listing pages) and sending leads, through HAProxy. Each
 * visitor connects from an address of its own on the loopback network (127.1.x.y), so the
 * per-address limits see many visitors, as they would in production.
 */
import http from 'node:http'

export interface Answer {
  kind: 'search' | 'page' | 'lead'
  method: 'GET' | 'POST'
  at: number
  /** 0: no answer at all (the connection failed or was cut). */
  status: number
  /** The lead's e-mail, to find it in the database afterwards. */
  email?: string
}

export interface LoadOptions {
  port: number
  searches: string[]
  listings: { id: string; path: string }[]
  /** Concurrent visitors reading (searches and pages). */
  readers?: number
  leadEveryMs?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function request(
  agent: http.Agent,
  port: number,
  method: 'GET' | 'POST',
  path: string,
  body?: string,
): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: 15_000,
        headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
      },
      (res) => {
        res.resume()
        res.once('end', () => resolve(res.statusCode ?? 0))
        res.once('error', () => resolve(0))
      },
    )
    req.once('timeout', () => req.destroy())
    req.once('error', () => resolve(0))
    req.end(body)
  })
}

const visitorAddress = (n: number) => `127.1.${(n >> 8) & 255}.${n & 255 || 1}`

/** Starts the load; `stop()` ends it and resolves with every answer. */
export function startLoad(options: LoadOptions): {
  answers: Answer[]
  /** The leads' e-mails start with `drill-<stamp>-`. */
  stamp: string
  stop: () => Promise<Answer[]>
} {
  const answers: Answer[] = []
  let done = false
  let leadNumber = 0
  const stamp = Date.now().toString(36)
  const reader = async (n: number) => {
    const agent = new http.Agent({ keepAlive: true, localAddress: visitorAddress(n + 1) })
    for (let i = n; !done; i += options.readers ?? 8) {
      const kind = i % 4 === 3 ? 'page' : 'search'
      const path =
        kind === 'search'
          ? `/api/properties/search?${options.searches[i % options.searches.length]}`
          : i % 8 === 3
            ? `/properties/search?${options.searches[i % options.searches.length]}`
            : options.listings[i % options.listings.length].path
      const at = Date.now()
      answers.push({ kind, method: 'GET', at, status: await request(agent, options.port, 'GET', path) })
    }
    agent.destroy()
  }
  const leads = async () => {
    while (!done) {
      const n = leadNumber++
      const email = `drill-${stamp}-${n}@example.com`
      const agent = new http.Agent({ localAddress: visitorAddress(1000 + n) })
      const listing = options.listings[n % options.listings.length].id
      const at = Date.now()
      const status = await request(
        agent,
        options.port,
        'POST',
        `/api/properties/${listing}/messages`,
        JSON.stringify({
          name: `Visitante ${n}`,
          email,
          phone: '3001234567',
          message: '¿Sigue disponible?',
          consent: true,
        }),
      )
      answers.push({ kind: 'lead', method: 'POST', at, status, email })
      agent.destroy()
      await sleep(options.leadEveryMs ?? 150)
    }
  }
  const running = Promise.all([...Array.from({ length: options.readers ?? 8 }, (_, i) => reader(i)), leads()])
  return {
    answers,
    stamp,
    stop: async () => {
      done = true
      await running
      return answers
    },
  }
}

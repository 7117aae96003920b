/**
 * Where the server may POST push messages. A subscription's endpoint comes from the
 * browser, i.e. from anyone, so it must be `https` on a public address
 * (core/shared/public-address.infra.ts): checked by syntax and DNS when the subscription is
 * stored, and again at every delivery through a connection `lookup` that refuses
 * non-public answers, so a name that later resolves inside our network reaches nothing.
 *
 * The one exception is for the tests' local push service (plain http on 127.0.0.1): the
 * test names its exact origin with `allowLocalOriginForTests` (core/shared).
 */
import http from 'node:http'
import https from 'node:https'
import {
  createPublicLookup,
  isLocalTestOrigin as isLocalTestService,
  isPublicHostName,
  NOT_PUBLIC_CODE,
  resolvesPublicly,
} from '#core/shared'

function parse(endpoint: string): URL | null {
  try {
    return new URL(endpoint)
  } catch {
    return null
  }
}

/** The syntax rule (no DNS): https, no credentials, a host that can be public. */
export function isAcceptableEndpoint(endpoint: string): boolean {
  const url = parse(endpoint)
  if (!url || url.username || url.password) return false
  if (isLocalTestService(url)) return true
  return url.protocol === 'https:' && isPublicHostName(url.hostname)
}

/** The syntax rule plus DNS: every address the host resolves to must be public. */
export async function isReachablePublicEndpoint(endpoint: string): Promise<boolean> {
  if (!isAcceptableEndpoint(endpoint)) return false
  const url = new URL(endpoint)
  return isLocalTestService(url) || (await resolvesPublicly(url.hostname))
}

/** Keeps connections to push services open between messages; connects to public addresses only. */
const publicAgent = new https.Agent({ keepAlive: true, maxSockets: 16, lookup: createPublicLookup() })

export interface PushHttpRequest {
  method: string
  headers: Record<string, string | number>
  body: Buffer | null
}

/** Thrown when an endpoint is (or has become) a non-public address: the subscription is unusable. */
export class NonPublicEndpointError extends Error {
  constructor(host: string) {
    super(`push endpoint ${host} is not a public address`)
    this.name = 'NonPublicEndpointError'
  }
}

/**
 * POSTs one encrypted message; resolves with the push service's status code. Redirects are
 * not followed. Rejects with NonPublicEndpointError when the host is not public.
 */
export function postToPushService(endpoint: string, request: PushHttpRequest, timeoutMs: number): Promise<number> {
  const url = new URL(endpoint)
  const local = isLocalTestService(url)
  // Node skips `lookup` for literal addresses, hence the syntax check here too.
  if (!local && !isAcceptableEndpoint(endpoint)) return Promise.reject(new NonPublicEndpointError(url.host))
  const transport = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = transport.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        agent: local ? undefined : publicAgent,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === NOT_PUBLIC_CODE ? new NonPublicEndpointError(url.host) : error),
    )
    req.end(request.body ?? undefined)
  })
}

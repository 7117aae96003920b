/**
 * Fetches a photo an import names by address (ADR 0018). The address comes from an agency's
 * file, i.e. from anyone, so only `https` to public Internet addresses is followed (core/shared/
 * public-address.infra.ts, checked again when connecting, so DNS rebinding reaches nothing),
 * with at most three redirects (each checked the same way), a time limit and a size limit
 * counted while reading. The bytes are then judged by content and re-encoded like an upload.
 */
import http from 'node:http'
import https from 'node:https'
import { env } from '#config/env'
import { createPublicLookup, isLocalTestOrigin, isPublicHostName, NOT_PUBLIC_CODE } from '#core/shared'

const MAX_REDIRECTS = 3
const TIMEOUT_MS = 20_000

/** Why a photo could not be fetched; each reason has a message (`admin.import.photo.<reason>`). */
export type RemotePhotoProblem = 'not_https' | 'not_public' | 'http_status' | 'too_large' | 'unreachable'

export class RemotePhotoError extends Error {
  constructor(
    readonly reason: RemotePhotoProblem,
    readonly status?: number,
  ) {
    super(`photo fetch failed: ${reason}${status ? ` ${status}` : ''}`)
    this.name = 'RemotePhotoError'
  }
}

const publicAgent = new https.Agent({ keepAlive: true, maxSockets: 8, lookup: createPublicLookup() })

function parse(address: string): URL | null {
  try {
    return new URL(address.trim())
  } catch {
    return null
  }
}

/** The syntax rule (no DNS): an https address without credentials on a host that can be public. */
export function remotePhotoProblem(address: string): RemotePhotoProblem | null {
  const url = parse(address)
  if (!url || url.username || url.password) return 'not_https'
  if (isLocalTestOrigin(url)) return null
  if (url.protocol !== 'https:') return 'not_https'
  return isPublicHostName(url.hostname) ? null : 'not_public'
}

function getOnce(url: URL, maxBytes: number, signal: AbortSignal): Promise<{ redirect: string } | { bytes: Buffer }> {
  const local = isLocalTestOrigin(url)
  const transport = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = transport.get(
      url,
      {
        agent: local ? undefined : publicAgent,
        signal,
        headers: { accept: 'image/*', 'user-agent': 'WiInmuebles-Import/1' },
      },
      (res) => {
        const status = res.statusCode ?? 0
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume()
          // Nothing in this callback may throw: it runs inside Node's HTTP parser, where a throw ends the process.
          let next: string
          try {
            next = new URL(res.headers.location, url).toString()
          } catch {
            return reject(new RemotePhotoError('unreachable'))
          }
          return resolve({ redirect: next })
        }
        if (status !== 200) {
          res.resume()
          return reject(new RemotePhotoError('http_status', status))
        }
        if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
          res.destroy()
          return reject(new RemotePhotoError('too_large'))
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > maxBytes) {
            res.destroy()
            reject(new RemotePhotoError('too_large'))
          } else chunks.push(chunk)
        })
        res.on('end', () => resolve({ bytes: Buffer.concat(chunks) }))
        res.on('error', () => reject(new RemotePhotoError('unreachable')))
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(new RemotePhotoError(error.code === NOT_PUBLIC_CODE ? 'not_public' : 'unreachable')),
    )
  })
}

/** The photo's bytes, or a RemotePhotoError saying why not. */
export async function fetchRemotePhoto(address: string): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(TIMEOUT_MS)
  let current = address.trim()
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const problem = remotePhotoProblem(current)
    if (problem) throw new RemotePhotoError(problem)
    const answer = await getOnce(new URL(current), env().MAX_UPLOAD_BYTES, signal)
    if ('bytes' in answer) return new Uint8Array(answer.bytes)
    current = answer.redirect
  }
  throw new RemotePhotoError('unreachable')
}

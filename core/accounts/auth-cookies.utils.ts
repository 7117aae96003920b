/**
 * Names and reading of the web client's cookies. Under HTTPS (PUBLIC_URL https://) the
 * names carry the `__Host-` prefix, which browsers only accept with Secure, Path=/ and no
 * Domain, so a sibling subdomain cannot plant them; plain names are then ignored.
 */
import { env } from '#config/env'
import { sessionBinding } from './session-binding.utils'

export function isHttpsDeployment(): boolean {
  return env().PUBLIC_URL?.startsWith('https://') ?? false
}

export function authCookieNames(https = isHttpsDeployment()) {
  const prefix = https ? '__Host-' : ''
  return {
    access: `${prefix}auth`,
    refresh: `${prefix}auth_refresh`,
    refreshAt: `${prefix}auth_exp`,
    binding: `${prefix}auth_bind`,
    knownBrowser: `${prefix}auth_known`,
    secure: https,
  }
}

/** The client refreshes when this many minutes of the access token remain (spec §9). */
export const REFRESH_MARGIN_MINUTES = 20

function serialize(
  name: string,
  value: string,
  maxAgeSeconds: number,
  options: { httpOnly: boolean; secure: boolean },
) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'SameSite=Lax',
    options.httpOnly ? 'HttpOnly' : '',
    options.secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ')
}

/**
 * Set-Cookie values for a new or refreshed session: the access token (lives as long as the
 * token), the refresh token (as long as the session), `auth_exp`, readable by scripts,
 * telling the client when to refresh (token_ttl minus 20 minutes; no secret in it), and
 * the session's browser binding (session-binding.ts).
 */
export function sessionCookies(issued: {
  sessionId?: string
  accessToken: string
  tokenTtl: number
  refreshToken: string
  refreshExpiresAt: Date
}): string[] {
  const names = authCookieNames()
  const ttlSeconds = issued.tokenTtl * 60
  const refreshAt = Date.now() + (issued.tokenTtl - REFRESH_MARGIN_MINUTES) * 60_000
  const refreshSeconds = (issued.refreshExpiresAt.getTime() - Date.now()) / 1000
  return [
    serialize(names.access, issued.accessToken, ttlSeconds, { httpOnly: true, secure: names.secure }),
    serialize(names.refresh, issued.refreshToken, refreshSeconds, { httpOnly: true, secure: names.secure }),
    serialize(names.refreshAt, String(refreshAt), refreshSeconds, { httpOnly: false, secure: names.secure }),
    ...(issued.sessionId
      ? [
          serialize(names.binding, sessionBinding(issued.sessionId), refreshSeconds, {
            httpOnly: true,
            secure: names.secure,
          }),
        ]
      : []),
  ]
}

/** A browser keeps its sign-in marks (known-browser.utils.ts) this long; sign-out leaves them. */
const KNOWN_BROWSER_SECONDS = 365 * 24 * 3600

/** The Set-Cookie value holding the browser's sign-in marks. */
export function knownBrowserCookie(marks: string): string {
  const names = authCookieNames()
  return serialize(names.knownBrowser, marks, KNOWN_BROWSER_SECONDS, { httpOnly: true, secure: names.secure })
}

/** The sign-in marks the browser holds, if any. */
export function requestKnownBrowser(headers: Headers): string | null {
  return readCookie(headers.get('cookie'), authCookieNames().knownBrowser)
}

/** Set-Cookie values that remove the session cookies. */
export function clearedSessionCookies(): string[] {
  const names = authCookieNames()
  return [names.access, names.refresh, names.refreshAt, names.binding].map((name) =>
    serialize(name, '', 0, { httpOnly: name !== names.refreshAt, secure: names.secure }),
  )
}

export function requestRefreshToken(headers: Headers): string | null {
  return readCookie(headers.get('cookie'), authCookieNames().refresh)
}

/** The session binding the browser holds, if any. */
export function requestSessionBinding(headers: Headers): string | null {
  return readCookie(headers.get('cookie'), authCookieNames().binding)
}

/** Reads one cookie from a Cookie header; null when absent. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}

/** The bearer token of a request, if it has one. */
export function bearerToken(headers: Headers): string | null {
  const value = headers.get('authorization')
  const match = value?.match(/^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i)
  return match ? match[1] : null
}

/** The access token a request carries: Bearer first (API clients), then the auth cookie. */
export function requestAccessToken(headers: Headers): { token: string; via: 'bearer' | 'cookie' } | null {
  const bearer = bearerToken(headers)
  if (bearer) return { token: bearer, via: 'bearer' }
  const cookie = readCookie(headers.get('cookie'), authCookieNames().access)
  return cookie ? { token: cookie, via: 'cookie' } : null
}

/**
 * Security headers for every answer. Scripts need the per-request nonce (no
 * 'unsafe-inline' scripts); styles allow inline attributes that React sets.
 */
import type { MiddlewareHandler } from 'hono'
import type { Env } from '#config/env'

export function securityHeaders(env: Env): MiddlewareHandler {
  const isHttps = env.PUBLIC_URL?.startsWith('https://') ?? false
  const tileOrigins = tileHosts(env.MAP_TILE_URL)
  return async (c, next) => {
    await next()
    const nonce = c.get('cspNonce') as string
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${env.CHAT_SCRIPT_URL ? ` ${new URL(env.CHAT_SCRIPT_URL).origin}` : ''}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${tileOrigins}`.trim(),
      "font-src 'self'",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; ')
    c.header('Content-Security-Policy', csp)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('X-Frame-Options', 'DENY')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)')
    if (isHttps) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
}

function tileHosts(template: string): string {
  try {
    const url = new URL(template.replace(/\{[a-z]\}/g, 'a').replace(/\{[^}]+\}/g, '0'))
    const host = url.host.replace(/^a\./, '*.')
    return `${url.protocol}//${host}`
  } catch {
    return ''
  }
}

/**
 * Read-your-writes with a standby (ADR 0031): a response to a write sets `wi_written`, the
 * primary's WAL position after it (HttpOnly, READ_YOUR_WRITES_SECONDS); while a request carries
 * it, its reads that may lag stay on the primary until the standby has replayed that position.
 */
import { readCookie } from '#core/accounts'
import type { Env } from '#config/env'

export const WRITTEN_COOKIE = 'wi_written'

/** The WAL position of the request's last write ('X/Y'), if it carries one. */
export function writtenAt(headers: Headers): string | null {
  return readCookie(headers.get('cookie'), WRITTEN_COOKIE)
}

/** The cookie that holds a write's position for the window. */
export function writtenCookie(lsn: string, env: Env): string {
  return [
    `${WRITTEN_COOKIE}=${encodeURIComponent(lsn)}`,
    'Path=/',
    `Max-Age=${env.READ_YOUR_WRITES_SECONDS}`,
    'SameSite=Lax',
    'HttpOnly',
    env.PUBLIC_URL?.startsWith('https://') ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ')
}

/**
 * "This browser signed in to this account before" (ADR 0024): a long-lived HttpOnly cookie
 * holding one mark for each of the last few accounts that signed in here with their
 * password. A mark is an HMAC of the account's id and password hash under the server's key,
 * so it cannot be made without the key, names no account, needs no column, and a new
 * password (a reset or a change) makes every old mark worthless: a browser that knew the old
 * password loses its standing. It lets the owner's own browsers past the account-wide
 * sign-in limit, which strangers can fill.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { signingKey } from './signing-key.config'

/** Accounts remembered per browser (a shared family computer); the oldest mark drops out. */
const MARKS_KEPT = 5

interface MarkedAccount {
  id: number
  passwordHash: string | null
}

function markOf(user: MarkedAccount): string {
  return createHmac('sha256', signingKey())
    .update(`known-browser:${user.id}:${user.passwordHash ?? ''}`)
    .digest('base64url')
}

function marksIn(cookie: string | null | undefined): string[] {
  return (cookie ?? '').split('.').filter(Boolean).slice(0, MARKS_KEPT)
}

/** Whether the browser's cookie carries this account's current mark (constant time per mark). */
export function isKnownBrowser(cookie: string | null | undefined, user: MarkedAccount): boolean {
  const expected = Buffer.from(markOf(user))
  return marksIn(cookie).some((mark) => {
    const given = Buffer.from(mark)
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}

/** The cookie's value after this account signed in here: its mark first, the others kept. */
export function rememberBrowser(cookie: string | null | undefined, user: MarkedAccount): string {
  const mark = markOf(user)
  return [mark, ...marksIn(cookie).filter((m) => m !== mark)].slice(0, MARKS_KEPT).join('.')
}

/**
 * The token of a shared shortlist, the only thing in its address (/s/{token}): 18 random bytes
 * (144 bits) from the system's CSPRNG, base64url, 24 characters. Never a sequence, so one link
 * says nothing about any other.
 *
 * It is stored as it is, not hashed, on purpose: it opens only a read-only view of listings
 * that are public anyway (no name, no e-mail), and its owner must be able to see and copy the
 * link again from the panel, which a hash would make impossible. Someone who can read the
 * table already sees more than the token would give them. An integration key (ADR 0017), which
 * acts as a person, is the opposite case and is kept as its SHA-256.
 */
import { randomBytes } from 'node:crypto'

export const SHORTLIST_TOKEN_BYTES = 18
const TOKEN = /^[A-Za-z0-9_-]{24}$/

export function newShortlistToken(): string {
  return randomBytes(SHORTLIST_TOKEN_BYTES).toString('base64url')
}

/** The shape of a token, checked before any query (anything else is a 404). */
export function isShortlistToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN.test(value)
}

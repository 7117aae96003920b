/**
 * Phone confirmation codes: six random digits, kept only as an HMAC-SHA256 keyed with the
 * server's signing key and bound to the account and the number, so that neither a copy of
 * the database nor a log holds a code that could be typed back.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { PHONE_CODE_LENGTH } from './phone.constants'
import { signingKey } from './signing-key.config'

export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0')
}

export function hashPhoneCode(userId: number, phone: string, code: string): string {
  return createHmac('sha256', signingKey()).update(`phone-code:${userId}:${phone}:${code}`).digest('base64url')
}

/** Compares two hashes in constant time. */
export function isSameHash(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)]
  return x.length === y.length && timingSafeEqual(x, y)
}

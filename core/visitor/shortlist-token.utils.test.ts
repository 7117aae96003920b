import { expect, test } from 'vitest'
import { isShortlistToken, newShortlistToken } from './shortlist-token.utils'

test('a token is 24 base64url characters (144 random bits) and never repeats', () => {
  const tokens = Array.from({ length: 1000 }, newShortlistToken)
  for (const token of tokens) {
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(18)
    expect(isShortlistToken(token)).toBe(true)
  }
  expect(new Set(tokens).size).toBe(tokens.length)
})

test('anything else is not a token', () => {
  for (const value of ['', '1', 'a'.repeat(23), 'a'.repeat(25), `${'a'.repeat(23)}=`, `${'a'.repeat(23)}/`, null])
    expect(isShortlistToken(value)).toBe(false)
})

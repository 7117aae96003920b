import { describe, expect, test } from 'vitest'
import { signInHref } from './sign-in-link'

describe('the header’s sign-in link', () => {
  test('carries the page the visitor is on, with its query', () => {
    expect(signInHref('/properties/search', '?municipality_id=abcdefgh&page=2')).toBe(
      `/login?redirect=${encodeURIComponent('/properties/search?municipality_id=abcdefgh&page=2')}`,
    )
    expect(signInHref('/en/properties/search', '?q=casa')).toBe(
      `/en/login?redirect=${encodeURIComponent('/en/properties/search?q=casa')}`,
    )
  })

  test('the home page needs no return path (sign-in lands on /auth/callback)', () => {
    expect(signInHref('/', '')).toBe('/login')
    expect(signInHref('/en', '')).toBe('/en/login')
  })

  test('on the sign-in pages it keeps the page the visitor was returning to, never itself', () => {
    expect(signInHref('/login', '?redirect=%2Fuser%2Fpanel%2Ffavorites')).toBe(
      `/login?redirect=${encodeURIComponent('/user/panel/favorites')}`,
    )
    expect(signInHref('/sign_up', '')).toBe('/login')
    expect(signInHref('/en/auth/callback', '')).toBe('/en/login')
  })

  test('an unsafe return path is dropped', () => {
    expect(signInHref('/login', '?redirect=%2F%2Fevil.example')).toBe('/login')
    expect(signInHref('/login', '?redirect=javascript%3Aalert(1)')).toBe('/login')
  })
})

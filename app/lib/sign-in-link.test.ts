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

  test('on the sign-up and confirmation pages it keeps what the visitor pressed before too', () => {
    const carried = `?redirect=${encodeURIComponent('/properties/search')}&intent=${encodeURIComponent('favorite:k3G7QAe5')}`
    expect(signInHref('/confirm_email/abc', carried)).toBe(
      '/login?redirect=%2Fproperties%2Fsearch&intent=favorite%3Ak3G7QAe5',
    )
    expect(signInHref('/en/sign_up', carried)).toBe(
      '/en/login?redirect=%2Fproperties%2Fsearch&intent=favorite%3Ak3G7QAe5',
    )
    // Elsewhere an intent in the address is the page's own business, never carried.
    expect(signInHref('/properties/search', '?intent=favorite%3Ak3G7QAe5')).toBe(
      `/login?redirect=${encodeURIComponent('/properties/search?intent=favorite%3Ak3G7QAe5')}`,
    )
  })

  test('an unsafe return path is dropped', () => {
    expect(signInHref('/login', '?redirect=%2F%2Fevil.example')).toBe('/login')
    expect(signInHref('/login', '?redirect=javascript%3Aalert(1)')).toBe('/login')
  })
})

import { describe, expect, test } from 'vitest'
import { pageLocale, pagePath, pageUrl } from './page-address'

describe('the page a request is for', () => {
  test('a client-side navigation’s data request reads as its page', () => {
    expect(pagePath('http://localhost/user/panel/favorites.data?_routes=routes%2Fvisitor%2Fpanel')).toBe(
      '/user/panel/favorites',
    )
    expect(pagePath('http://localhost/properties/search.data?page=2&_routes=a,b')).toBe('/properties/search?page=2')
    expect(pagePath('http://localhost/en/properties/search.data?q=casa%20grande')).toBe(
      '/en/properties/search?q=casa%20grande',
    )
  })

  test('the home page’s data request is the home page, in either language', () => {
    expect(pagePath('http://localhost/_.data?_routes=root')).toBe('/')
    expect(pageUrl('http://localhost/en.data').pathname).toBe('/en')
  })

  test('a document request is left as it is', () => {
    expect(pagePath(new Request('http://localhost/properties/search?q=casa%20grande&page=3'))).toBe(
      '/properties/search?q=casa%20grande&page=3',
    )
    expect(pagePath('http://localhost/login?redirect=%2Fuser%2Fpanel%2Ffavorites')).toBe(
      '/login?redirect=%2Fuser%2Fpanel%2Ffavorites',
    )
  })
})

describe('the language of a page', () => {
  test('English under /en, Spanish elsewhere, whether from a request, its data request or a location', () => {
    expect(pageLocale(new Request('http://localhost/en/properties/search?q=x'))).toBe('en')
    expect(pageLocale(new Request('http://localhost/en.data?_routes=root'))).toBe('en')
    expect(pageLocale(new Request('http://localhost/_.data'))).toBe('es-CO')
    expect(pageLocale(new Request('http://localhost/english-page'))).toBe('es-CO')
    expect(pageLocale({ pathname: '/en' })).toBe('en')
    expect(pageLocale(new URL('http://localhost/properties/search'))).toBe('es-CO')
  })
})

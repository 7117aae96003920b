import { expect, test } from 'vitest'
import { localeFromPath, localizePath } from './index'

test('a page moves between Spanish and English paths', () => {
  expect(localizePath('/', 'en')).toBe('/en')
  expect(localizePath('/en', 'es-CO')).toBe('/')
  expect(localizePath('/properties/search', 'en')).toBe('/en/properties/search')
  expect(localizePath('/en/properties/search', 'es-CO')).toBe('/properties/search')
  expect(localizePath('/en/login', 'en')).toBe('/en/login')
  expect(localeFromPath('/english-page')).toBe('es-CO')
})

test('the query string and fragment travel with the path', () => {
  expect(localizePath('/properties/search?municipality_id=abc&page=2', 'en')).toBe(
    '/en/properties/search?municipality_id=abc&page=2',
  )
  expect(localizePath('/en?ref=mail', 'es-CO')).toBe('/?ref=mail')
  expect(localizePath('/?q=casa', 'en')).toBe('/en?q=casa')
  expect(localizePath('/user/panel/searches#alerts', 'en')).toBe('/en/user/panel/searches#alerts')
})

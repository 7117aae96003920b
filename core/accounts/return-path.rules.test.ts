import { describe, expect, test } from 'vitest'
import { continuationQuery, safeReturnPath } from './return-path.rules'

describe('safeReturnPath', () => {
  test.each([
    '/user/account',
    '/en/user/panel/favorites',
    '/properties/search?property_types=AbC12xYz&operation_type_id=Qw3rTy9u',
    '/property/apartamento-en-envigado/envigado/zuniga/8hTz3kQp/ot/Xy12AbCd',
    '/user/panel/favorites#top',
    '/',
  ])('keeps the local path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path)
  })

  test.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'https://evil.example/',
    'http:/evil.example',
    'evil.example',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    '/path with spaces',
    '/line\nbreak',
    '/tab\tinside',
    '/<script>',
    '/"quoted"',
    '',
    ' ',
    '/' + 'a'.repeat(2000),
  ])('drops %j', (path) => {
    expect(safeReturnPath(path)).toBeNull()
  })

  test('non-strings are dropped', () => {
    expect(safeReturnPath(null)).toBeNull()
    expect(safeReturnPath(undefined)).toBeNull()
  })
})

describe('continuationQuery', () => {
  test('carries the return path and the intent, or nothing', () => {
    expect(continuationQuery({ redirect: '/properties/search?page=2', intent: 'favorite:k3G7QAe5' })).toBe(
      '?redirect=%2Fproperties%2Fsearch%3Fpage%3D2&intent=favorite%3Ak3G7QAe5',
    )
    expect(continuationQuery({ redirect: '/user/panel/favorites', intent: null })).toBe(
      '?redirect=%2Fuser%2Fpanel%2Ffavorites',
    )
    expect(continuationQuery({})).toBe('')
    expect(continuationQuery(null)).toBe('')
  })

  test('drops an unsafe return path and an over-long intent', () => {
    expect(continuationQuery({ redirect: '//evil.example', intent: 'favorite:k3G7QAe5' })).toBe(
      '?intent=favorite%3Ak3G7QAe5',
    )
    expect(continuationQuery({ redirect: '/', intent: `search:x:${'q'.repeat(2200)}` })).toBe('?redirect=%2F')
  })
})

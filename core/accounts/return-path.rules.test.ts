import { describe, expect, test } from 'vitest'
import { safeReturnPath } from './return-path.rules'

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

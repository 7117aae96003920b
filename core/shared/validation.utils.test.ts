import { z } from 'zod'
import { expect, test } from 'vitest'
import { isUnsafeText, parseInput, unsafeTextFields } from './validation.utils'

test('NUL bytes and lone surrogates are unsafe; accents, emoji and newlines are not', () => {
  expect(isUnsafeText('a\u0000b')).toBe(true)
  expect(isUnsafeText('a\ud800b')).toBe(true)
  expect(isUnsafeText('\udc00')).toBe(true)
  expect(isUnsafeText('Ñandú 🏡\nlínea')).toBe(false)
})

test('the paths of unsafe strings anywhere in the input', () => {
  expect(unsafeTextFields({ a: 'ok', b: { c: ['x', 'y\u0000'] }, d: 3 })).toEqual(['b.c.1'])
  expect(unsafeTextFields('\ud800')).toEqual(['_'])
})

test('every service schema refuses unsafe text with a 422 on the field, before its own rules', () => {
  const schema = z.object({ name: z.string().min(2), note: z.string().optional() })
  expect(() => parseInput(schema, { name: 'Luz\u0000' })).toThrow(
    expect.objectContaining({ code: 'VALIDATION', fields: { name: [{ key: 'validation.invalid_characters' }] } }),
  )
  expect(parseInput(schema, { name: 'Luz' })).toEqual({ name: 'Luz' })
})

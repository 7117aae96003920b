import { expect, test } from 'vitest'
import { formatNit, isValidNit, nitCheckDigit } from './nit.rules'

test('check digits of known NITs (DIAN algorithm)', () => {
  expect(nitCheckDigit('890900608')).toBe(9) // Almacenes Éxito
  expect(nitCheckDigit('890903938')).toBe(8) // Bancolombia
  expect(nitCheckDigit('800197268')).toBe(4) // DIAN
  expect(nitCheckDigit('899999068')).toBe(1) // Ecopetrol
})

test('formats and validates', () => {
  expect(formatNit('890903938')).toBe('890.903.938-8')
  expect(isValidNit('890.903.938-8')).toBe(true)
  expect(isValidNit('8909039388')).toBe(true)
  expect(isValidNit('890.903.938-7')).toBe(false)
  expect(isValidNit('abc')).toBe(false)
})

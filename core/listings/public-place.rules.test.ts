import { expect, test } from 'vitest'
import { publicPlace } from './public-place.rules'

test('names the place from the barrio up, a department named like its city once, blanks left out', () => {
  expect(publicPlace(['Laureles', 'Medellín', 'Antioquia'])).toBe('Laureles, Medellín, Antioquia')
  expect(publicPlace([null, 'Bogotá', 'Bogotá, D.C.'])).toBe('Bogotá')
  expect(publicPlace([undefined, '', 'Cali', 'Valle del Cauca'])).toBe('Cali, Valle del Cauca')
})

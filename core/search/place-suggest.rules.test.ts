import { expect, test } from 'vitest'
import { bestMatch, foldText, indexPlace, suggest, type PlaceEntry } from './place-suggest.rules'

const place = (kind: PlaceEntry['kind'], id: number, name: string, within: string, listings: number) =>
  indexPlace({ kind, id, departmentId: 1, municipalityId: id, name, within, listings })

const places = [
  place('municipality', 1, 'Medellín', 'Antioquia', 900),
  place('municipality', 2, 'Envigado', 'Antioquia', 300),
  place('sector', 3, 'El Poblado', 'Medellín', 120),
  place('sector', 4, 'Poblado del Sur', 'Envigado', 0),
  place('municipality', 5, 'Itagüí', 'Antioquia', 80),
  place('sector', 6, 'Envigado Centro', 'Envigado', 5),
  place('municipality', 7, 'Medio San Juan', 'Chocó', 0),
]
const names = (q: string) => suggest(places, q, 8).map((p) => p.name)

test('folding ignores accents, case and punctuation', () => {
  expect(foldText('  Itagüí, D.C. ')).toBe('itagui d c')
  expect(foldText('BOGOTÁ')).toBe('bogota')
})

test('each typed word starts a word of the name or of the place around it', () => {
  expect(names('pobl')).toEqual(['El Poblado', 'Poblado del Sur'])
  expect(names('itagui')).toEqual(['Itagüí'])
  expect(names('poblado medellin')).toEqual(['El Poblado'])
  expect(names('xyz')).toEqual([])
  expect(names('  ')).toEqual([])
})

test('places with listings first; a name that starts with the words before one that only contains them', () => {
  // Envigado (the name starts so) before Envigado Centro (fewer listings) and its barrio Poblado del Sur (none).
  expect(names('envi')).toEqual(['Envigado', 'Envigado Centro', 'Poblado del Sur'])
  expect(names('med')).toEqual(['Medellín', 'El Poblado', 'Medio San Juan'])
  expect(suggest(places, 'e', 2)).toHaveLength(2)
})

test('words sent without a choice go to a place they name, never one only around them', () => {
  expect(bestMatch(places, 'envigado')?.name).toBe('Envigado')
  expect(bestMatch(places, 'poblado')?.name).toBe('El Poblado')
  expect(bestMatch(places, 'medio san')?.name).toBe('Medio San Juan')
  // A department is no municipality; words that name nothing are none.
  expect(bestMatch(places, 'antioquia')).toBeNull()
  expect(bestMatch(places, 'qqq')).toBeNull()
})

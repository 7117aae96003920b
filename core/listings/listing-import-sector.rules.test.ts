import { expect, test } from 'vitest'
import { matchSector, sectorIndex } from './listing-import-sector.rules'

const names = [
  'El Poblado',
  'Laureles',
  'Santa María No. 1',
  'Santa María No. 2',
  'Santa María La Nueva',
  'Altos de Niquía',
  'Niquía Bifamiliares',
  'El Carmelo II',
  'La Mina',
  'La Mota',
]
const index = sectorIndex(names.map((name, i) => ({ id: i + 1, name })))
const match = (name: string) => {
  const found = matchSector(name, index)
  return found.kind === 'none' ? 'none' : `${found.kind}: ${found.sector.name}`
}

test('the same name without accents, case or spacing is the catalogue’s barrio', () => {
  expect(match('el poblado')).toBe('exact: El Poblado')
  expect(match('  EL   POBLADO ')).toBe('exact: El Poblado')
  expect(match('santa maria no 1')).toBe('exact: Santa María No. 1')
})

test('common variants and a typo find the one closest barrio', () => {
  expect(match('Poblado')).toBe('close: El Poblado')
  expect(match('Barrio Laureles')).toBe('close: Laureles')
  expect(match('Sta. María 2')).toBe('close: Santa María No. 2')
  expect(match('El Carmelo 2')).toBe('close: El Carmelo II')
  expect(match('Laurels')).toBe('close: Laureles')
  expect(match('Pobaldo')).toBe('close: El Poblado')
})

test('a barrio the catalogue does not know, or several it might be, is not guessed', () => {
  expect(match('Aves María')).toBe('none')
  expect(match('Niquía')).toBe('none')
  expect(match('Santa María')).toBe('none')
  expect(match('La Mita')).toBe('none')
  expect(matchSector('Laureles', undefined)).toEqual({ kind: 'none' })
})

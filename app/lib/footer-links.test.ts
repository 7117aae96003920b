import { expect, test } from 'vitest'
import { decodeId, decodeOperation } from '#core/shared/ids.utils'
import { footerLinkGroups, shuffle } from './footer-links.server'

const places = [
  { id: 1, departmentId: 2, name: 'Medellín' },
  { id: 2, departmentId: 2, name: 'Envigado' },
  { id: 3, departmentId: 2, name: 'Sabaneta' },
  { id: 4, departmentId: 2, name: 'Bello' },
  { id: 5, departmentId: 2, name: 'La Estrella' },
  { id: 6, departmentId: 2, name: 'Itagüí' },
]
const types = [
  { id: 10, slug: 'apartment', plural: 'Apartamentos' },
  { id: 11, slug: 'house', plural: 'Casas' },
  { id: 12, slug: 'oficina', plural: 'Oficinas' },
]

test('the footer lists types for rent and sale, and apartments and houses in the 6 municipalities, with opaque ids', () => {
  const groups = footerLinkGroups('es-CO', places, types, 2)
  expect(groups.typesRent).toHaveLength(3)
  expect(groups.typesSale.map((l) => l.label).sort()).toEqual([
    'Apartamentos en venta',
    'Casas en venta',
    'Oficinas en venta',
  ])
  expect(groups.placesRent).toHaveLength(12)
  expect(groups.placesSale.map((l) => l.label)).toContain('Casas en venta en La Estrella')

  const link = groups.placesRent.find((l) => l.label === 'Apartamentos en arriendo en Envigado')!
  const url = new URL(link.href, 'http://x')
  expect(url.pathname).toBe('/properties/search')
  expect(decodeId('propertyType', url.searchParams.get('property_types'))).toBe(10)
  expect(decodeOperation(url.searchParams.get('operation_type_id'))).toBe('rent')
  expect(decodeId('department', url.searchParams.get('department_id'))).toBe(2)
  expect(decodeId('municipality', url.searchParams.get('municipality_id'))).toBe(2)
  expect(link.href).not.toMatch(/=\d+(&|$)/)
})

test('labels follow the page language and the order is shuffled', () => {
  const english = types.map((t) => ({ ...t, plural: t.slug === 'house' ? 'Houses' : t.plural }))
  expect(footerLinkGroups('en', places, english, 2).placesSale.map((l) => l.label)).toContain(
    'Houses for sale in Bello',
  )
  const items = Array.from({ length: 20 }, (_, i) => i)
  let seed = 7
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
  const shuffled = shuffle(items, random)
  expect(shuffled).not.toEqual(items)
  expect([...shuffled].sort((a, b) => a - b)).toEqual(items)
})

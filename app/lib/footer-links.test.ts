import { expect, test } from 'vitest'
import { footerLinkGroups, shuffle } from './footer-links.server'

const places = [
  { id: 1, departmentId: 2, name: 'Medellín', slug: 'medellin' },
  { id: 2, departmentId: 2, name: 'Envigado', slug: 'envigado' },
  { id: 3, departmentId: 2, name: 'Sabaneta', slug: 'sabaneta' },
  { id: 4, departmentId: 2, name: 'Bello', slug: 'bello' },
  { id: 5, departmentId: 2, name: 'La Estrella', slug: 'la-estrella' },
  { id: 6, departmentId: 2, name: 'Itagüí', slug: 'itagui' },
]
const types = [
  { id: 10, slug: 'apartment', plural: 'Apartamentos' },
  { id: 11, slug: 'house', plural: 'Casas' },
  { id: 12, slug: 'office', plural: 'Oficinas' },
]

test('the footer lists types for rent and sale, and apartments and houses in the 6 municipalities, to their landing addresses', () => {
  const groups = footerLinkGroups('es-CO', places, types)
  expect(groups.typesRent).toHaveLength(3)
  expect(groups.typesSale.map((l) => l.label).sort()).toEqual([
    'Apartamentos en venta',
    'Casas en venta',
    'Oficinas en venta',
  ])
  expect(groups.placesRent).toHaveLength(12)
  expect(groups.placesSale.map((l) => l.label)).toContain('Casas en venta en La Estrella')

  // Each goes to its landing address (ADR 0021), in the page's language.
  const link = groups.placesRent.find((l) => l.label === 'Apartamentos en arriendo en Envigado')!
  expect(link.href).toBe('/arriendo/apartamentos/envigado')
  expect(groups.typesSale.find((l) => l.label === 'Oficinas en venta')!.href).toBe('/venta/oficinas')
  const english = footerLinkGroups('en', places, types)
  expect(english.placesSale.map((l) => l.href)).toContain('/en/sale/houses/la-estrella')
})

test('labels follow the page language and the order is shuffled', () => {
  const english = types.map((t) => ({ ...t, plural: t.slug === 'house' ? 'Houses' : t.plural }))
  expect(footerLinkGroups('en', places, english).placesSale.map((l) => l.label)).toContain('Houses for sale in Bello')
  const items = Array.from({ length: 20 }, (_, i) => i)
  let seed = 7
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
  const shuffled = shuffle(items, random)
  expect(shuffled).not.toEqual(items)
  expect([...shuffled].sort((a, b) => a - b)).toEqual(items)
})

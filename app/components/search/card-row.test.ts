/** The result card survives its trip through the page's data as a tuple, field for field. */
import { expect, test } from 'vitest'
import type { SearchResult } from '#core/search'
import { packCard, unpackCard } from './card-row'

const result: SearchResult = {
  id: 'uHzFBjpN',
  code: 'WI-1',
  title: 'Apartamento en arriendo en Laureles',
  path: '/property/apartamento-en-arriendo-en-laureles/medellin/laureles/uHzFBjpN/ot/K3npKHxB',
  operation: 'rent',
  price: 2_500_000,
  adminPrice: 320_000,
  monthlyTotal: 2_820_000,
  pricePerM2: null,
  buildArea: 78,
  lotArea: null,
  stratum: 4,
  bedrooms: 3,
  bathrooms: 2,
  parking: null,
  typeId: 'avwLAUcO',
  typeName: 'Apartamento',
  municipalityId: 'diqUpVcv',
  municipalityName: 'Medellín',
  sectorName: 'Laureles',
  agency: { id: 'a1b2c3d4', name: 'Inmobiliaria Norte', logo: '/media/agencies/norte/logo.png', path: '/realstate/x' },
  photo: { src: '/media/p-800.webp', srcset: '/media/p-480.webp 480w, /media/p-800.webp 800w' },
  publishedAt: '2026-11-01T00:00:00.000Z',
  agencyCount: 2,
  publisher: { kind: 'agency', verified: false, phone_confirmed: false },
}

test('a packed card unpacks to what the card shows', () => {
  expect(unpackCard(packCard(result))).toEqual({
    id: 'uHzFBjpN',
    title: 'Apartamento en arriendo en Laureles',
    path: result.path,
    operation: 'rent',
    price: 2_500_000,
    adminPrice: 320_000,
    monthlyTotal: 2_820_000,
    pricePerM2: null,
    buildArea: 78,
    stratum: 4,
    bedrooms: 3,
    bathrooms: 2,
    parking: null,
    typeName: 'Apartamento',
    place: 'Laureles, Medellín',
    agencyName: 'Inmobiliaria Norte',
    agencyLogo: '/media/agencies/norte/logo.png',
    agencyCount: 2,
    byOwner: false,
    verified: false,
    phoneConfirmed: false,
    photo: result.photo,
  })
})

test('an owner’s listing is packed as such', () => {
  const owner = { ...result, publisher: { kind: 'owner' as const, verified: false, phone_confirmed: true } }
  expect(unpackCard(packCard(owner))).toMatchObject({ byOwner: true, verified: false, phoneConfirmed: true })
})

test('without barrio, photo or logo', () => {
  const card = unpackCard(
    packCard({ ...result, sectorName: null, photo: null, agency: { ...result.agency, logo: null } }),
  )
  expect(card).toMatchObject({ place: 'Medellín', photo: null, agencyLogo: null })
})

test('a srcset that follows its src travels as its widths, and comes back whole', () => {
  const packed = packCard(result)
  expect(packed).toContain('480 800')
  expect(unpackCard(packed).photo).toEqual(result.photo)
})

test('a srcset of other files travels whole', () => {
  const photo = {
    src: 'https://cdn.example/p-800.webp',
    srcset: 'https://cdn.example/p-800.webp 800w, https://cdn.example/q-1200.webp 1200w',
  }
  const packed = packCard({ ...result, photo })
  expect(packed).toContain(photo.srcset)
  expect(unpackCard(packed).photo).toEqual(photo)
})

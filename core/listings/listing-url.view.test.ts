import { expect, test } from 'vitest'
import { decodeId, decodeOperation, encodeId, encodeOperation } from '#core/shared/ids.utils'
import { listingPath, micrositePath, parseListingPath, photoSources, srcSet } from './listing-url.view'

const listing = {
  id: 42,
  title: 'Apartamento con balcón en El Poblado',
  municipalityName: 'Medellín',
  sectorName: 'El Poblado',
  businessType: 'sale_rent' as const,
}

test('the canonical path has the specification shape with opaque ids', () => {
  const path = listingPath(listing, 'sale')
  const [, , title, municipality, sector, id, ot, op] = path.split('/')
  expect([title, municipality, sector, ot]).toEqual([
    'apartamento-con-balcon-en-el-poblado',
    'medellin',
    'el-poblado',
    'ot',
  ])
  expect(decodeId('property', id)).toBe(42)
  expect(decodeOperation(op)).toBe('sale')
  expect(listingPath(listing)).toContain(`/ot/${encodeOperation('rent')}`)
})

test('the ids are read around "ot" whatever the slugs; a bare id is accepted', () => {
  const id = encodeId('property', 42)
  const op = encodeOperation('rent')
  expect(parseListingPath(`titulo/medellin/laureles/${id}/ot/${op}`)).toEqual({ propertyId: id, otId: op })
  expect(parseListingPath(`viejo-titulo/${id}/ot/${op}`)).toEqual({ propertyId: id, otId: op })
  expect(parseListingPath(`ot/ot/ot/${id}/ot/${op}`)).toEqual({ propertyId: id, otId: op })
  expect(parseListingPath(`${id}/ot`)).toEqual({ propertyId: id, otId: null })
  expect(parseListingPath(id)).toEqual({ propertyId: id, otId: null })
  expect(parseListingPath('')).toEqual({ propertyId: null, otId: null })
})

test('photo renditions give a srcset; the microsite path has an opaque agency id', () => {
  const sources = photoSources('listings/1/abc', '1200,480,800')
  expect(sources.map((s) => s.width)).toEqual([480, 800, 1200])
  expect(srcSet(sources)).toBe(
    '/media/listings/1/abc-480.webp 480w, /media/listings/1/abc-800.webp 800w, /media/listings/1/abc-1200.webp 1200w',
  )
  expect(micrositePath({ id: 3, slug: 'inmobiliaria-andina', name: 'Inmobiliaria Andina' })).toBe(
    `/realstate/${encodeId('customer', 3)}/inmobiliaria-andina`,
  )
})

import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '#db/client'
import { seedReferenceData } from '../../tests/factories/listings'
import { createTestDb } from '../../tests/setup/test-db'
import { listFeatures, listPropertyTypes } from '#core/catalog/catalog.queries'
import {
  findMunicipalityBySlug,
  getMunicipality,
  listDepartments,
  listFeaturedMunicipalities,
  listMunicipalities,
  listSectors,
} from './places.queries'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDb()
  await seedReferenceData(handle.db)
})
afterAll(() => handle.close())

describe('places', () => {
  test('all 33 departments and 1,122 municipalities, with the names visitors use', async () => {
    const departments = await listDepartments(handle.db)
    expect(departments).toHaveLength(33)
    const bogotaDept = departments.find((d) => d.code === '11')!
    expect(bogotaDept).toMatchObject({ name: 'Bogotá, D.C.', displayName: 'Bogotá', slug: 'bogota' })

    const all = await listMunicipalities(handle.db)
    expect(all).toHaveLength(1122)
    const byCode = new Map(all.map((m) => [m.code, m]))
    expect(byCode.get('76001')).toMatchObject({
      name: 'Santiago de Cali',
      displayName: 'Cali',
      slug: 'cali',
      departmentName: 'Valle del Cauca',
    })
    expect(byCode.get('13001')).toMatchObject({ name: 'Cartagena de Indias', displayName: 'Cartagena' })
    expect(byCode.get('11001')).toMatchObject({ name: 'Bogotá, D.C.', displayName: 'Bogotá', departmentName: 'Bogotá' })
    expect(byCode.get('88001')).toMatchObject({ displayName: 'San Andrés' })
    expect(byCode.get('05001')).toMatchObject({ displayName: 'Medellín', slug: 'medellin' })
  })

  test('municipalities of one department, ordered without accents getting in the way', async () => {
    const antioquia = (await listDepartments(handle.db)).find((d) => d.code === '05')!
    const list = await listMunicipalities(handle.db, { departmentId: antioquia.id })
    expect(list).toHaveLength(125)
    expect(list.every((m) => m.departmentId === antioquia.id)).toBe(true)
    const names = list.map((m) => m.displayName)
    expect(names.indexOf('Abriaquí')).toBeLessThan(names.indexOf('Angelópolis'))
    expect(names.indexOf('Abejorral')).toBeLessThan(names.indexOf('Itagüí'))
  })

  test('the 8 home tiles in order', async () => {
    const featured = await listFeaturedMunicipalities(handle.db)
    expect(featured.map((m) => m.displayName)).toEqual([
      'Envigado',
      'Bello',
      'Itagüí',
      'Medellín',
      'Bogotá',
      'Cartagena',
      'Cali',
      'Barranquilla',
    ])
  })

  test('get, find by slug and sectors with slugs unique per municipality', async () => {
    const medellin = await findMunicipalityBySlug(handle.db, 'medellin')
    expect(medellin?.code).toBe('05001')
    expect(await findMunicipalityBySlug(handle.db, 'no-existe')).toBeNull()
    await expect(getMunicipality(handle.db, 999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await getMunicipality(handle.db, medellin!.id)).name).toBe('Medellín')

    const sectors = await listSectors(handle.db, medellin!.id)
    expect(sectors).toHaveLength(317)
    expect(new Set(sectors.map((s) => s.slug)).size).toBe(317)
    expect(sectors.find((s) => s.slug === 'la-florida')?.comuna).toBe('14 - El Poblado')
    expect(sectors.find((s) => s.slug === 'la-florida-san-antonio-de-prado')?.kind).toBe('vereda')
    expect(sectors.find((s) => s.name === 'Lalinde')?.comuna).toBe('14 - El Poblado')
  })

  test('seeding again changes nothing', async () => {
    const before = await listSectors(handle.db, (await findMunicipalityBySlug(handle.db, 'envigado'))!.id)
    await seedReferenceData(handle.db)
    const after = await listSectors(handle.db, (await findMunicipalityBySlug(handle.db, 'envigado'))!.id)
    expect(after).toEqual(before)
    expect(await listMunicipalities(handle.db)).toHaveLength(1122)
  })
})

describe('catalogue', () => {
  test('the 10 property types with Spanish names, and the features', async () => {
    const types = await listPropertyTypes(handle.db)
    expect(types.map((t) => t.nameEs)).toEqual([
      'Apartamento',
      'Casa',
      'Casa comercial',
      'Oficina',
      'Bodega',
      'Lote',
      'Finca',
      'Apartaestudio',
      'Consultorio',
      'Local',
    ])
    const features = await listFeatures(handle.db)
    expect(features.length).toBeGreaterThanOrEqual(30)
    expect(features.map((f) => f.nameEs)).toEqual(
      expect.arrayContaining(['Ascensor', 'Piscina', 'Gimnasio', 'Portería 24 h', 'Balcón', 'Parqueadero cubierto']),
    )
  })
})

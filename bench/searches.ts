/**
 * The benchmark's search mix: what visitors of a Medellín-centred portal search most
 * (apartments for rent or sale in the Valle de Aburrá, a budget, bedrooms, a barrio, a few
 * words), as query strings with the opaque ids of the database being measured.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { features, municipalities, propertyTypes, sectors } from '#db/schema'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'

export interface NamedSearch {
  name: string
  query: string
}

export async function buildSearches(db: Executor): Promise<NamedSearch[]> {
  const munRows = await db
    .select({ id: municipalities.id, code: municipalities.code, departmentId: municipalities.departmentId })
    .from(municipalities)
    .where(inArray(municipalities.code, ['05001', '05266', '05631', '05360', '05088', '05380', '11001', '76001']))
  const mun = (code: string) => {
    const m = munRows.find((r) => r.code === code)
    if (!m) throw new Error(`municipality ${code} missing: seed the reference data`)
    return { municipality_id: encodeId('municipality', m.id), department_id: encodeId('department', m.departmentId) }
  }
  const typeRows = await db.select({ id: propertyTypes.id, slug: propertyTypes.slug }).from(propertyTypes)
  const type = (slug: string) => encodeId('propertyType', typeRows.find((t) => t.slug === slug)!.id)
  const featureRows = await db.select({ id: features.id, slug: features.slug }).from(features)
  const feature = (slug: string) => encodeId('feature', featureRows.find((f) => f.slug === slug)!.id)
  const medellin = munRows.find((r) => r.code === '05001')!
  const [poblado] = await db
    .select({ id: sectors.id })
    .from(sectors)
    .where(and(eq(sectors.municipalityId, medellin.id), eq(sectors.slug, 'el-poblado')))
  const [laureles] = await db
    .select({ id: sectors.id })
    .from(sectors)
    .where(and(eq(sectors.municipalityId, medellin.id), eq(sectors.slug, 'laureles')))
  const rent = encodeOperation('rent')
  const sale = encodeOperation('sale')
  const apt = type('apartment')

  const list: Array<[string, Record<string, string | string[]>]> = [
    ['Apartamentos en arriendo en Medellín', { property_types: apt, operation_type_id: rent, ...mun('05001') }],
    [
      '3 habitaciones en arriendo en Envigado hasta $3.000.000',
      { property_types: apt, operation_type_id: rent, ...mun('05266'), bedrooms: '3', price_max: '3000000' },
    ],
    [
      'Apartamentos en venta en Medellín, menor precio',
      { property_types: apt, operation_type_id: sale, ...mun('05001'), sort: 'price_asc' },
    ],
    ['Casas en venta en Envigado', { property_types: type('house'), operation_type_id: sale, ...mun('05266') }],
    ['Arriendos en Sabaneta, más recientes', { operation_type_id: rent, ...mun('05631'), sort: 'newest' }],
    [
      'Apartamentos en arriendo en El Poblado',
      { property_types: apt, operation_type_id: rent, ...mun('05001'), sector_id: encodeId('sector', poblado.id) },
    ],
    [
      'Arriendo en Medellín estrato 4 y 5',
      { property_types: apt, operation_type_id: rent, ...mun('05001'), stratum: ['4', '5'] },
    ],
    ['Texto: poblado balcon', { q: 'poblado balcon' }],
    ['Texto: apartamento laureles arriendo', { q: 'apartamento laureles', operation_type_id: rent }],
    [
      'Arriendo en Itagüí hasta $2.000.000, menor precio',
      { operation_type_id: rent, ...mun('05360'), price_max: '2000000', sort: 'price_asc' },
    ],
    [
      'Apartamentos en venta en Bello, página 2',
      { property_types: apt, operation_type_id: sale, ...mun('05088'), page: '2' },
    ],
    ['Arriendos en Antioquia', { operation_type_id: rent, department_id: mun('05001').department_id }],
    ['Oficinas en arriendo en Medellín', { property_types: type('office'), operation_type_id: rent, ...mun('05001') }],
    [
      'Locales en arriendo en Medellín',
      { property_types: type('local-shop'), operation_type_id: rent, ...mun('05001') },
    ],
    [
      'Apartamentos con piscina en arriendo en Medellín',
      { property_types: apt, operation_type_id: rent, ...mun('05001'), features: feature('pool') },
    ],
    [
      'Arriendo en Medellín, menor total mensual',
      { property_types: apt, operation_type_id: rent, ...mun('05001'), sort: 'monthly_total_asc' },
    ],
    [
      'Venta en Envigado, menor precio por m²',
      { property_types: apt, operation_type_id: sale, ...mun('05266'), sort: 'price_m2_asc' },
    ],
    [
      'Apartaestudios hasta 50 m² en Medellín',
      { property_types: type('studio'), operation_type_id: rent, ...mun('05001'), area_max: '50' },
    ],
    ['Todos los inmuebles', {}],
    [
      'Venta en Medellín $300–600 M, 3 hab., 2 baños',
      {
        property_types: apt,
        operation_type_id: sale,
        ...mun('05001'),
        price_min: '300000000',
        price_max: '600000000',
        bedrooms: '3',
        bathrooms: '2',
      },
    ],
    ['Casas en arriendo en La Estrella', { property_types: type('house'), operation_type_id: rent, ...mun('05380') }],
    [
      'Arriendo en Medellín, mayor precio, página 3',
      { property_types: apt, operation_type_id: rent, ...mun('05001'), sort: 'price_desc', page: '3' },
    ],
    ['Apartamentos en arriendo en Bogotá', { property_types: apt, operation_type_id: rent, ...mun('11001') }],
    ['Arriendos en Cali con parqueadero', { operation_type_id: rent, ...mun('76001'), parking: '1' }],
    ['Laureles en venta', { operation_type_id: sale, ...mun('05001'), sector_id: encodeId('sector', laureles.id) }],
  ]
  return list.map(([name, params]) => {
    const query = new URLSearchParams()
    for (const [key, value] of Object.entries(params)) for (const v of [value].flat()) query.append(key, v)
    return { name, query: query.toString() }
  })
}

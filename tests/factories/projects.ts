/** Builders and new-homes project bodies for the tests of core/projects and its API. */
import type { Executor } from '#db/client'
import { projectPhotos } from '#db/schema'
import { encodeId } from '#core/shared/ids.utils'
import { featureId, municipalityId, sectorId } from './catalog'
import { departmentId, insertCustomer, type CustomerInput } from './listings'

/** An agency record of kind builder (constructora). */
export function insertBuilder(db: Executor, overrides: CustomerInput = {}) {
  return insertCustomer(db, { name: `Constructora Prueba ${Date.now().toString(36)}`, ...overrides, kind: 'builder' })
}

/** Gallery photo rows for a project (no files: enough for the publish rule and the views). */
export async function insertProjectPhotos(db: Executor, projectId: number, count = 1) {
  await db.insert(projectPhotos).values(
    Array.from({ length: count }, (_, i) => ({
      projectId,
      position: i,
      storageKey: `test/project-${projectId}-${i}`,
      width: 1200,
      height: 800,
    })),
  )
}

/** A complete POST /api/admin/projects body in Laureles, Medellín, with two unit types (publishable as is). */
export async function projectBody(db: Executor, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Torres de Laureles',
    description: 'Apartamentos sobre planos a dos cuadras de la 70.',
    department_id: encodeId('department', await departmentId(db, '05')),
    municipality_id: encodeId('municipality', await municipalityId(db, '05001')),
    sector_id: encodeId('sector', await sectorId(db, '05001', 'laureles')),
    stage: 'sobre_planos',
    delivery_year: 2028,
    delivery_month: 6,
    stratum: 4,
    vis: false,
    vip: false,
    lat: 6.2452,
    lon: -75.5936,
    sales_room: { address: 'Carrera 76 # 33-20', hours: 'Lunes a sábado, 9 a. m. a 6 p. m.', phone: '6044441234' },
    amenity_ids: [encodeId('feature', await featureId(db, 'pool')), encodeId('feature', await featureId(db, 'gym'))],
    unit_types: [
      {
        name: 'Tipo A',
        built_area: 58,
        private_area: 54,
        bedrooms: 2,
        bathrooms: 2,
        parking: 1,
        price_from: 320_000_000,
        units_available: 12,
      },
      {
        name: 'Tipo B',
        built_area: 84,
        private_area: 78,
        bedrooms: 3,
        bathrooms: 2,
        parking: 1,
        price_from: 450_000_000,
        units_available: 6,
      },
    ],
    ...overrides,
  }
}

/** A caller of the JSON API as one signed-in user (`token`): the answer's `data`, or an error naming the call. */
export function apiCaller(
  request: (url: string, init: RequestInit) => Response | Promise<Response>,
  token: () => string,
) {
  return async (method: string, path: string, body?: unknown) => {
    const res = await request(`http://localhost/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await res.json()) as { data: { id: string } }
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
    return json.data
  }
}

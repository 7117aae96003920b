/**
 * Colombia's places as /api/places/* and /api/search/municipalities answer them (OpenAPI
 * `Department`, `Municipality`, `Sector`, `MunicipalityOption`): opaque ids, the name visitors
 * use beside the official DANE one.
 */
import { z } from 'zod'
import { encodeId, OpaqueIdSchema as Id } from '#core/shared'
import type { Department, Municipality, Sector } from './places.queries'

export const DepartmentSchema = z
  .object({
    id: Id,
    name: z.string().meta({ example: 'Antioquia' }),
    official_name: z.string().meta({ example: 'Antioquia' }),
    code: z.string().meta({ description: 'DANE code', example: '05' }),
    slug: z.string(),
  })
  .meta({ id: 'Department' })

export const MunicipalitySchema = z
  .object({
    id: Id,
    name: z.string().meta({ example: 'Medellín' }),
    official_name: z.string().meta({ example: 'Medellín' }),
    code: z.string().meta({ description: 'DANE (DIVIPOLA) code', example: '05001' }),
    slug: z.string(),
    department_id: Id,
    department_name: z.string(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
  })
  .meta({ id: 'Municipality' })

export const SectorSchema = z
  .object({
    id: Id,
    name: z.string().meta({ example: 'El Poblado' }),
    slug: z.string(),
    comuna: z.string().nullable(),
    kind: z.string().meta({ description: 'barrio, vereda, …' }),
    code: z.string().nullable(),
    municipality_id: Id,
    lat: z.number().nullable(),
    lon: z.number().nullable(),
  })
  .meta({ id: 'Sector' })

export const MunicipalityOptionSchema = z
  .object({
    id: Id,
    name: z.string().meta({ description: 'The name visitors use', example: 'Envigado' }),
  })
  .meta({ id: 'MunicipalityOption' })

/** The id and names of a department or municipality: the name visitors use and the official DANE one. */
const placeNames = (
  kind: 'department' | 'municipality',
  p: { id: number; displayName: string; name: string; code: string; slug: string },
) => ({ id: encodeId(kind, p.id), name: p.displayName, official_name: p.name, code: p.code, slug: p.slug })

export function departmentAnswer(d: Department): z.output<typeof DepartmentSchema> {
  return placeNames('department', d)
}

export function municipalityAnswer(m: Municipality): z.output<typeof MunicipalitySchema> {
  return {
    ...placeNames('municipality', m),
    department_id: encodeId('department', m.departmentId),
    department_name: m.departmentName,
    lat: m.lat,
    lon: m.lon,
  }
}

export function sectorAnswer(s: Sector): z.output<typeof SectorSchema> {
  return {
    id: encodeId('sector', s.id),
    name: s.name,
    slug: s.slug,
    comuna: s.comuna,
    kind: s.kind,
    code: s.code,
    municipality_id: encodeId('municipality', s.municipalityId),
    lat: s.lat,
    lon: s.lon,
  }
}

export function municipalityOptionAnswer(m: Municipality): z.output<typeof MunicipalityOptionSchema> {
  return { id: encodeId('municipality', m.id), name: m.displayName }
}

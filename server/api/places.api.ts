/**
 * GET /api/places/departments, /places/municipalities?department_id=, /places/sectors?municipality_id=:
 * Colombia's places with opaque ids, the names visitors use, official DANE names and codes.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { listDepartments, listMunicipalities, listSectors } from '#core/places'
import { MAX_PLACE_QUERY_LENGTH, MIN_PLACE_QUERY_LENGTH, suggestPlaces } from '#core/search'
import { encodeId, parseInput, runtime } from '#core/shared'
import { anonymousContext } from '#web/context'
import { apiLocale } from '#web/api'
import { fieldId } from '#web/ids'
import { cacheCatalogue } from './catalogue-http'
import { ErrorSchema, OpaqueId } from './schemas'
import { createRouter } from './router'

const DepartmentSchema = z
  .object({
    id: OpaqueId,
    name: z.string().openapi({ example: 'Antioquia' }),
    official_name: z.string().openapi({ example: 'Antioquia' }),
    code: z.string().openapi({ description: 'DANE code', example: '05' }),
    slug: z.string(),
  })
  .openapi('Department')

const MunicipalitySchema = z
  .object({
    id: OpaqueId,
    name: z.string().openapi({ example: 'Medellín' }),
    official_name: z.string().openapi({ example: 'Medellín' }),
    code: z.string().openapi({ description: 'DANE (DIVIPOLA) code', example: '05001' }),
    slug: z.string(),
    department_id: OpaqueId,
    department_name: z.string(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
  })
  .openapi('Municipality')

const SectorSchema = z
  .object({
    id: OpaqueId,
    name: z.string().openapi({ example: 'El Poblado' }),
    slug: z.string(),
    comuna: z.string().nullable(),
    kind: z.string().openapi({ description: 'barrio, vereda, …' }),
    code: z.string().nullable(),
    municipality_id: OpaqueId,
    lat: z.number().nullable(),
    lon: z.number().nullable(),
  })
  .openapi('Sector')

const SuggestionSchema = z
  .object({
    kind: z.enum(['municipality', 'sector']),
    name: z.string().openapi({ example: 'El Poblado' }),
    within: z.string().openapi({ description: 'Its municipality (a barrio) or department', example: 'Medellín' }),
    department_id: OpaqueId,
    municipality_id: OpaqueId,
    sector_id: OpaqueId.nullable(),
    listings: z.number().openapi({ description: 'Published listings there' }),
    search_path: z.string().openapi({ example: '/properties/search?department_id=…&municipality_id=…&sector_id=…' }),
  })
  .openapi('PlaceSuggestion')

const SuggestQuery = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_PLACE_QUERY_LENGTH, 'validation.invalid')
    .openapi({
      description: `A municipality or barrio as typed; fewer than ${MIN_PLACE_QUERY_LENGTH} letters find nothing`,
    }),
})

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) })
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})
const invalid = json(ErrorSchema, 'A malformed id (field errors)')

/** The id and names of a department or municipality: the name visitors use and the official DANE one. */
const placeNames = (
  kind: 'department' | 'municipality',
  p: { id: number; displayName: string; name: string; code: string; slug: string },
) => ({ id: encodeId(kind, p.id), name: p.displayName, official_name: p.name, code: p.code, slug: p.slug })

export const placesApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/places/departments',
      tags: ['places'],
      summary: "Colombia's 33 departments (32 and Bogotá D.C.)",
      responses: { 200: json(list(DepartmentSchema), 'Departments by name') },
    }),
    async (c) => {
      const rows = await listDepartments(runtime().db)
      cacheCatalogue(c)
      return c.json(
        {
          data: rows.map((d) => placeNames('department', d)),
        },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/places/municipalities',
      tags: ['places'],
      summary: 'Municipalities, of one department when department_id is given',
      request: { query: z.object({ department_id: OpaqueId.optional() }) },
      responses: {
        200: json(list(MunicipalitySchema), 'Municipalities by name (empty for an unknown department)'),
        422: invalid,
      },
    }),
    async (c) => {
      const { department_id } = c.req.valid('query')
      const departmentId =
        department_id === undefined ? undefined : fieldId('department', 'department_id', department_id)
      const rows = await listMunicipalities(runtime().db, { departmentId })
      cacheCatalogue(c)
      return c.json(
        {
          data: rows.map((m) => ({
            ...placeNames('municipality', m),
            department_id: encodeId('department', m.departmentId),
            department_name: m.departmentName,
            lat: m.lat,
            lon: m.lon,
          })),
        },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/places/sectors',
      tags: ['places'],
      summary: 'Barrios, veredas and corregimientos of a municipality',
      request: { query: z.object({ municipality_id: OpaqueId }) },
      responses: { 200: json(list(SectorSchema), 'Sectors by name (empty where none are known)'), 422: invalid },
    }),
    async (c) => {
      const municipalityId = fieldId('municipality', 'municipality_id', c.req.valid('query').municipality_id)
      const rows = await listSectors(runtime().db, municipalityId)
      cacheCatalogue(c)
      return c.json(
        {
          data: rows.map((s) => ({
            id: encodeId('sector', s.id),
            name: s.name,
            slug: s.slug,
            comuna: s.comuna,
            kind: s.kind,
            code: s.code,
            municipality_id: encodeId('municipality', s.municipalityId),
            lat: s.lat,
            lon: s.lon,
          })),
        },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/places/suggest',
      tags: ['places'],
      summary: 'Municipalities and barrios whose names start the words typed (the home search box)',
      request: { query: z.object({ q: z.string().optional() }) },
      responses: {
        200: json(list(SuggestionSchema), 'Up to 8 places, those with listings first'),
        422: json(ErrorSchema, 'A query longer than 60 characters'),
      },
    }),
    async (c) => {
      const { q } = parseInput(SuggestQuery, { q: c.req.query('q') ?? '' })
      const found = q.length < MIN_PLACE_QUERY_LENGTH ? [] : await suggestPlaces(anonymousContext(apiLocale(c)), q)
      c.header('cache-control', 'public, max-age=300')
      return c.json(
        {
          data: found.map((p) => {
            const search = new URLSearchParams({
              department_id: encodeId('department', p.departmentId),
              municipality_id: encodeId('municipality', p.municipalityId),
            })
            if (p.kind === 'sector') search.set('sector_id', encodeId('sector', p.id))
            return {
              kind: p.kind,
              name: p.name,
              within: p.within,
              department_id: encodeId('department', p.departmentId),
              municipality_id: encodeId('municipality', p.municipalityId),
              sector_id: p.kind === 'sector' ? encodeId('sector', p.id) : null,
              listings: p.listings,
              search_path: `/properties/search?${search}`,
            }
          }),
        },
        200,
      )
    },
  )

/**
 * GET /api/places/departments, /places/municipalities?department_id=, /places/sectors?municipality_id=:
 * Colombia's places with opaque ids, the names visitors use, official DANE names and codes.
 */
import { createRoute, z } from '@hono/zod-openapi'
import {
  DepartmentSchema,
  departmentAnswer,
  listDepartments,
  listMunicipalities,
  listSectors,
  MunicipalitySchema,
  municipalityAnswer,
  SectorSchema,
  sectorAnswer,
} from '#core/places'
import {
  MAX_PLACE_QUERY_LENGTH,
  MIN_PLACE_QUERY_LENGTH,
  PlaceSuggestionSchema,
  placeSuggestionAnswer,
  suggestPlaces,
} from '#core/search'
import { parseInput, runtime } from '#core/shared'
import { anonymousContext } from '#web/context'
import { apiLocale } from '#web/api'
import { fieldId } from '#web/ids'
import { cacheCatalogue } from './catalogue-http'
import { OpaqueId, failure, jsonAnswer as json, listOf as list } from './schemas'
import { createRouter } from './router'

const SuggestQuery = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_PLACE_QUERY_LENGTH, 'validation.invalid')
    .openapi({
      description: `A municipality or barrio as typed; fewer than ${MIN_PLACE_QUERY_LENGTH} letters find nothing`,
    }),
})

const invalid = failure('A malformed id (field errors)')

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
      return c.json({ data: rows.map(departmentAnswer) }, 200)
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
      return c.json({ data: rows.map(municipalityAnswer) }, 200)
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
      return c.json({ data: rows.map(sectorAnswer) }, 200)
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
        200: json(list(PlaceSuggestionSchema), 'Up to 8 places, those with listings first'),
        422: failure('A query longer than 60 characters'),
      },
    }),
    async (c) => {
      const { q } = parseInput(SuggestQuery, { q: c.req.query('q') ?? '' })
      const found = q.length < MIN_PLACE_QUERY_LENGTH ? [] : await suggestPlaces(anonymousContext(apiLocale(c)), q)
      c.header('cache-control', 'public, max-age=300')
      return c.json({ data: found.map(placeSuggestionAnswer) }, 200)
    },
  )

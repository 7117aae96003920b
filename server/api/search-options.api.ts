/**
 * GET /api/search/municipalities?department_id= or ?municipality_id=: the municipalities the
 * search form lists, those of a department or those of a municipality's department (a search
 * by municipality alone still offers its neighbours), as `{ id, name }`, featured cities
 * first. The search page fetches them once its scripts run instead of writing them into
 * every page; without JavaScript it renders them itself (?more=municipalities).
 */
import { createRoute, z } from '@hono/zod-openapi'
import { listMunicipalities, MunicipalityOptionSchema, municipalityOptionAnswer, type Municipality } from '#core/places'
import { runtime, validationError } from '#core/shared'
import { fieldId } from '#web/ids'
import { cacheCatalogue } from './catalogue-http'
import { OpaqueId, failure, jsonAnswer, listOf } from './schemas'
import { createRouter } from './router'

export const searchOptionsApi = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/search/municipalities',
    tags: ['search'],
    summary: "The municipalities the search form lists: a department's, or a municipality's and its neighbours'",
    description: 'Give department_id or municipality_id. Featured cities first, then by name.',
    request: {
      query: z.object({
        department_id: OpaqueId.optional(),
        municipality_id: OpaqueId.optional().openapi({ description: 'Used when department_id is not given' }),
      }),
    },
    responses: {
      200: jsonAnswer(
        listOf(MunicipalityOptionSchema),
        'Municipalities (empty for an unknown department or municipality)',
      ),
      422: failure('Neither id given, or a malformed one (field errors)'),
    },
  }),
  async (c) => {
    const query = c.req.valid('query')
    const { db } = runtime()
    let rows: Municipality[]
    if (query.department_id !== undefined) {
      const departmentId = fieldId('department', 'department_id', query.department_id)
      rows = await listMunicipalities(db, { departmentId })
    } else if (query.municipality_id !== undefined) {
      const municipalityId = fieldId('municipality', 'municipality_id', query.municipality_id)
      const all = await listMunicipalities(db)
      const departmentId = all.find((m) => m.id === municipalityId)?.departmentId
      rows = all.filter((m) => m.departmentId === departmentId)
    } else throw validationError({ department_id: [{ key: 'validation.required' }] })
    // Listed by slug; the featured cities move to the top (a stable sort keeps the rest by name).
    const rank = (m: Municipality) => m.featuredRank ?? Number.MAX_SAFE_INTEGER
    rows.sort((a, b) => rank(a) - rank(b))
    cacheCatalogue(c)
    return c.json({ data: rows.map(municipalityOptionAnswer) }, 200)
  },
)

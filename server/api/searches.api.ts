/** Saved searches: /wiauth/searches (list, create) and /wiauth/searches/{id} (rename, frequency, delete). Sign-in required. */
import { createRoute } from '@hono/zod-openapi'
import { translate } from '#i18n'
import {
  CreateSearchSchema,
  UpdateSearchSchema,
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
  SavedSearchSchema,
  savedSearchAnswer,
} from '#core/visitor'
import { signedInApiContext } from '#web/api'
import { IdParam, MsgSchema, dataWithMsg, failure, jsonAnswer, listOf } from './schemas'
import { createRouter } from './router'

const tags = ['searches']
const auth401 = failure('Not signed in')
const ctx = signedInApiContext

// Zod's own .meta (read by the OpenAPI generator), not .openapi(): see push.api.ts.
const CreateBody = CreateSearchSchema.meta({ id: 'SavedSearchCreate' })
const UpdateBody = UpdateSearchSchema.meta({ id: 'SavedSearchUpdate' })

export const searchesApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/wiauth/searches',
      tags,
      summary: "The signed-in visitor's saved searches",
      responses: {
        200: jsonAnswer(listOf(SavedSearchSchema), 'Saved searches'),
        401: auth401,
      },
    }),
    async (c) => {
      const list = await listSavedSearches(await ctx(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data: list.map(savedSearchAnswer) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/wiauth/searches',
      tags,
      summary: 'Save a search (name, the search query string, alert frequency)',
      request: {
        body: {
          required: true,
          content: {
            'application/json': {
              schema: CreateBody,
            },
          },
        },
      },
      responses: {
        201: jsonAnswer(dataWithMsg(SavedSearchSchema), 'Saved'),
        200: jsonAnswer(dataWithMsg(SavedSearchSchema), 'The same criteria were already saved: that search, unchanged'),
        401: auth401,
        422: failure('Field errors (name, query, frequency; limit reached)'),
      },
    }),
    async (c) => {
      const context = await ctx(c)
      const { alreadySaved, ...saved } = await createSavedSearch(context, c.req.valid('json'))
      // The same criteria again: the search already saved, said so (200, not a second one).
      if (alreadySaved)
        return c.json(
          { data: savedSearchAnswer(saved), msg: translate(context.locale, 'visitor.searches.already_saved') },
          200,
        )
      return c.json({ data: savedSearchAnswer(saved), msg: translate(context.locale, 'visitor.searches.saved') }, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/wiauth/searches/{id}',
      tags,
      summary: 'Rename a saved search or change its alert frequency',
      request: {
        params: IdParam,
        body: {
          required: true,
          content: {
            'application/json': {
              schema: UpdateBody,
            },
          },
        },
      },
      responses: {
        200: jsonAnswer(dataWithMsg(SavedSearchSchema), 'Updated'),
        401: auth401,
        404: failure('Unknown search (or not yours)'),
        422: failure('Field errors'),
      },
    }),
    async (c) => {
      const context = await ctx(c)
      const saved = await updateSavedSearch(context, c.req.valid('param').id, c.req.valid('json'))
      return c.json({ data: savedSearchAnswer(saved), msg: translate(context.locale, 'toast.saved') }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/wiauth/searches/{id}',
      tags,
      summary: 'Delete a saved search',
      request: { params: IdParam },
      responses: {
        200: jsonAnswer(MsgSchema, 'Deleted'),
        401: auth401,
        404: failure('Unknown search (or not yours)'),
      },
    }),
    async (c) => {
      const context = await ctx(c)
      await deleteSavedSearch(context, c.req.valid('param').id)
      return c.json({ msg: translate(context.locale, 'visitor.searches.deleted') }, 200)
    },
  )

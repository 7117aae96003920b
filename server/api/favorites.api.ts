/**
 * Favourites: /wiauth/properties/favorites (GET the list with price-drop notes, POST
 * { property_id } to add, DELETE ?property_id= to remove). Sign-in required (401).
 */
import { createRoute, z } from '@hono/zod-openapi'
import { translate } from '#i18n'
import {
  addFavorite,
  favoriteAnswer,
  FavoriteSchema,
  listFavoriteItems,
  PropertyRefSchema,
  removeFavorite,
} from '#core/visitor'
import { allowedFirst, signedInApiContext } from '#web/api'
import { ErrorSchema } from './schemas'
import { createRouter } from './router'

const PATH = '/wiauth/properties/favorites'
const tags = ['favorites']
const auth401 = { description: 'Not signed in', content: { 'application/json': { schema: ErrorSchema } } }
const Msg = z.object({ msg: z.string() })
const FavoriteBody = PropertyRefSchema.meta({ id: 'FavoritePropertyId' })

const ctx = signedInApiContext

export const favoritesApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: PATH,
      tags,
      summary: "The signed-in visitor's favourites, newest first",
      responses: {
        200: {
          description: 'Favourites',
          content: { 'application/json': { schema: z.object({ data: z.array(FavoriteSchema) }) } },
        },
        401: auth401,
      },
    }),
    async (c) => {
      const items = await listFavoriteItems(await ctx(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data: items.map(favoriteAnswer) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: PATH,
      tags,
      summary: 'Add a favourite',
      middleware: [allowedFirst()],
      request: { body: { required: true, content: { 'application/json': { schema: FavoriteBody } } } },
      responses: {
        200: { description: 'Saved (or already saved)', content: { 'application/json': { schema: Msg } } },
        401: auth401,
        404: {
          description: 'Unknown or unpublished listing',
          content: { 'application/json': { schema: ErrorSchema } },
        },
        422: { description: 'Malformed id', content: { 'application/json': { schema: ErrorSchema } } },
      },
    }),
    async (c) => {
      const context = await ctx(c)
      await addFavorite(context, c.req.valid('json'))
      return c.json({ msg: translate(context.locale, 'toast.saved') }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: PATH,
      tags,
      summary: 'Remove a favourite',
      middleware: [allowedFirst()],
      request: { query: PropertyRefSchema },
      responses: {
        200: { description: 'Removed', content: { 'application/json': { schema: Msg } } },
        401: auth401,
        404: { description: 'Not a favourite', content: { 'application/json': { schema: ErrorSchema } } },
        422: { description: 'Malformed id', content: { 'application/json': { schema: ErrorSchema } } },
      },
    }),
    async (c) => {
      const context = await ctx(c)
      await removeFavorite(context, c.req.valid('query'))
      return c.json({ msg: translate(context.locale, 'toast.saved') }, 200)
    },
  )

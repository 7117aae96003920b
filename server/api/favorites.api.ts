/**
 * Favourites: /wiauth/properties/favorites (GET the list with price-drop notes, POST
 * { property_id } to add, DELETE ?property_id= to remove). Sign-in required (401).
 */
import { createRoute } from '@hono/zod-openapi'
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
import { MsgSchema, failure, jsonAnswer, jsonBody, listOf } from './schemas'
import { createRouter } from './router'

const PATH = '/wiauth/properties/favorites'
const tags = ['favorites']
const auth401 = failure('Not signed in')
const Msg = MsgSchema
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
        200: jsonAnswer(listOf(FavoriteSchema), 'Favourites'),
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
      request: jsonBody(FavoriteBody),
      responses: {
        200: jsonAnswer(Msg, 'Saved (or already saved)'),
        401: auth401,
        404: failure('Unknown or unpublished listing'),
        422: failure('Malformed id'),
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
        200: jsonAnswer(Msg, 'Removed'),
        401: auth401,
        404: failure('Not a favourite'),
        422: failure('Malformed id'),
      },
    }),
    async (c) => {
      const context = await ctx(c)
      await removeFavorite(context, c.req.valid('query'))
      return c.json({ msg: translate(context.locale, 'toast.saved') }, 200)
    },
  )

/**
 * Shared shortlists: /wiauth/shortlists (POST { property_ids, source? } to share as a
 * read-only link, GET the visitor's links) and DELETE /wiauth/shortlists/{token} to revoke.
 * Sign-in required (401). The link itself is a page, /s/{token}, open to anyone.
 */
import { createRoute } from '@hono/zod-openapi'
import { translate } from '#i18n'
import {
  CreateShortlistSchema,
  createShortlist,
  listShortlists,
  revokeShortlist,
  ShortlistSchema,
  shortlistAnswer,
} from '#core/visitor'
import { allowedFirst, signedInApiContext } from '#web/api'
import { MsgSchema, TokenParam, dataWithMsg, failure, jsonAnswer, jsonBody, listOf } from './schemas'
import { createRouter } from './router'

const PATH = '/wiauth/shortlists'
const tags = ['shortlists']
const CreateBody = CreateShortlistSchema.meta({ id: 'ShortlistCreate' })

export const shortlistsApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: PATH,
      tags,
      summary: 'Share listings (a comparison or favourites) as a read-only link',
      middleware: [allowedFirst()],
      request: jsonBody(CreateBody),
      responses: {
        201: jsonAnswer(dataWithMsg(ShortlistSchema), 'A new link'),
        200: jsonAnswer(dataWithMsg(ShortlistSchema), 'The link the visitor already has for the same listings'),
        401: failure('Not signed in'),
        422: failure('property_ids: malformed, none, too many, or not public; source: unknown'),
        429: failure('Too many links created in the last hour (Retry-After)'),
      },
    }),
    async (c) => {
      const context = await signedInApiContext(c)
      const { shortlist, created } = await createShortlist(context, c.req.valid('json'))
      const body = { data: shortlistAnswer(shortlist), msg: translate(context.locale, 'shortlist.share.ready') }
      return created ? c.json(body, 201) : c.json(body, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: PATH,
      tags,
      summary: "The signed-in visitor's shared links, newest first",
      responses: {
        200: jsonAnswer(listOf(ShortlistSchema), 'Links'),
        401: failure('Not signed in'),
      },
    }),
    async (c) => {
      const list = await listShortlists(await signedInApiContext(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data: list.map(shortlistAnswer) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${PATH}/{token}`,
      tags,
      summary: 'Revoke a shared link: from now on it answers 404',
      middleware: [allowedFirst()],
      request: { params: TokenParam },
      responses: {
        200: jsonAnswer(MsgSchema, 'Revoked'),
        401: failure('Not signed in'),
        404: failure("Unknown token, or someone else's link"),
      },
    }),
    async (c) => {
      const context = await signedInApiContext(c)
      await revokeShortlist(context, c.req.valid('param').token)
      return c.json({ msg: translate(context.locale, 'shortlist.panel.revoked') }, 200)
    },
  )

/**
 * Shared shortlists: /wiauth/shortlists (POST { property_ids, source? } to share as a
 * read-only link, GET the visitor's links) and DELETE /wiauth/shortlists/{token} to revoke.
 * Sign-in required (401). The link itself is a page, /s/{token}, open to anyone.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { translate } from '#i18n'
import {
  CreateShortlistSchema,
  createShortlist,
  listShortlists,
  revokeShortlist,
  SHORTLIST_SOURCES,
  type ShortlistView,
} from '#core/visitor'
import { allowedFirst, signedInApiContext } from '#web/api'
import { ErrorSchema } from './schemas'
import { createRouter } from './router'

const PATH = '/wiauth/shortlists'
const tags = ['shortlists']
const error = (description: string) => ({ description, content: { 'application/json': { schema: ErrorSchema } } })
const Shortlist = z
  .object({
    token: z.string().openapi({ description: '24 base64url characters (144 random bits)' }),
    url: z.string().openapi({ description: 'The absolute address to share, /s/{token}' }),
    source: z.enum(SHORTLIST_SOURCES),
    created_at: z.string(),
    codes: z.array(z.string()).openapi({ description: "The listings' codes, in order" }),
  })
  .openapi('Shortlist')
const CreateBody = CreateShortlistSchema.meta({ id: 'ShortlistCreate' })
const TokenParam = z.object({ token: z.string().openapi({ param: { name: 'token', in: 'path' } }) })

const json = (s: ShortlistView): z.infer<typeof Shortlist> => ({
  token: s.token,
  url: s.url,
  source: s.source,
  created_at: s.createdAt,
  codes: s.codes,
})

export const shortlistsApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: PATH,
      tags,
      summary: 'Share listings (a comparison or favourites) as a read-only link',
      middleware: [allowedFirst()],
      request: { body: { required: true, content: { 'application/json': { schema: CreateBody } } } },
      responses: {
        201: {
          description: 'A new link',
          content: { 'application/json': { schema: z.object({ data: Shortlist, msg: z.string() }) } },
        },
        200: {
          description: 'The link the visitor already has for the same listings',
          content: { 'application/json': { schema: z.object({ data: Shortlist, msg: z.string() }) } },
        },
        401: error('Not signed in'),
        422: error('property_ids: malformed, none, too many, or not public; source: unknown'),
        429: error('Too many links created in the last hour (Retry-After)'),
      },
    }),
    async (c) => {
      const context = await signedInApiContext(c)
      const { shortlist, created } = await createShortlist(context, c.req.valid('json'))
      const body = { data: json(shortlist), msg: translate(context.locale, 'shortlist.share.ready') }
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
        200: {
          description: 'Links',
          content: { 'application/json': { schema: z.object({ data: z.array(Shortlist) }) } },
        },
        401: error('Not signed in'),
      },
    }),
    async (c) => {
      const list = await listShortlists(await signedInApiContext(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data: list.map(json) }, 200)
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
        200: { description: 'Revoked', content: { 'application/json': { schema: z.object({ msg: z.string() }) } } },
        401: error('Not signed in'),
        404: error("Unknown token, or someone else's link"),
      },
    }),
    async (c) => {
      const context = await signedInApiContext(c)
      await revokeShortlist(context, c.req.valid('param').token)
      return c.json({ msg: translate(context.locale, 'shortlist.panel.revoked') }, 200)
    },
  )

/**
 * The statistics' counting routes of a listing or a project (docs/statistics.md), written once:
 * POST {base}/views counts a view of its page (once per visitor and day; bots not counted) and
 * sets wi_id_client when missing; POST {base}/contact-clicks counts a phone reveal or a WhatsApp
 * click. 404 for a malformed, unknown or unpublished subject; 422 for an unknown channel.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { decodeId, notFound, runtime, type MessageKey, type ServiceContext } from '#core/shared'
import { CONTACT_CHANNELS } from '#core/visitor'
import { IdParam, failure } from './schemas'
import { clientIp, statsVisitor } from './client-info'
import { createRouter } from './router'

type Channel = (typeof CONTACT_CHANNELS)[number]
type Executor = ServiceContext['db']

export function statsCountRoutes(o: {
  base: '/properties/{id}' | '/projects/{id}'
  kind: 'property' | 'project'
  notFoundKey: MessageKey
  tags: string[]
  /** The OpenAPI texts: each route's summary and what its 404 means. */
  texts: { view: string; click: string; missing: string }
  view: (db: Executor, id: number, visitor: string | null, ip: string) => Promise<void>
  click: (db: Executor, id: number, channel: Channel, visitor: string | null, ip: string) => Promise<void>
}) {
  const subject = (param: string) => {
    const id = decodeId(o.kind, param)
    if (id == null) throw notFound(o.notFoundKey)
    return id
  }
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: `${o.base}/views`,
        tags: o.tags,
        summary: o.texts.view,
        request: { params: IdParam },
        responses: { 204: { description: 'Counted' }, 404: failure(o.texts.missing) },
      }),
      async (c) => {
        await o.view(runtime().db, subject(c.req.param('id')), await statsVisitor(c), clientIp(c))
        return c.body(null, 204)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: `${o.base}/contact-clicks`,
        tags: o.tags,
        summary: o.texts.click,
        request: {
          params: IdParam,
          body: {
            required: true,
            content: { 'application/json': { schema: z.object({ channel: z.enum(CONTACT_CHANNELS) }) } },
          },
        },
        responses: {
          204: { description: 'Counted' },
          404: failure(o.texts.missing),
          422: failure('Unknown channel'),
        },
      }),
      async (c) => {
        const id = subject(c.req.param('id'))
        await o.click(runtime().db, id, c.req.valid('json').channel, await statsVisitor(c), clientIp(c))
        return c.body(null, 204)
      },
    )
}

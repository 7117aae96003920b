/**
 * The routes of one of a visitor's lists (favourites or comparison, of listings or of projects;
 * favorites.api.ts, compare.api.ts, project-lists.api.ts): GET the list, POST { <id> } to add,
 * DELETE ?<id>= to remove, and POST <path>/merge for a comparison kept in the browser before
 * sign-in. Sign-in required (401); an unknown or unpublished item is 404, a malformed id 422.
 */
import { createRoute } from '@hono/zod-openapi'
import type { z } from 'zod'
import { translate } from '#i18n'
import { compareCountAnswer } from '#core/visitor'
import { allowedFirst, signedInApiContext } from '#web/api'
import type { SignedInContext } from '#web/context'
import { failure, jsonAnswer, jsonBody } from './schemas'
import { createRouter } from './router'

const auth401 = failure('Not signed in')

/** One change of a list: its summary, its answer and the failures it documents. */
interface ListChange<Ref> {
  summary: string
  /** The 200 answer's description. */
  done: string
  /** The 404's and the 422's descriptions. */
  notFound: string
  invalid: string
  run: (ctx: SignedInContext, ref: Ref) => Promise<object>
}

export interface VisitorList<S extends z.ZodObject> {
  path: string
  tags: string[]
  read: { summary: string; done: string; schema: z.ZodType; answer: (ctx: SignedInContext) => Promise<object> }
  /** The item's id, as the POST body (documented under `bodyId`) and as the DELETE query. */
  ref: S
  bodyId: string
  /** What POST and DELETE answer. */
  changed: z.ZodType
  add: ListChange<z.output<S>>
  remove: ListChange<z.output<S>>
}

/** A change answering the list's new count with the door's toast (the comparisons, the project lists). */
export const counted =
  <Ref>(change: (ctx: SignedInContext, ref: Ref) => Promise<number>) =>
  async (ctx: SignedInContext, ref: Ref) =>
    compareCountAnswer(await change(ctx, ref), translate(ctx.locale, 'toast.saved'))

/** GET, POST and DELETE of one list. */
export function visitorListRouter<S extends z.ZodObject>(list: VisitorList<S>) {
  const { path, tags, read } = list
  const router = createRouter().openapi(
    createRoute({
      method: 'get',
      path,
      tags,
      summary: read.summary,
      responses: { 200: jsonAnswer(read.schema, read.done), 401: auth401 },
    }),
    async (c) => {
      const answer = await read.answer(await signedInApiContext(c))
      c.header('Cache-Control', 'private, no-store')
      return c.json(answer, 200)
    },
  )
  const body = list.ref.meta({ id: list.bodyId })
  for (const method of ['post', 'delete'] as const) {
    const { summary, done, notFound, invalid, run } = method === 'post' ? list.add : list.remove
    router.openapi(
      createRoute({
        method,
        path,
        tags,
        summary,
        middleware: [allowedFirst()],
        request: method === 'post' ? jsonBody(body) : { query: list.ref },
        responses: {
          200: jsonAnswer(list.changed, done),
          401: auth401,
          404: failure(notFound),
          422: failure(invalid),
        },
      }),
      async (c) => {
        const ref = (method === 'post' ? c.req.valid('json' as never) : c.req.valid('query' as never)) as z.output<S>
        return c.json(await run(await signedInApiContext(c), ref), 200)
      },
    )
  }
  return router
}

/** POST <path>/merge: the comparison kept in the browser before sign-in joins the account's. */
export function mergeRouter<Body>(options: {
  path: string
  tags: string[]
  summary: string
  body: z.ZodType<Body>
  answer: z.ZodType
  merge: (ctx: SignedInContext, body: Body) => Promise<object>
}) {
  const { path, tags, summary, body, answer, merge } = options
  return createRouter().openapi(
    createRoute({
      method: 'post',
      path: `${path}/merge`,
      tags,
      summary,
      middleware: [allowedFirst()],
      request: jsonBody(body),
      responses: { 200: jsonAnswer(answer, 'Merged up to the limit'), 401: auth401 },
    }),
    async (c) => c.json(await merge(await signedInApiContext(c), c.req.valid('json' as never) as Body), 200),
  )
}

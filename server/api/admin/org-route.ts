/**
 * What the organisation routes (users, agencies, roles, keys, leads, audit) share: the caller's
 * context behind the back-office gate, their error answers, and the head of each route (the
 * `admin` tag and bearer security, said once here).
 */
import type { z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { assertBackOffice } from '#core/dashboard'
import type { Actor } from '#core/shared'
import { allowedFirst, apiContext } from '#web/api'
import { failure, jsonAnswer, jsonBody } from '../schemas'

/**
 * The caller's context; entering the back-office comes first (the same rule as the pages'
 * guard), so an account without any back-office permission gets 403 before its ids are read.
 */
export async function orgContext(c: Context) {
  const ctx = await apiContext(c)
  assertBackOffice(ctx.actor)
  return { ...ctx, actor: ctx.actor }
}

/** allowedFirst for the organisation routes: signed in and in the back-office, then `check`. */
export const orgAllowedFirst = (check?: (actor: Actor) => unknown) => allowedFirst(check, orgContext)

export const errors = {
  401: failure('Not signed in'),
  403: failure('Signed in without the permission'),
  404: failure('Unknown, malformed or of another agency'),
  422: failure('Field errors'),
} as const

export const json = jsonBody
export const ok = <S extends z.ZodType>(schema: S, description: string) => ({
  200: jsonAnswer(schema, description),
  ...errors,
})

/** The head of an organisation route, for `createRoute({ ...orgRoute(…), request, responses })`. */
export const orgRoute = <M extends 'get' | 'post' | 'put' | 'patch' | 'delete', P extends string>(
  method: M,
  path: P,
  summary: string,
) => ({ method, path, tags: ['admin'], security: [{ bearer: [] }], summary })

/** The actor of an API request, for handlers that need one. */
import type { Context } from 'hono'
import { resolveActor } from '#core/accounts/resolve-actor'
import type { Actor } from '#core/shared/actor'
import { unauthenticated } from '#core/shared/errors'
import { runtime } from '#core/shared/runtime'

export async function optionalActor(c: Context): Promise<Actor | null> {
  const cached = c.get('actor') as Actor | null | undefined
  if (cached !== undefined) return cached
  const actor = await resolveActor(runtime().db, c.req.raw.headers)
  c.set('actor', actor)
  return actor
}

/** The signed-in actor, or a 401. */
export async function requireActor(c: Context): Promise<Actor> {
  const actor = await optionalActor(c)
  if (!actor) throw unauthenticated()
  return actor
}

/**
 * The ServiceContext of a request: the one way both doors (pages and API) tell a use case
 * which database, who is acting and in which language. Adapters never build it by hand.
 */
import { resolveActor, type SessionActor } from '#core/accounts'
import { type ServiceContext, readsAfterWrite, runtime } from '#core/shared'
import type { Locale } from '#i18n'
import { writtenAt } from './read-your-writes.server'

type Executor = ServiceContext['db']

export interface RequestContext extends ServiceContext {
  actor: SessionActor | null
  locale: Locale
}

export interface SignedInContext extends RequestContext {
  actor: SessionActor
}

const actors = new WeakMap<Request, Promise<SessionActor | null>>()

/** Who is signed in on a request (cookie or Bearer token), resolved once per request. */
export function actorOf(request: Request): Promise<SessionActor | null> {
  let found = actors.get(request)
  if (!found) {
    found = resolveActor(runtime().db, request.headers)
    actors.set(request, found)
  }
  return found
}

/**
 * The one place a ServiceContext is made (eslint refuses an object literal with `db` and
 * `actor` anywhere else in app/, server/ and web/).
 */
function serviceContext<A extends SessionActor | null>(actor: A, locale: Locale, db: Executor = runtime().db) {
  // eslint-disable-next-line no-restricted-syntax -- this is that one place
  return { db, actor, locale }
}

/** The context of a request in a locale, with its signed-in actor (or none). */
export async function contextOf(request: Request, locale: Locale): Promise<RequestContext> {
  return serviceContext(await actorOf(request), locale)
}

/** The context of someone not signed in (confirmation links, unsubscribe tokens, jobs). */
export function anonymousContext(locale: Locale): RequestContext {
  return serviceContext(null, locale)
}

/** The context of an actor a guard already resolved and checked (the back-office pages). */
export function actorContext(actor: SessionActor, locale: Locale): SignedInContext {
  return serviceContext(actor, locale)
}

/**
 * Where a request's reads that may lag go (ADR 0031): the standby while it takes reads and has
 * replayed the request's last write (`wi_written`); else the primary. An API client signs each
 * request with a token and seldom keeps cookies, so it could not carry `wi_written`: what it
 * reads comes from the primary, and it always reads its own writes.
 */
export function publicReads(request: Request): Executor {
  if (request.headers.has('authorization')) return readsAfterWrite(null, { primary: true })
  return readsAfterWrite(writtenAt(request.headers))
}

/**
 * The context of a public read that may lag a little: listing, place and project pages, the
 * search (page and API). Nobody is acting; the visitor still reads their own writes.
 */
export function publicReadContext(request: Request, locale: Locale): RequestContext {
  return serviceContext(null, locale, publicReads(request))
}

/** The same context reading through the standby (statistics: counts that may lag a little). */
export function withLaggingReads<C extends RequestContext>(ctx: C, request: Request): C {
  return { ...ctx, db: publicReads(request) }
}

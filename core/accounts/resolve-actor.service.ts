/**
 * Who sent a request: from `Authorization: Bearer <jwt>` (API clients), `Authorization: Bearer
 * wik_…` (an agency's integration key, api-key.service.ts) or the HttpOnly `auth` cookie (the web
 * client). Returns null for visitors and for ended sessions: the
 * session row is checked on every request, so a logout takes effect at once even though
 * the token itself has not expired. Pages and API both call this one function.
 */
import type { Executor } from '#db/client'
import type { Actor, ActorGrant } from '#core/shared'
import { verifyAccessToken } from './access-token.infra'
import { actorFromApiKey, isApiKeyToken } from './api-key.service'
import { requestAccessToken } from './auth-cookies.utils'
import { photoUrl } from './photo-url.utils'
import { findGrantRows, findLiveSessionUser, type GrantRow } from './session.queries'

/** An actor with the photo path the header needs (extra fields are harmless to Actor users). */
export interface SessionActor extends Actor {
  firstName: string
  lastName: string
  photoPath: string | null
  /** Public URL of the profile photo, for the header's user menu. */
  photo: string | null
}

export async function resolveActor(db: Executor, headers: Headers): Promise<SessionActor | null> {
  const found = requestAccessToken(headers)
  if (!found) return null
  if (found.via === 'bearer' && isApiKeyToken(found.token)) {
    const actor = await actorFromApiKey(db, found.token)
    return actor && { ...actor, firstName: actor.fullName, lastName: '', photoPath: null, photo: null }
  }
  return actorFromAccessToken(db, found.token)
}

export async function actorFromAccessToken(db: Executor, token: string): Promise<SessionActor | null> {
  const claims = await verifyAccessToken(token)
  if (!claims) return null
  return loadActor(db, claims.userId, claims.sessionId)
}

/** The actor of a live session, or null when the session has ended. */
export async function loadActor(db: Executor, userId: number, sessionId: string): Promise<SessionActor | null> {
  const user = await findLiveSessionUser(db, sessionId, userId)
  if (!user) return null
  const grants = groupGrants(await findGrantRows(db, userId))
  return {
    userId: user.id,
    sessionId,
    email: user.email,
    fullName: fullNameOf(user.firstName, user.lastName),
    firstName: user.firstName,
    lastName: user.lastName,
    photoPath: user.photoPath,
    photo: photoUrl(user.photoPath),
    grants,
  }
}

export function fullNameOf(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.replace(/\s+/g, ' ').trim()
}

/** One grant per (role, agency), with the role's permissions. */
export function groupGrants(rows: GrantRow[]): ActorGrant[] {
  const byKey = new Map<string, { role: string; customerId: number | null; permissions: Set<string> }>()
  for (const row of rows) {
    const key = `${row.role}\u0000${row.customerId ?? ''}`
    let grant = byKey.get(key)
    if (!grant) {
      grant = { role: row.role, customerId: row.customerId, permissions: new Set() }
      byKey.set(key, grant)
    }
    if (row.permission) grant.permissions.add(row.permission)
  }
  return [...byKey.values()]
}

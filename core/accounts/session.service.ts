/**
 * Sessions (DESIGN §4): a short-lived access JWT plus a rotating refresh token stored as a
 * SHA-256 hash. Each refresh spends its token and issues the next one of the same family
 * (the session row); presenting a spent token is taken as theft and ends the session,
 * except from the same browser within a short grace window (refreshSession).
 */
import { createHash, randomBytes } from 'node:crypto'
import { env } from '#config/env'
import type { Executor } from '#db/client'
import { unauthenticated } from '#core/shared'
import { signAccessToken } from './access-token.infra'
import { bindingMatches } from './session-binding.utils'
import {
  findLiveSessions,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeSessionRow,
  revokeUserSessions,
  touchSession,
} from './session.queries'

export interface IssuedTokens {
  sessionId: string
  accessToken: string
  /** Minutes the access token lives. */
  tokenTtl: number
  refreshToken: string
  refreshExpiresAt: Date
}

export interface SessionClient {
  strategy?: 'local' | 'google' | 'facebook' | string
  userAgent?: string | null
  ip?: string | null
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

function refreshExpiry(): Date {
  return new Date(Date.now() + env().REFRESH_TTL_DAYS * 86_400_000)
}

/** Opens a session for a user whose identity has been proven; returns its first tokens. */
export async function startSession(db: Executor, userId: number, client: SessionClient = {}): Promise<IssuedTokens> {
  const tokenTtl = env().TOKEN_TTL_MINUTES
  const refreshExpiresAt = refreshExpiry()
  const sessionId = await insertSession(db, {
    userId,
    strategy: client.strategy ?? 'local',
    userAgent: client.userAgent,
    ip: client.ip,
    expiresAt: refreshExpiresAt,
  })
  const refreshToken = newRefreshToken()
  await insertRefreshToken(db, sessionId, hashToken(refreshToken), refreshExpiresAt)
  const accessToken = await signAccessToken({ userId, sessionId }, tokenTtl)
  return { sessionId, accessToken, tokenTtl, refreshToken, refreshExpiresAt }
}

/**
 * How long a spent refresh token may be spent again by the same browser: parallel tabs or
 * requests that all carried the old cookie race to refresh, and all but the first would
 * otherwise look like theft and end the session.
 */
export const REFRESH_GRACE_SECONDS = 30

export interface RefreshClient {
  /** The session binding cookie the request carried (session-binding.ts); API clients have none. */
  binding?: string | null
}

type FoundToken = NonNullable<Awaited<ReturnType<typeof findRefreshToken>>>

/**
 * Spends a refresh token and issues the next pair. A token that was already spent ends the
 * whole session (its holder may be a thief), and the caller gets a 401 — unless it was spent
 * within the grace window and the request carries this session's browser binding, which a
 * thief holding only the token lacks: then the same browser gets a fresh pair of the family.
 */
export async function refreshSession(
  db: Executor,
  refreshToken: string,
  client: RefreshClient = {},
): Promise<IssuedTokens> {
  if (!refreshToken || refreshToken.length > 200) throw unauthenticated()
  const found = await findRefreshToken(db, hashToken(refreshToken))
  if (!found) throw unauthenticated()
  if (found.usedAt) return spendAgain(db, found, found.usedAt, client)
  if (!isFamilyLive(found)) throw unauthenticated()
  if (!(await markRefreshTokenUsed(db, found.id))) {
    // Spent by a concurrent request a moment ago: the same rule as any reuse.
    return spendAgain(db, found, new Date(), client)
  }
  return issueNext(db, found)
}

function isFamilyLive(found: FoundToken): boolean {
  const now = Date.now()
  return (
    !found.sessionRevokedAt &&
    found.sessionExpiresAt.getTime() > now &&
    found.expiresAt.getTime() > now &&
    found.userActive
  )
}

async function spendAgain(db: Executor, found: FoundToken, usedAt: Date, client: RefreshClient): Promise<IssuedTokens> {
  const withinGrace = Date.now() - usedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000
  if (withinGrace && bindingMatches(found.sessionId, client.binding) && isFamilyLive(found)) return issueNext(db, found)
  await revokeSessionRow(db, found.sessionId, 'refresh_token_reuse')
  throw unauthenticated()
}

async function issueNext(db: Executor, found: FoundToken): Promise<IssuedTokens> {
  const tokenTtl = env().TOKEN_TTL_MINUTES
  const next = newRefreshToken()
  // The family keeps the session's end date: refreshing never extends a session forever.
  await insertRefreshToken(db, found.sessionId, hashToken(next), found.sessionExpiresAt)
  await touchSession(db, found.sessionId)
  const accessToken = await signAccessToken({ userId: found.userId, sessionId: found.sessionId }, tokenTtl)
  return {
    sessionId: found.sessionId,
    accessToken,
    tokenTtl,
    refreshToken: next,
    refreshExpiresAt: found.sessionExpiresAt,
  }
}

/** Ends one session at once: its access tokens are refused from the next request on. */
export async function endSession(db: Executor, sessionId: string, reason = 'logout') {
  await revokeSessionRow(db, sessionId, reason)
}

/** Ends the session a refresh token belongs to (a sign-out that carries only that token); nothing when it is unknown. */
export async function endSessionOfRefreshToken(db: Executor, refreshToken: string) {
  const found = await findRefreshToken(db, hashToken(refreshToken))
  if (found) await endSession(db, found.sessionId)
}

/** Ends every other session of the user ("cerrar las demás sesiones"); returns how many. */
export async function endOtherSessions(
  db: Executor,
  userId: number,
  keepSessionId: string | null,
  reason = 'signed_out_elsewhere',
) {
  return revokeUserSessions(db, userId, keepSessionId, reason)
}

export async function listSessions(db: Executor, userId: number, currentSessionId: string | null) {
  const rows = await findLiveSessions(db, userId)
  return rows.map((r) => ({ ...r, isCurrent: r.id === currentSessionId }))
}

/** Ends one of the user's own sessions by id (a session of someone else is left alone). */
export async function endOwnSession(db: Executor, userId: number, sessionId: string) {
  const rows = await findLiveSessions(db, userId)
  if (rows.some((r) => r.id === sessionId)) await revokeSessionRow(db, sessionId, 'signed_out_elsewhere')
}

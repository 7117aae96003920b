/**
 * Google and Facebook sign-in: authorization code flow with PKCE (S256) and state, built
 * with `arctic`. Users are identified by the provider's subject id (oauth_accounts); an
 * existing local account is linked only through an e-mail the provider says is verified.
 */
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic'
import { timingSafeEqual } from 'node:crypto'
import { type ServiceContext, AppError } from '#core/shared'
import {
  findOAuthAccount,
  findUserByEmail,
  findUserById,
  grantRole,
  insertOAuthAccount,
  insertUser,
  updateUser,
} from './account.queries'
import type { RequestMeta } from './account.types'
import { providerConfig, type OAuthProvider, type ProviderConfig } from './oauth-providers.config'
import { endOtherSessions, startSession } from './session.service'

export interface OAuthStart {
  url: string
  state: string
  codeVerifier: string
}

export const oauthFailed = () => new AppError('UNAUTHENTICATED', { key: 'auth.errors.auth_failed' })

/**
 * How the login page names a failed sign-in through a provider: `unverified` when the provider
 * did not vouch for the e-mail, `failed` for anything else. `expected` is false for a failure
 * that is no AppError (a bug, an unreachable provider), which deserves a log line.
 */
export function oauthFailure(error: unknown): { reason: 'unverified' | 'failed'; expected: boolean } {
  if (!(error instanceof AppError)) return { reason: 'failed', expected: false }
  const unverified = error.messageRef.key === 'auth.errors.oauth_email_unverified'
  return { reason: unverified ? 'unverified' : 'failed', expected: true }
}

export function requireProvider(name: string): ProviderConfig {
  const config = providerConfig(name)
  if (!config) throw new AppError('NOT_FOUND', { key: 'auth.errors.oauth_unavailable' })
  return config
}

export function callbackUrl(origin: string, provider: OAuthProvider) {
  return `${origin}/api/auth/${provider}/callback`
}

/** The provider's authorization URL; the caller keeps state and verifier in a short-lived cookie. */
export function startOAuth(provider: string, origin: string): OAuthStart {
  const config = requireProvider(provider)
  const state = generateState()
  const codeVerifier = generateCodeVerifier()
  const client = new OAuth2Client(config.clientId, config.clientSecret, callbackUrl(origin, config.name))
  const url = client.createAuthorizationURLWithPKCE(
    config.authUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    config.scopes,
  )
  if (config.name === 'google') url.searchParams.set('prompt', 'select_account')
  return { url: url.toString(), state, codeVerifier }
}

export function statesMatch(expected: string, received: string | null | undefined): boolean {
  if (!received) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(received)
  return a.length === b.length && timingSafeEqual(a, b)
}

export interface OAuthProfile {
  provider: OAuthProvider
  subject: string
  email: string | null
  emailVerified: boolean
  firstName: string
  lastName: string
  birthday: string | null
  picture: string | null
}

async function exchangeCode(
  config: ProviderConfig,
  code: string,
  codeVerifier: string,
  redirectUri: string,
): Promise<string> {
  // client_secret_post: accepted by Google and Facebook alike.
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: codeVerifier,
    client_id: config.clientId,
    client_secret: config.clientSecret,
  })
  const res = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000),
  })
  const json = (await res.json().catch(() => ({}))) as { access_token?: unknown }
  if (!res.ok || typeof json.access_token !== 'string') throw oauthFailed()
  return json.access_token
}

/** Facebook's birthday is MM/DD/YYYY (or partial); keep it only when complete. */
function facebookBirthday(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const m = value.match(/^(\d{2})\/(\d{2})\/(\d{4})$/)
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

async function fetchProfile(config: ProviderConfig, accessToken: string): Promise<OAuthProfile> {
  const res = await fetch(config.userInfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  })
  if (!res.ok) throw oauthFailed()
  const info = (await res.json()) as Record<string, unknown>
  if (config.name === 'google') {
    const subject = str(info.sub)
    if (!subject) throw oauthFailed()
    return {
      provider: 'google',
      subject,
      email: str(info.email).toLowerCase() || null,
      emailVerified: info.email_verified === true || info.email_verified === 'true',
      firstName: str(info.given_name) || str(info.name) || 'Usuario',
      lastName: str(info.family_name),
      birthday: null,
      picture: str(info.picture) || null,
    }
  }
  const subject = str(info.id)
  if (!subject) throw oauthFailed()
  const picture = (info.picture as { data?: { url?: unknown } } | undefined)?.data?.url
  return {
    provider: 'facebook',
    subject,
    email: str(info.email).toLowerCase() || null,
    // Facebook answers `email` only for an address its owner has confirmed.
    emailVerified: !!str(info.email),
    firstName: str(info.first_name) || str(info.name) || 'Usuario',
    lastName: str(info.last_name),
    birthday: facebookBirthday(info.birthday),
    picture: typeof picture === 'string' ? picture : null,
  }
}

/** Completes the flow: code → provider token → profile → our user → a new session. */
export async function finishOAuth(
  ctx: ServiceContext,
  provider: string,
  input: { code: string; codeVerifier: string; origin: string },
  meta: RequestMeta = {},
) {
  const config = requireProvider(provider)
  const accessToken = await exchangeCode(config, input.code, input.codeVerifier, callbackUrl(input.origin, config.name))
  const profile = await fetchProfile(config, accessToken)
  const userId = await userForProfile(ctx, profile)
  const tokens = await startSession(ctx.db, userId, {
    strategy: profile.provider,
    userAgent: meta.userAgent,
    ip: meta.ip,
  })
  await updateUser(ctx.db, userId, { lastLoginAt: new Date() })
  return { tokens, userId }
}

/** The user a provider identity belongs to: by subject, else linked or created through a verified e-mail. */
export async function userForProfile(ctx: ServiceContext, profile: OAuthProfile): Promise<number> {
  const linked = await findOAuthAccount(ctx.db, profile.provider, profile.subject)
  if (linked) {
    const user = await findUserById(ctx.db, linked.userId)
    if (!user?.isActive) throw oauthFailed()
    return user.id
  }
  if (!profile.email || !profile.emailVerified)
    throw new AppError('FORBIDDEN', { key: 'auth.errors.oauth_email_unverified' })
  const email = profile.email
  return ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email)
    if (existing) {
      if (!existing.isActive) throw oauthFailed()
      await insertOAuthAccount(tx, { userId: existing.id, provider: profile.provider, subject: profile.subject, email })
      // The provider vouches for the address, which confirms it here too.
      const fill: Parameters<typeof updateUser>[2] = {}
      if (!existing.emailVerifiedAt) {
        // Whoever registered this unconfirmed account never proved the address: their
        // password and sessions must not survive into the owner's account.
        fill.emailVerifiedAt = new Date()
        fill.passwordHash = null
        await endOtherSessions(tx, existing.id, null, 'oauth_link_unverified')
      }
      if (!existing.birthday && profile.birthday) fill.birthday = profile.birthday
      if (Object.keys(fill).length) await updateUser(tx, existing.id, fill)
      return existing.id
    }
    const created = await insertUser(tx, {
      email,
      firstName: profile.firstName.slice(0, 80),
      lastName: profile.lastName.slice(0, 80),
      passwordHash: null,
      emailVerifiedAt: new Date(),
      birthday: profile.birthday,
      locale: ctx.locale ?? 'es-CO',
    })
    if (!created) throw oauthFailed()
    await grantRole(tx, created.id, 'User')
    await insertOAuthAccount(tx, { userId: created.id, provider: profile.provider, subject: profile.subject, email })
    return created.id
  })
}

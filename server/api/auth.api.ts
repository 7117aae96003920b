/**
 * /api/auth: registration, confirmation, sign-in, the signed-in user, token refresh,
 * logout and password recovery (DESIGN §7, spec §7). The web client gets its tokens as
 * HttpOnly cookies as well; API clients use the JSON body and `Authorization: Bearer`.
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { localizePath, translate, type MessageKey } from '#i18n'
import {
  verifyAccessToken,
  authCookieNames,
  clearedSessionCookies,
  knownBrowserCookie,
  readCookie,
  requestAccessToken,
  requestRefreshToken,
  requestSessionBinding,
  sessionCookies,
  finishOAuth,
  startOAuth,
  statesMatch,
  getAccount,
  requestPasswordReset,
  resetPassword,
  confirmEmail,
  registerAccount,
  resendConfirmation,
  signInWithPassword,
  ConfirmEmailSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResendConfirmationSchema,
  ResetPasswordSchema,
  oauthFailure,
  endSession,
  endSessionOfRefreshToken,
  refreshSession,
  accountUserView,
  safeReturnPath,
} from '#core/accounts'
import { siteOrigin, logger, runtime } from '#core/shared'
import { apiLocale, signedInApiContext } from '#web/api'
import { anonymousContext } from '#web/context'
import { afterSignIn } from '#web/sign-in-intent'
import { parseSignInIntent } from '#core/visitor'
import { requestMeta, setCookies } from './client-info'
import { createRouter } from './router'
import { ErrorSchema } from './schemas'

const MessageSchema = z.object({ message: z.string() }).openapi('Message')
const UserSchema = z
  .object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    photo: z.string().nullable(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    email_verified: z.boolean(),
  })
  .passthrough()
  .openapi('AccountUser')

/**
 * Request bodies are the use cases' own input schemas (core/accounts/account.schemas.ts): the
 * router validates them (422 with field errors, see ./router.ts) and the document shows them.
 */
const json = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
})
type Answer<S extends z.ZodType> = { description: string; content: { 'application/json': { schema: S } } }
function answers<N extends number, S extends z.ZodType>(
  ok: N,
  schema: S,
  description: string,
  errors: Record<number, string> = {},
) {
  const failures = Object.fromEntries(
    Object.entries(errors).map(([status, d]) => [
      status,
      { description: d, content: { 'application/json': { schema: ErrorSchema } } },
    ]),
  )
  return { ...failures, [ok]: { description, content: { 'application/json': { schema } } } } as { [K in N]: Answer<S> }
}

/** Sign-in, sign-up and recovery act for nobody yet. */
const ctxOf = (c: Context) => anonymousContext(apiLocale(c))

const message = (c: Context, key: MessageKey) => ({ message: translate(apiLocale(c), key) })

const LoginAnswer = z
  .object({
    token: z.string(),
    token_ttl: z.number(),
    refresh_token: z.string(),
    strategy: z.string(),
    user: UserSchema,
  })
  .openapi('LoginAnswer')
const RefreshAnswer = z
  .object({ access_token: z.string(), token_ttl: z.number(), refresh_token: z.string() })
  .openapi('RefreshAnswer')

export const authApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/register',
      tags: ['auth'],
      summary: 'Create a local account; sends the confirmation e-mail',
      request: json(RegisterSchema),
      responses: answers(
        201,
        z.object({ message: z.string(), user: UserSchema }),
        'Created; confirm the e-mail to sign in',
        {
          422: 'Field errors (errors.email when the address is taken)',
          429: 'Too many registrations from this address',
        },
      ),
    }),
    async (c) => {
      const ctx = ctxOf(c)
      const user = await registerAccount(ctx, c.req.valid('json'), requestMeta(c))
      return c.json(
        {
          ...message(c, 'auth.register.done'),
          user: accountUserView(user, [{ role: 'User', customerId: null, permission: null }]),
        },
        201,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/confirm-email',
      tags: ['auth'],
      summary: 'Confirm an e-mail address with the code sent to it',
      request: json(ConfirmEmailSchema),
      responses: answers(200, MessageSchema, 'Confirmed (or already confirmed: a link opened again)', {
        422: 'Unknown or expired code',
      }),
    }),
    async (c) => {
      const { alreadyConfirmed } = await confirmEmail(ctxOf(c), c.req.valid('json'))
      return c.json(message(c, alreadyConfirmed ? 'auth.confirm.already' : 'auth.confirm.done'), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/confirm-email/resend',
      tags: ['auth'],
      summary: 'Send the confirmation e-mail again (same answer whether or not the address has an account)',
      request: json(ResendConfirmationSchema),
      responses: answers(200, MessageSchema, 'Accepted', { 422: 'Invalid e-mail', 429: 'Too many requests' }),
    }),
    async (c) => {
      await resendConfirmation(ctxOf(c), c.req.valid('json'), requestMeta(c))
      return c.json(message(c, 'auth.confirm.resent'), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/login',
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      description:
        'Answers the access token (`token`, lifetime `token_ttl` minutes) and a refresh token; the web client also gets them as HttpOnly cookies.',
      request: json(LoginSchema),
      responses: answers(200, LoginAnswer, 'Signed in', {
        401: 'Wrong e-mail or password',
        403: 'The e-mail is not confirmed yet',
        422: 'Field errors',
        429: 'Too many failed attempts (see Retry-After)',
      }),
    }),
    async (c) => {
      const { tokens, user, knownBrowser } = await signInWithPassword(ctxOf(c), c.req.valid('json'), requestMeta(c))
      setCookies(c, [...sessionCookies(tokens), knownBrowserCookie(knownBrowser)])
      return c.json(
        {
          token: tokens.accessToken,
          token_ttl: tokens.tokenTtl,
          refresh_token: tokens.refreshToken,
          strategy: 'local',
          user,
        },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/auth/user',
      tags: ['auth'],
      summary: 'The signed-in user',
      security: [{ bearer: [] }],
      responses: answers(200, z.object({ user: UserSchema }), 'The user', {
        401: 'Not signed in, or the session ended',
      }),
    }),
    async (c) => {
      return c.json({ user: await getAccount(await signedInApiContext(c)) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/token/refresh',
      tags: ['auth'],
      summary: 'Spend a refresh token for a new access token (and the next refresh token)',
      description:
        'The refresh token comes in the body (`refresh_token`) or the refresh cookie. A spent token is refused and ends its session, except when the same browser (its session binding cookie) spends it again within a few seconds.',
      request: {
        body: {
          required: false,
          content: { 'application/json': { schema: z.object({ refresh_token: z.string().optional() }) } },
        },
      },
      responses: answers(200, RefreshAnswer, 'New tokens', { 401: 'Unknown, spent or expired refresh token' }),
    }),
    async (c) => {
      const fromBody = c.req.valid('json')?.refresh_token ?? null
      const fromCookie = requestRefreshToken(c.req.raw.headers)
      const issued = await refreshSession(runtime().db, fromBody ?? fromCookie ?? '', {
        binding: requestSessionBinding(c.req.raw.headers),
      })
      if (!fromBody) setCookies(c, sessionCookies(issued))
      return c.json(
        { access_token: issued.accessToken, token_ttl: issued.tokenTtl, refresh_token: issued.refreshToken },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/logout',
      tags: ['auth'],
      summary: 'End the session at once (its access tokens are refused from now on) and clear the cookies',
      responses: answers(200, MessageSchema, 'Signed out (also when there was no session)'),
    }),
    async (c) => {
      await endRequestSession(c)
      setCookies(c, clearedSessionCookies())
      return c.json(message(c, 'toast.logout'), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/password/forgot',
      tags: ['auth'],
      summary: 'E-mail a password-reset link (same answer whether or not the address has an account)',
      request: json(ForgotPasswordSchema),
      responses: answers(200, MessageSchema, 'Accepted', { 422: 'Invalid e-mail', 429: 'Too many requests' }),
    }),
    async (c) => {
      await requestPasswordReset(ctxOf(c), c.req.valid('json'), requestMeta(c))
      return c.json(message(c, 'auth.forgot.sent'), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/password/reset',
      tags: ['auth'],
      summary: 'Set a new password with the e-mailed token; ends every session of the account',
      request: json(ResetPasswordSchema),
      responses: answers(200, MessageSchema, 'Password changed', {
        422: 'Field errors, or the token is invalid or expired',
      }),
    }),
    async (c) => {
      await resetPassword(ctxOf(c), c.req.valid('json'), requestMeta(c))
      return c.json(message(c, 'auth.reset.done'), 200)
    },
  )

/** Ends the session the request belongs to, found from its access token or its refresh token. */
async function endRequestSession(c: Context) {
  const db = runtime().db
  const access = requestAccessToken(c.req.raw.headers)
  const claims = access ? await verifyAccessToken(access.token) : null
  if (claims) return endSession(db, claims.sessionId)
  const refresh = requestRefreshToken(c.req.raw.headers)
  if (refresh) await endSessionOfRefreshToken(db, refresh)
}

// ---- Google and Facebook ---------------------------------------------------------------

const OAUTH_COOKIE = 'oauth_flow'
const OAUTH_COOKIE_SECONDS = 600
const ProviderParam = z.object({
  provider: z.enum(['google', 'facebook']).openapi({ param: { name: 'provider', in: 'path' } }),
})

function oauthCookieName() {
  return authCookieNames().secure ? `__Host-${OAUTH_COOKIE}` : OAUTH_COOKIE
}

function oauthCookie(value: string, maxAge: number) {
  const secure = authCookieNames().secure
  return `${oauthCookieName()}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

interface OAuthFlow {
  p: string
  s: string
  v: string
  r: string | null
  l: 'es-CO' | 'en'
  /** What the visitor pressed before signing in (web/sign-in-intent.ts). */
  i?: string
}

function readFlow(c: Context): OAuthFlow | null {
  const raw = readCookie(c.req.header('cookie'), oauthCookieName())
  if (!raw) return null
  try {
    const flow = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as OAuthFlow
    return typeof flow.s === 'string' && typeof flow.v === 'string' ? flow : null
  } catch {
    return null
  }
}

authApi
  .openapi(
    createRoute({
      method: 'get',
      path: '/auth/{provider}/redirect',
      tags: ['auth'],
      summary: 'Start Google or Facebook sign-in (authorization code with PKCE); 404 when not configured',
      request: {
        params: ProviderParam,
        query: z.object({ redirect: z.string().optional(), intent: z.string().optional() }),
      },
      responses: { 302: { description: 'To the provider' }, 404: { description: 'Provider not configured' } },
    }),
    async (c) => {
      const { provider } = c.req.valid('param')
      const origin = siteOrigin()
      const start = startOAuth(provider, origin)
      const flow: OAuthFlow = {
        p: provider,
        s: start.state,
        v: start.codeVerifier,
        r: safeReturnPath(c.req.valid('query').redirect),
        l: apiLocale(c),
        i: parseSignInIntent(c.req.valid('query').intent) ? c.req.valid('query').intent : undefined,
      }
      setCookies(c, [oauthCookie(Buffer.from(JSON.stringify(flow)).toString('base64url'), OAUTH_COOKIE_SECONDS)])
      return c.redirect(start.url, 302)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/auth/{provider}/callback',
      tags: ['auth'],
      summary: 'Where the provider sends the visitor back; signs in and redirects to the remembered page',
      request: {
        params: ProviderParam,
        query: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
      },
      responses: {
        302: { description: 'Signed in (to the remembered page or /auth/callback), or back to /login on failure' },
      },
    }),
    async (c) => {
      const { provider } = c.req.valid('param')
      const query = c.req.valid('query')
      const flow = readFlow(c)
      const locale = flow?.l ?? apiLocale(c)
      const loginPath = localizePath('/login', locale)
      setCookies(c, [oauthCookie('', 0)])
      if (!flow || flow.p !== provider || !query.code || !statesMatch(flow.s, query.state)) {
        return c.redirect(`${loginPath}?auth_error=failed`, 302)
      }
      try {
        const { tokens } = await finishOAuth(
          anonymousContext(locale),
          provider,
          { code: query.code, codeVerifier: flow.v, origin: siteOrigin() },
          requestMeta(c),
        )
        setCookies(c, sessionCookies(tokens))
        await afterSignIn(tokens, locale, flow.i)
        return c.redirect(flow.r ?? localizePath('/auth/callback', locale), 302)
      } catch (error) {
        // Deliberately not errorResponse: this is a browser coming back from the provider, so
        // every failure is a redirect to the login page, which explains the reason it is given.
        const { reason, expected } = oauthFailure(error)
        if (!expected) logger.warn('oauth sign-in failed', { provider, error })
        return c.redirect(`${loginPath}?auth_error=${reason}`, 302)
      }
    },
  )

/**
 * /api/auth: registration, confirmation, sign-in, the signed-in user, token refresh,
 * logout and password recovery (DESIGN §7, spec §7). The web client gets its tokens as
 * HttpOnly cookies as well; API clients use the JSON body and `Authorization: Bearer`.
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { translate, type MessageKey } from '#i18n'
import {
  verifyAccessToken,
  clearedSessionCookies,
  knownBrowserCookie,
  requestAccessToken,
  requestRefreshToken,
  requestSessionBinding,
  sessionCookies,
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
  endSession,
  endSessionOfRefreshToken,
  refreshSession,
  accountUserView,
  AccountUserViewSchema,
  LoginAnswerSchema,
  loginAnswer,
  RefreshAnswerSchema,
  refreshAnswer,
} from '#core/accounts'
import { runtime } from '#core/shared'
import { apiLocale, signedInApiContext } from '#web/api'
import { anonymousContext } from '#web/context'
import { requestMeta, setCookies } from './client-info'
import { createRouter } from './router'
import { failure, jsonAnswer, jsonBody } from './schemas'

const MessageSchema = z.object({ message: z.string() }).openapi('Message')
const UserSchema = AccountUserViewSchema

/**
 * Request bodies are the use cases' own input schemas (core/accounts/account.schemas.ts): the
 * router validates them (422 with field errors, see ./router.ts) and the document shows them.
 */
const json = jsonBody
type Answer<S extends z.ZodType> = { description: string; content: { 'application/json': { schema: S } } }
function answers<N extends number, S extends z.ZodType>(
  ok: N,
  schema: S,
  description: string,
  errors: Record<number, string> = {},
) {
  const failures = Object.fromEntries(Object.entries(errors).map(([status, d]) => [status, failure(d)]))
  return { ...failures, [ok]: jsonAnswer(schema, description) } as { [K in N]: Answer<S> }
}

/** Sign-in, sign-up and recovery act for nobody yet. */
const ctxOf = (c: Context) => anonymousContext(apiLocale(c))

const message = (c: Context, key: MessageKey) => ({ message: translate(apiLocale(c), key) })

/** What an e-mail request answers whether or not the address has an account. */
const acceptedByEmail = answers(200, MessageSchema, 'Accepted', { 422: 'Invalid e-mail', 429: 'Too many requests' })

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
      responses: acceptedByEmail,
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
      responses: answers(200, LoginAnswerSchema, 'Signed in', {
        401: 'Wrong e-mail or password',
        403: 'The e-mail is not confirmed yet',
        422: 'Field errors',
        429: 'Too many failed attempts (see Retry-After)',
      }),
    }),
    async (c) => {
      const { tokens, user, knownBrowser } = await signInWithPassword(ctxOf(c), c.req.valid('json'), requestMeta(c))
      setCookies(c, [...sessionCookies(tokens), knownBrowserCookie(knownBrowser)])
      return c.json(loginAnswer(tokens, user), 200)
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
      responses: answers(200, RefreshAnswerSchema, 'New tokens', { 401: 'Unknown, spent or expired refresh token' }),
    }),
    async (c) => {
      const fromBody = c.req.valid('json')?.refresh_token ?? null
      const fromCookie = requestRefreshToken(c.req.raw.headers)
      const issued = await refreshSession(runtime().db, fromBody ?? fromCookie ?? '', {
        binding: requestSessionBinding(c.req.raw.headers),
      })
      if (!fromBody) setCookies(c, sessionCookies(issued))
      return c.json(refreshAnswer(issued), 200)
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
      responses: acceptedByEmail,
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

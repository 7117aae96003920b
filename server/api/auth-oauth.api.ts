/**
 * /api/auth/{provider}/redirect and /callback: sign-in with Google or Facebook (authorization
 * code with PKCE). The flow's state rides in a short-lived HttpOnly cookie; every failure on
 * the way back is a redirect to the login page with its reason.
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { localizePath } from '#i18n'
import {
  authCookieNames,
  finishOAuth,
  oauthFailure,
  readCookie,
  safeReturnPath,
  sessionCookies,
  startOAuth,
  statesMatch,
} from '#core/accounts'
import { logger, siteOrigin } from '#core/shared'
import { apiLocale } from '#web/api'
import { anonymousContext } from '#web/context'
import { afterSignIn, carriedIntent } from '#web/sign-in-intent'
import { requestMeta, setCookies } from './client-info'
import { createRouter } from './router'
import { failure } from './schemas'

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

export const oauthApi = createRouter()
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
      responses: {
        302: { description: 'To the provider' },
        404: failure('Provider not configured'),
        422: failure('Not a provider the portal knows'),
      },
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
        i: carriedIntent(c.req.valid('query').intent) ?? undefined,
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

/**
 * The one HTTP application: /api (Hono), /media, built static assets, then React Router.
 * Order matters: compression first, then the cheapest handlers.
 */
import path from 'node:path'
import { randomBytes, randomUUID } from 'node:crypto'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { RouterContextProvider } from 'react-router'
import type { Env } from '#config/env'
import { databaseUnavailableContext, requestInfoContext } from '#web/request-context'
import { localeFromRequest } from '#i18n'
import { logger, unavailable } from '#core/shared'
import { createApi } from './api'
import { middlewareErrorResponse, type AppBindings } from '#web/api'
import { securityHeaders } from './security-headers'
import { clientAddress } from './client-address'
import { csrfProtection } from './csrf'
import { privateResponses } from './private-responses'
import { bodySizeLimit, unsafeTextGuard } from './request-guards'
import { sessionRefresh } from './session-refresh'
import { readYourWrites } from './read-your-writes'
import { integrationKeysOnlyOnTheBackOfficeApi } from './api/integration-keys'
import { serviceWorkerHandler } from './service-worker'

export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>

export interface AppOptions {
  env: Env
  /** React Router's request handler; absent in API-only tests. */
  pages?: PageHandler
  /** Folder of the built client assets (production). */
  clientDir?: string
}

export function createApp({ env, pages, clientDir }: AppOptions) {
  const app = new Hono<AppBindings & { Variables: { cspNonce: string } }>()

  app.use(async (c, next) => {
    const started = performance.now()
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID()
    c.set('requestId', requestId)
    c.set('locale', localeFromRequest(new URL(c.req.url), c.req.header('accept-language')))
    c.set('cspNonce', randomBytes(16).toString('base64'))
    const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    c.set('clientIp', clientAddress(socket?.remoteAddress, c.req.header('x-forwarded-for'), env.TRUST_PROXY))
    await next()
    c.header('X-Request-Id', requestId)
    const ms = Math.round((performance.now() - started) * 10) / 10
    const status = c.res.status
    const isAsset = c.req.path.startsWith('/assets/') || c.req.path.startsWith('/media/')
    if (!isAsset || status >= 400)
      logger.info('request', { requestId, method: c.req.method, path: c.req.path, status, ms })
  })
  app.use(compress())
  app.use(securityHeaders(env))
  // An integration key reaches /api/admin/… only, before anything resolves who is asking.
  app.use(integrationKeysOnlyOnTheBackOfficeApi())
  app.use(csrfProtection(env))
  app.use(bodySizeLimit(env))
  app.use(unsafeTextGuard())
  app.use(privateResponses())
  app.use(readYourWrites(env))
  app.use(sessionRefresh())

  app.route('/api', createApi())

  app.use(
    '/media/*',
    serveStatic({
      root: path.relative(process.cwd(), path.join(env.DATA_DIR_ABS, 'media')) || '.',
      rewriteRequestPath: (p) => p.replace(/^\/media/, ''),
      onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=604800'),
    }),
  )

  if (clientDir) {
    const root = path.relative(process.cwd(), clientDir) || '.'
    app.get('/sw.js', serviceWorkerHandler(clientDir))
    app.use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    )
    app.use(
      '*',
      serveStatic({ root, precompressed: true, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=3600') }),
    )
  }

  if (pages) {
    app.all('*', async (c) => {
      const context = new RouterContextProvider()
      context.set(requestInfoContext, {
        requestId: c.get('requestId'),
        cspNonce: c.get('cspNonce'),
        clientIp: c.get('clientIp'),
      })
      const response = await pages(c.req.raw, context)
      // A file route (sitemap, feed) that found no database: 503 with Retry-After, as pages and the API.
      if (response.status === 500 && context.get(databaseUnavailableContext))
        return middlewareErrorResponse(c, unavailable())
      return response
    })
  }
  // Errors outside the API's own handler (a middleware's): the API answers JSON, pages a
  // short text in the visitor's language; an unreachable database is a 503 either way.
  app.onError((error, c) => middlewareErrorResponse(c, error))
  return app
}

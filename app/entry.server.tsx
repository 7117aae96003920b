/**
 * Streams the server-rendered HTML. Bots and no-JS readers get the whole document at
 * once; every inline script carries the request's CSP nonce. A page whose data could not
 * be read because the database is unreachable answers 503 with Retry-After.
 */
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router'
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '#core/shared/browser'
import { briefError, logger } from '#core/shared'
import { registerAllCatalogues } from '#i18n/all'
import { collectTexts, withPageTexts } from './lib/page-texts.server'
import { scriptsAfterPaint, wantsScriptsAfterPaint } from './lib/scripts-after-paint.server'
import { databaseUnavailableContext, requestInfo } from '#web/request-context'
import { pageLocale } from '#web/page-address'

export const streamTimeout = 5_000

// The pages' build carries its own copy of i18n (the Node process registers into its
// copy through server/composition.ts), so this entry fills it, once, when the build loads.
registerAllCatalogues()

/**
 * Every server error of a page passes here, before React Router hides it behind
 * "Unexpected Server Error": logged without query values (core/shared/logger.infra.ts), and an
 * unreachable database is noted for handleRequest.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || error instanceof Response || isRouteErrorResponse(error)) return
  const fields = { requestId: requestIdOf(context), route: `${request.method} ${new URL(request.url).pathname}`, error }
  if (isDatabaseUnavailable(error)) {
    context.set(databaseUnavailableContext, true)
    logger.warn('database unavailable', { ...fields, error: briefError(error) })
  } else {
    logger.error('page failed', fields)
  }
}

function requestIdOf(context: Readonly<RouterContextProvider> | undefined): string | undefined {
  try {
    return context ? requestInfo(context).requestId : undefined
  } catch {
    return undefined // a handler started without server/app.ts (none in production)
  }
}

/**
 * Rendering again with a 503 error: React Router turns a Response thrown here into an
 * error for the boundary that showed the original one, so the visitor sees the same page
 * frame saying the service is unavailable, in their language.
 */
function throwUnavailable(routerContext: EntryContext): never {
  const handlerContext = routerContext.staticHandlerContext
  handlerContext._deepestRenderedBoundaryId =
    Object.keys(handlerContext.errors ?? {})[0] ?? handlerContext._deepestRenderedBoundaryId
  throw Response.json({ message: 'errors.unavailable' }, { status: 503, statusText: 'Service Unavailable' })
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (responseStatusCode >= 500 && loadContext.get(databaseUnavailableContext)) {
    loadContext.set(databaseUnavailableContext, false)
    throwUnavailable(routerContext)
  }
  if (responseStatusCode === 503) responseHeaders.set('Retry-After', String(UNAVAILABLE_RETRY_SECONDS))
  const nonce = requestInfo(loadContext).cspNonce
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // The keys of the texts the page is drawn with, written into it at the end (ADR 0023).
    const textKeys = new Set<string>()
    const { pipe, abort } = collectTexts(textKeys, () =>
      renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = scriptsAfterPaint(
            wantsScriptsAfterPaint(routerContext.staticHandlerContext.matches.map((m) => m.route.handle)),
          )
          const page = withPageTexts(pageLocale(request), textKeys)
          body.on('error', (error) => page.destroy(error))
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body.pipe(page)), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered)
            logger.error('page render failed', {
              requestId: requestIdOf(loadContext),
              route: `${request.method} ${new URL(request.url).pathname}`,
              error,
            })
        },
      }),
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

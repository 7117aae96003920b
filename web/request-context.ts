import { createContext, type RouterContextProvider } from 'react-router'
import { processSingleton } from '#core/shared/browser'

/** What the server knows about a request before React Router sees it. */
export interface RequestInfo {
  requestId: string
  cspNonce: string
  clientIp: string
}

// A process singleton: the server (run by tsx) and the bundled routes must share one key.
export const requestInfoContext = processSingleton('request-info-context', () => createContext<RequestInfo>())

/**
 * Set by the pages' error handler (app/entry.server.tsx) when a loader or action failed because
 * the database is unreachable: a page is drawn again as a 503, and a file route (a sitemap, a
 * feed), which is not drawn, is answered 503 by the server (server/app.ts).
 */
export const databaseUnavailableContext = processSingleton('database-unavailable-context', () => createContext(false))

export function requestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext)
}

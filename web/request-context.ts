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

export function requestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext)
}

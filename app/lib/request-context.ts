import { createContext, type RouterContextProvider } from 'react-router'

/** What the server knows about a request before React Router sees it. */
export interface RequestInfo {
  requestId: string
  cspNonce: string
  clientIp: string
}

// On globalThis: the server (run by tsx) and the bundled routes must share one key.
const holder = globalThis as unknown as { __wiRequestInfo?: ReturnType<typeof createContext<RequestInfo>> }
export const requestInfoContext = (holder.__wiRequestInfo ??= createContext<RequestInfo>())

export function requestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext)
}

/**
 * The session of a page request (HttpOnly cookies), for loaders and actions: who is signed
 * in, the guards of spec §4 (authenticated-only → /login remembering the path; guest-only →
 * /auth/callback), and the cookies a sign-in or sign-out sets.
 */
import { redirect, type RouterContextProvider } from 'react-router'
import { type RequestMeta, safeReturnPath, type SignInContinuation } from '#core/accounts/browser'
import {
  authCookieNames,
  clearedSessionCookies,
  knownBrowserCookie,
  readCookie,
  requestKnownBrowser,
  sessionCookies,
  type SessionActor,
  type IssuedTokens,
} from '#core/accounts'
import { actorOf } from '#web/context'
import { localizePath } from '#i18n'
import { pageUrl, pageLocale } from './page-address'
import { carriedIntent } from './sign-in-intent'
import { requestInfo } from './request-context'

/** The signed-in actor (with fullName and photo for the header), or null. Once per request. */
export const getActor = actorOf

/** The signed-in actor, or a redirect to /login that remembers where the visitor was. */
export async function requireActorOrLogin(request: Request): Promise<SessionActor> {
  const actor = await getActor(request)
  if (actor) return actor
  // The page asked for, never its data request (a client-side navigation asks for `….data`).
  const url = pageUrl(request)
  const locale = pageLocale(url)
  const back = safeReturnPath(url.pathname + url.search)
  const hadSession = !!readCookie(request.headers.get('cookie'), authCookieNames().access)
  const params = new URLSearchParams()
  if (back) params.set('redirect', back)
  if (hadSession) params.set('expired', '1')
  const query = params.toString()
  throw redirect(`${localizePath('/login', locale)}${query ? `?${query}` : ''}`, {
    headers: hadSession ? cookieHeaders(clearedSessionCookies()) : undefined,
  })
}

/** Guest-only pages (login, sign-up, recovery): a signed-in visitor goes to the home target. */
export async function requireGuest(request: Request): Promise<void> {
  if (await getActor(request)) {
    throw redirect(localizePath('/auth/callback', pageLocale(request)))
  }
}

/**
 * The remembered return path of a guest page, or a redirect to the same page without it
 * when it is unsafe, so an off-site target is never echoed in links or forms.
 */
export function returnPathOrClean(request: Request): string | null {
  const url = pageUrl(request)
  const raw = url.searchParams.get('redirect')
  if (raw === null) return null
  const safe = safeReturnPath(raw)
  if (safe !== null) return safe
  url.searchParams.delete('redirect')
  throw redirect(url.pathname + url.search)
}

/** The sign-in continuation of a guest page's address: its return path (or a redirect without an unsafe one) and intent. */
export function continuationOrClean(request: Request): SignInContinuation {
  return { redirect: returnPathOrClean(request), intent: carriedIntent(pageUrl(request).searchParams.get('intent')) }
}

export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers()
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return headers
}

/** Set-Cookie headers that hold a new session in the browser, and its sign-in marks (known-browser.utils.ts). */
export function signedInHeaders(issued: IssuedTokens, knownBrowser: string): Headers {
  return cookieHeaders([...sessionCookies(issued), knownBrowserCookie(knownBrowser)])
}

export function signedOutHeaders(): Headers {
  return cookieHeaders(clearedSessionCookies())
}

/** What the accounts services need to know about a page request. */
export function requestMeta(request: Request, context: Readonly<RouterContextProvider>): RequestMeta {
  let ip: string | null
  try {
    ip = requestInfo(context).clientIp
  } catch {
    ip = null
  }
  return { ip, userAgent: request.headers.get('user-agent'), knownBrowser: requestKnownBrowser(request.headers) }
}

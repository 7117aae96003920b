/**
 * The web client's side of the session (spec §4). Tokens live in HttpOnly cookies the
 * scripts cannot read; the readable `auth_exp` cookie says when the access token is 20
 * minutes from expiring, so the client refreshes before it lapses.
 * - `apiFetch`: refreshes first when due (a failed refresh lets the request go on), and on
 *   any 401 ends the local session, flags it expired and goes to /login.
 * - `logoutCleanup`: the local half of logout, run whether or not the server call worked.
 */
import { useEffect } from 'react'

const FLASH_KEY = 'wi.authFlash'
export type AuthFlash = 'session_expired' | 'logged_out'

function cookieValue(name: string): string | null {
  if (typeof document === 'undefined') return null
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null
}

function refreshAtCookie(): string | null {
  return cookieValue('__Host-auth_exp') ?? cookieValue('auth_exp')
}

/** Epoch ms at which the access token should be refreshed, or null when signed out. */
export function refreshDueAt(): number | null {
  const value = Number(refreshAtCookie())
  return Number.isFinite(value) && value > 0 ? value : null
}

let refreshing: Promise<boolean> | null = null

/** Refreshes the session through the refresh cookie; false when it could not (ignored by callers). */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/api/auth/token/refresh', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
    .then((res) => res.ok)
    .catch(() => false)
    .finally(() => {
      setTimeout(() => (refreshing = null), 0)
    })
  return refreshing
}

async function refreshIfDue() {
  const due = refreshDueAt()
  if (due !== null && Date.now() >= due) await refreshSession()
}

/** Clears what the browser keeps about the session (the readable cookie and stored data). */
export function logoutCleanup() {
  if (typeof document === 'undefined') return
  const secure = location.protocol === 'https:'
  for (const name of secure ? ['__Host-auth_exp'] : ['auth_exp']) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`
  }
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith('wi.user')) localStorage.removeItem(key)
  } catch {
    // storage may be blocked; nothing to clear then
  }
  // The service worker drops every page it kept (public/sw.js, CLEAR_PRIVATE).
  navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_PRIVATE' })
}

export function setAuthFlash(flash: AuthFlash) {
  try {
    sessionStorage.setItem(FLASH_KEY, flash)
  } catch {
    // storage blocked: the toast is skipped, the redirect still happens
  }
}

/** Reads and clears the flag left before a redirect (session expired, logged out). */
export function takeAuthFlash(): AuthFlash | null {
  try {
    const value = sessionStorage.getItem(FLASH_KEY) as AuthFlash | null
    sessionStorage.removeItem(FLASH_KEY)
    return value
  } catch {
    return null
  }
}

/** Spec §4 "session expiry": clear the session, flag it, go to /login (remembering the page). */
export async function handleUnauthorized() {
  await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
  logoutCleanup()
  setAuthFlash('session_expired')
  const english = location.pathname === '/en' || location.pathname.startsWith('/en/')
  const back = location.pathname + location.search
  location.assign(`${english ? '/en' : ''}/login?redirect=${encodeURIComponent(back)}`)
}

/**
 * fetch for the portal's API from the browser: same-origin cookies, JSON accepted,
 * refresh when due, and the 401 rule of the specification.
 */
export async function apiFetch(input: string, init: RequestInit = {}): Promise<Response> {
  await refreshIfDue()
  const headers = new Headers(init.headers)
  if (!headers.has('accept')) headers.set('accept', 'application/json')
  const response = await fetch(input, { credentials: 'same-origin', ...init, headers })
  if (response.status === 401 && refreshDueAt() !== null && !input.startsWith('/api/auth/login')) {
    void handleUnauthorized()
  }
  return response
}

/** While signed in, refreshes the access token when it is 20 minutes from expiring. */
export function useSessionKeepAlive(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      const due = refreshDueAt()
      if (due === null) return
      const wait = Math.max(1000, due - Date.now())
      timer = setTimeout(
        async () => {
          await refreshSession()
          // A failed refresh is ignored (spec §8); try again a minute later while the page is open.
          if ((refreshDueAt() ?? 0) <= Date.now()) timer = setTimeout(schedule, 60_000)
          else schedule()
        },
        Math.min(wait, 2 ** 31 - 1),
      )
    }
    schedule()
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshIfDue()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [signedIn])
}

/**
 * The path a visitor returns to after signing in (spec §4: it must begin with `/` and use
 * only allowed path characters). Anything that could leave the site is dropped: a
 * scheme-relative `//host`, a backslash that browsers read as a slash, a scheme such as
 * `javascript:`, control characters and encoded tricks.
 */
const ALLOWED = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/
const MAX_LENGTH = 1024

export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null
  const path = raw.trim()
  if (!path || path.length > MAX_LENGTH) return null
  if (!ALLOWED.test(path)) return null
  // A single leading slash: "//evil.example" and "/\evil" are other hosts to a browser.
  if (path.startsWith('//') || path.startsWith('/\\')) return null
  // Percent-encoded slashes or backslashes at the start could be decoded into the above.
  if (/^\/(%2f|%5c)/i.test(path)) return null
  return path
}

/**
 * What a sign-in continues with: the page to return to and what the visitor pressed before
 * signing in (`favorite:<id>`, `search:<name>:<query>`, read by core/visitor's
 * sign-in-intent.schemas.ts, which alone decides whether it is one). The sign-in, sign-up
 * and confirmation pages and the confirmation e-mail's link carry it in their address, so
 * it survives creating an account and confirming it.
 */
export interface SignInContinuation {
  redirect: string | null
  intent: string | null
}

/** Longer than any intent a button builds: a longer one is dropped, never carried. */
const INTENT_MAX_LENGTH = 2200

/** `?redirect=…&intent=…` for a link to a sign-in page, or '' when there is nothing to carry. */
export function continuationQuery(continuation: Partial<SignInContinuation> | null | undefined): string {
  const params = new URLSearchParams()
  const redirect = safeReturnPath(continuation?.redirect)
  if (redirect) params.set('redirect', redirect)
  const intent = continuation?.intent
  if (intent && intent.length <= INTENT_MAX_LENGTH) params.set('intent', intent)
  return params.size ? `?${params}` : ''
}

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

/**
 * Cookie consent on the browser side (spec §4): non-essential work — remembering the
 * contact data, analytics-like beacons, third-party widgets — waits until the visitor has
 * accepted the banner (the `user_agree_cookies_policies` cookie, kept one year).
 */
export const CONSENT_COOKIE = 'user_agree_cookies_policies'

export function hasCookieConsent(): boolean {
  if (typeof document === 'undefined') return false
  return document.cookie.split('; ').some((c) => c === `${CONSENT_COOKIE}=true`)
}

export const CONTACT_COOKIE = 'contact_user_data'

export interface ContactData {
  name: string
  email: string
  phone: string
}

/** The visitor's contact data remembered from an earlier form (contact_user_data cookie). */
export function readContactCookie(): Partial<ContactData> {
  if (typeof document === 'undefined') return {}
  const raw = document.cookie.split('; ').find((c) => c.startsWith(`${CONTACT_COOKIE}=`))
  if (!raw) return {}
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(CONTACT_COOKIE.length + 1))) as Record<string, unknown>
    const pick = (k: string) => (typeof value[k] === 'string' ? (value[k] as string).slice(0, 200) : undefined)
    return { name: pick('name'), email: pick('email'), phone: pick('phone') }
  } catch {
    return {}
  }
}

/** Remembers the contact data for a year, only with the visitor's cookie consent. */
export function writeContactCookie(data: ContactData) {
  if (!hasCookieConsent()) return
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONTACT_COOKIE}=${encodeURIComponent(JSON.stringify(data))}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}

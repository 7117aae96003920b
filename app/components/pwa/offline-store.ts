/**
 * Listings viewed recently, remembered on this device (url and title) so the offline page
 * can list the ones the service worker keeps. No personal data beyond what was viewed.
 */
export const RECENT_KEY = 'wi.pwa.recent'
export const RECENT_LIMIT = 20

export interface RecentListing {
  url: string
  title: string
  at: number
}

export function readRecent(): RecentListing[] {
  try {
    const list = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]') as unknown
    return Array.isArray(list)
      ? (list as RecentListing[]).filter((i) => typeof i?.url === 'string' && i.url.startsWith('/'))
      : []
  } catch {
    return []
  }
}

export function rememberListing(url: string, title: string) {
  const list = [{ url, title, at: Date.now() }, ...readRecent().filter((i) => i.url !== url)].slice(0, RECENT_LIMIT)
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(list))
  } catch {
    // storage full or blocked: nothing to remember then
  }
}

export function isListingPath(pathname: string) {
  return /^(\/en)?\/property\//.test(pathname)
}

/** A page's title without the brand after its last bar (`Inmuebles en Envigado | Wi Inmuebles` → `Inmuebles en Envigado`). */
export function titleWithoutBrand(title: string): string {
  return title.replace(/\s+[|–]\s+[^|–]+$/, '').trim()
}

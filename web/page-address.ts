import { localeFromPath, type Locale } from '#i18n'

/**
 * The address of the page a request is for. A client-side navigation does not ask for the
 * page itself but for its data (`/user/panel/favorites.data?_routes=…`, the home page as
 * `/_.data`): a loader that builds a link, a redirect or a return path from `request.url`
 * must use the page's own address instead, or the visitor is sent to the data request.
 * React Router reads the same address for matching (its `getNormalizedPath`).
 */
export function pageUrl(request: Request | string): URL {
  const url = new URL(typeof request === 'string' ? request : request.url)
  url.pathname = pagePathname(url.pathname)
  // Only when present: deleting re-serialises the query (`%20` becomes `+`).
  if (url.searchParams.has('_routes')) url.searchParams.delete('_routes')
  return url
}

/** The page's path and query (`/properties/search?page=2`), as a return path or a redirect keeps it. */
export function pagePath(request: Request | string): string {
  const url = pageUrl(request)
  return url.pathname + url.search
}

/** A data request's path (`/en/x.data`, `/en.data`, `/_.data`) as its page's. */
function pagePathname(pathname: string): string {
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length)
  if (pathname.endsWith('.data')) return pathname.slice(0, -'.data'.length)
  return pathname
}

/**
 * The language of a page, the one way routes pick it: English under /en, Spanish elsewhere.
 * From a loader's or an action's request (a client navigation's data request counts as its
 * page), or from a location or URL (meta functions, components, shouldRevalidate).
 */
export function pageLocale(from: Request | { pathname: string }): Locale {
  return localeFromPath(pagePathname('url' in from ? new URL(from.url).pathname : from.pathname))
}

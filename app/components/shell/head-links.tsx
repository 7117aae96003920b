/**
 * Canonical and hreflang links on every page (es-CO, en, x-default → Spanish), absolute
 * from PUBLIC_URL (or the request's origin). A page whose canonical address differs from
 * its path (filters, old slugs) returns `canonicalPath` (a Spanish path, may include a
 * query) from its loader, and `canonicalPathEn` when the English address has other words
 * (landing addresses); the deepest such match wins.
 */
import { useLocation, useMatches } from 'react-router'
import { localizePath } from '#i18n'

function useCanonicalPaths(): { spanish: string; english: string } {
  const { pathname } = useLocation()
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].loaderData as { canonicalPath?: unknown; canonicalPathEn?: unknown } | undefined
    if (data && typeof data === 'object' && typeof data.canonicalPath === 'string') {
      const english = typeof data.canonicalPathEn === 'string' ? data.canonicalPathEn : null
      return { spanish: data.canonicalPath, english: english ?? localizePath(data.canonicalPath, 'en') }
    }
  }
  const spanish = localizePath(pathname, 'es-CO')
  return { spanish, english: localizePath(spanish, 'en') }
}

export function HeadLinks({ origin, locale }: { origin: string; locale: 'es-CO' | 'en' }) {
  const { spanish, english } = useCanonicalPaths()
  return (
    <>
      <link rel="canonical" href={origin + (locale === 'en' ? english : spanish)} />
      <link rel="alternate" hrefLang="es-CO" href={origin + spanish} />
      <link rel="alternate" hrefLang="en" href={origin + english} />
      <link rel="alternate" hrefLang="x-default" href={origin + spanish} />
    </>
  )
}

/**
 * Canonical and hreflang links on every page (es-CO, en, x-default → Spanish), absolute
 * from PUBLIC_URL (or the request's origin). A page whose canonical address differs from
 * its path (filters, old slugs) returns `canonicalPath` (a Spanish path, may include a
 * query) from its loader; the deepest such match wins.
 */
import { useLocation, useMatches } from 'react-router'
import { localizePath } from '~/i18n'

function useCanonicalPath(): string {
  const { pathname } = useLocation()
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].loaderData as { canonicalPath?: unknown } | undefined
    if (data && typeof data === 'object' && typeof data.canonicalPath === 'string') return data.canonicalPath
  }
  return localizePath(pathname, 'es-CO')
}

export function HeadLinks({ origin, locale }: { origin: string; locale: 'es-CO' | 'en' }) {
  const spanish = useCanonicalPath()
  const english = localizePath(spanish, 'en')
  return (
    <>
      <link rel="canonical" href={origin + (locale === 'en' ? english : spanish)} />
      <link rel="alternate" hrefLang="es-CO" href={origin + spanish} />
      <link rel="alternate" hrefLang="en" href={origin + english} />
      <link rel="alternate" hrefLang="x-default" href={origin + spanish} />
    </>
  )
}

import { useCallback } from 'react'
import { useLocation } from 'react-router'
import { localeFromPath, localizePath, translate, type Locale, type MessageKey } from '../i18n'

/** The current page's locale and a translate function bound to it. */
export function useT() {
  const { pathname } = useLocation()
  const locale = localeFromPath(pathname)
  const t = useCallback(
    (key: MessageKey, params?: Parameters<typeof translate>[2]) => translate(locale, key, params),
    [locale],
  )
  /** A Spanish path ("/properties/search") in the current locale. */
  const href = useCallback((path: string) => localizePath(path, locale), [locale])
  return { t, locale, href }
}

export function htmlLang(locale: Locale) {
  return locale === 'en' ? 'en' : 'es-CO'
}

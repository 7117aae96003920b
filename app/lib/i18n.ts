import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { localeFromPath, localizePath, noteTexts, translate, type Locale, type MessageKey } from '../i18n'
import { subscribeTexts, textsVersion } from '../i18n/load'

const serverTextsVersion = () => 0

/** The current page's locale and a translate function bound to it. */
export function useT() {
  const { pathname } = useLocation()
  const locale = localeFromPath(pathname)
  // A new version when the whole catalogue arrived after a text was missing: draw again.
  const version = useSyncExternalStore(subscribeTexts, textsVersion, serverTextsVersion)
  const t = useCallback(
    (key: MessageKey, params?: Parameters<typeof translate>[2]) => translate(locale, key, params),
    // version: the catalogue grew, so the same key may now read differently.
    [locale, version],
  )
  /** A Spanish path ("/properties/search") in the current locale. */
  const href = useCallback((path: string) => localizePath(path, locale), [locale])
  return { t, locale, href }
}

export function htmlLang(locale: Locale) {
  return locale === 'en' ? 'en' : 'es-CO'
}

/**
 * False while the server draws the page and the browser hydrates it, true afterwards: for the
 * parts drawn only in the browser (controls that need scripts). `browserTexts` are the keys
 * those parts use: the server notes them so that the page carries their texts (ADR 0023).
 */
export function useHydrated(browserTexts: readonly MessageKey[] = []): boolean {
  if (typeof document === 'undefined') noteTexts(browserTexts)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

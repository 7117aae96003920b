import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { localizePath, noteTexts, translate, type Locale, type MessageKey } from '#i18n'
import { subscribeTexts, textsVersion } from '#i18n/load'
import { pageLocale } from '#web/page-address'

const serverTextsVersion = () => 0

/** The current page's locale and a translate function bound to it. */
export function useT() {
  const { pathname } = useLocation()
  const locale = pageLocale({ pathname })
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
 * The keys of texts that a part drawn only in the browser will use (controls that need scripts):
 * the server notes them while drawing the part's server stand-in, so that the page carries
 * their texts (ADR 0023). Called by the component that owns those texts.
 */
export function useBrowserTexts(keys: readonly MessageKey[]) {
  if (typeof document === 'undefined') noteTexts(keys)
}

/**
 * False while the server draws the page and the browser hydrates it, true afterwards: for the
 * parts drawn only in the browser, whose texts are `browserTexts` (see useBrowserTexts).
 */
export function useHydrated(browserTexts: readonly MessageKey[] = []): boolean {
  useBrowserTexts(browserTexts)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * The texts in the browser (ADR 0023). The server writes the texts a page was drawn with into
 * the page (`<script type="application/json" id="wi-texts">`, app/lib/page-texts.server.ts),
 * so the page hydrates without the catalogue's script; the language's whole catalogue is
 * fetched once the page has hydrated, and before any navigation or dialog that may need more.
 */
import { completeTexts, startWithPageTexts, type Locale } from '.'

export const PAGE_TEXTS_ID = 'wi-texts'

const loading: Partial<Record<Locale, Promise<void>>> = {}
const listeners = new Set<() => void>()
let version = 0

/** The language of the page in the browser. */
export function documentLocale(): Locale {
  return document.documentElement.lang === 'en' ? 'en' : 'es-CO'
}

/**
 * Before hydrating: the page's own texts when the server wrote them (they come last in the
 * page, so this waits for the document to be read), otherwise the whole catalogue.
 */
export async function startTexts(locale: Locale): Promise<void> {
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
  const element = document.getElementById(PAGE_TEXTS_ID)
  if (!element?.textContent) return loadAllTexts(locale)
  startWithPageTexts(locale, JSON.parse(element.textContent) as Record<string, string>)
}

/** The language's whole catalogue, fetched once (again after a failure, such as offline). */
export function loadAllTexts(locale: Locale): Promise<void> {
  return (loading[locale] ??= fetchCatalogue(locale).then(
    (tree) => {
      if (!completeTexts(locale, tree)) return
      version++
      for (const listener of listeners) listener()
    },
    (error: unknown) => {
      delete loading[locale]
      throw error
    },
  ))
}

/**
 * A part drawn only in the browser (a dialog, the PWA client), with the language's whole
 * catalogue: its texts are not among those the page was drawn with. `textsOptional`: the
 * part comes even when the catalogue cannot be fetched.
 */
export function withAllTexts<T>(part: Promise<T>, { textsOptional = false } = {}): Promise<T> {
  const texts = loadAllTexts(documentLocale())
  return Promise.all([part, textsOptional ? texts.catch(() => undefined) : texts]).then(([loaded]) => loaded)
}

async function fetchCatalogue(locale: Locale): Promise<object> {
  return locale === 'en' ? (await import('./en')).en : (await import('./es-CO')).esCO
}

/**
 * Bumped when the catalogue arrived after a text had been asked for without it, so the
 * components that drew an empty text draw again (useT subscribes).
 */
export function subscribeTexts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function textsVersion(): number {
  return version
}

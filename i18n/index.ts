/**
 * Message catalogues. Spanish (es-CO) is the default and the fallback; English lives
 * under /en. Each area keeps its own file (common, auth, search, …) so that parts of the
 * product can grow without touching one another's texts.
 */
import type { FieldErrors, MessageKey } from '#core/shared/browser'
import type { esCO } from './es-CO'
import type { admin } from './es-CO/admin'
import type { adminOrg } from './es-CO/admin-org'
import type { mortgage } from './es-CO/mortgage'

export const LOCALES = ['es-CO', 'en'] as const
export type Locale = (typeof LOCALES)[number]

export type Catalogue = typeof esCO

/** Every text a key can name: the public catalogue, and the back-office's two and the credit simulator's, registered apart. */
type AllTexts = Catalogue & { admin: typeof admin; admin_org: typeof adminOrg; mortgage: typeof mortgage }

/** The dotted paths to the strings of a catalogue tree: 'errors.not_found' | 'auth.sign_in.title' | … */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`
}[keyof T & string]

// The keys reach core's MessageRef (core cannot import app/), so an unknown key is a type
// error in a service as well as in a component (i18n/keys.typetest.ts checks it).
declare module '#core/shared/message-key.types' {
  interface MessageCatalogue {
    keys: Leaves<AllTexts>
  }
}

export type { MessageKey }

/** The groups of the catalogue, such as 'admin_org.leads.kind' (every key's parents). */
type Groups<T> = {
  [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${Groups<T[K]>}`
}[keyof T & string]

/** The keys of a group without the group's prefix: KeysUnder<'search'> = 'heading.any' | 'meta.title' | … */
export type KeysUnder<G extends Groups<AllTexts>> = MessageKey extends infer K
  ? K extends `${G}.${infer Rest}`
    ? Rest
    : never
  : never

/**
 * The key of a name that arrives as data (a database value, a query parameter) within a
 * group of the catalogue: `keyIn('admin_org.leads.kind', lead.kind)`. The group is checked;
 * a name the group lacks shows as its key, as any missing text does.
 */
export function keyIn(group: Groups<AllTexts>, name: string): MessageKey {
  return `${group}.${name}` as MessageKey
}

type Params = Record<string, string | number | { key: MessageKey; params?: Params }[]>

/**
 * Filled by registerMessages: on the server with both locales (i18n/all.ts), in the
 * browser with the page's locale only (app/entry.client.tsx), so a visitor downloads one
 * language, not two.
 */
const catalogues: Record<Locale, Record<string, string>> = { 'es-CO': {}, en: {} }

export function registerMessages(locale: Locale, tree: object) {
  flatten(tree, '', catalogues[locale])
}

/**
 * In the browser a page starts with only the texts its HTML was drawn with (i18n/load.ts);
 * until the rest arrives, a text it lacks reads as empty rather than as its key, and the miss is
 * noted so that what was drawn with it is drawn again.
 */
let partial = false
let missed = false

/** The page's own texts, before it hydrates: the catalogue is partial until completeTexts. */
export function startWithPageTexts(locale: Locale, texts: Record<string, string>) {
  registerMessages(locale, texts)
  partial = true
}

/** The whole catalogue has arrived; true when a text was asked for before it did. */
export function completeTexts(locale: Locale, tree: object): boolean {
  registerMessages(locale, tree)
  partial = false
  const hadMissed = missed
  missed = false
  return hadMissed
}

/** Told of every key a text is looked up by (the server notes the ones a page is drawn with). */
let lookupListener: ((key: string) => void) | undefined
export function onTextLookup(listener: ((key: string) => void) | undefined) {
  lookupListener = listener
}

/** Notes keys a page will need although the server does not draw them (parts drawn only in the browser). */
export function noteTexts(keys: Iterable<string>) {
  if (lookupListener) for (const key of keys) lookupListener(key)
}

/** The texts of the given keys in a locale (with the Spanish fallback), for a page to start with. */
export function textsFor(locale: Locale, keys: Iterable<string>): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const key of keys) {
    const text = catalogues[locale][key] ?? catalogues['es-CO'][key]
    if (text !== undefined) texts[key] = text
  }
  return texts
}

function flatten(tree: object, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (typeof v === 'string') out[key] = v
    else flatten(v as object, key, out)
  }
  return out
}

/**
 * The text for a key in a locale, falling back to Spanish, then to the key itself.
 * A count's words follow the language's plural rules (Intl.PluralRules) in an ICU-like form:
 * `{count, plural, one {# baño} other {# baños}}`, where `#` is the number in the locale's
 * format; `=0 {…}` matches exactly, and a category the message lacks falls back to `other`.
 */
export function translate(locale: Locale, key: MessageKey, params?: Params): string {
  lookupListener?.(key)
  const text = catalogues[locale][key] ?? catalogues['es-CO'][key] ?? missing(key)
  if (!params) return text
  return selectPlurals(locale, text, params).replace(/\{(\w+)\}/g, (m, name: string) => {
    if (!(name in params)) return m
    const value = params[name]
    return Array.isArray(value) ? value.map((ref) => translate(locale, ref.key, ref.params)).join(', ') : String(value)
  })
}

/** Field errors as texts in a locale: every message of each invalid field. */
export function translateFields(locale: Locale, fields: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, refs]) => [field, refs.map((r) => translate(locale, r.key, r.params))]),
  )
}

function missing(key: string): string {
  if (!partial) return key
  missed = true
  return ''
}

const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g
const PLURAL_CASE = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g
const NUMBER_LOCALE: Record<Locale, string> = { 'es-CO': 'es-CO', en: 'en-US' }

function selectPlurals(locale: Locale, text: string, params: Params): string {
  if (!text.includes(', plural,')) return text
  return text.replace(PLURAL, (m, name: string, body: string) => {
    const value = params[name]
    if (typeof value !== 'number') return m
    const cases = new Map([...body.matchAll(PLURAL_CASE)].map((c) => [c[1], c[2]]))
    const category = new Intl.PluralRules(NUMBER_LOCALE[locale]).select(value)
    const chosen = cases.get(`=${value}`) ?? cases.get(category) ?? cases.get('other') ?? ''
    return chosen.replaceAll('#', new Intl.NumberFormat(NUMBER_LOCALE[locale]).format(value))
  })
}

/** True when the key is in the catalogue (for a string that arrived at run time, such as an error page's message). */
export function hasKey(key: string): key is MessageKey {
  if (key in catalogues['es-CO'] || key in catalogues.en) return true
  if (partial) missed = true
  return false
}

/** The locale a path is in: English under /en, Spanish everywhere else. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'es-CO'
}

/** The same page in another locale; a query string or fragment is kept as it is. */
export function localizePath(path: string, locale: Locale): string {
  const at = path.search(/[?#]/)
  const pathname = at < 0 ? path : path.slice(0, at)
  const suffix = at < 0 ? '' : path.slice(at)
  const bare = localeFromPath(pathname) === 'en' ? pathname.slice(3) || '/' : pathname
  if (locale === 'es-CO') return bare + suffix
  return (bare === '/' ? '/en' : `/en${bare}`) + suffix
}

/** The locale an API caller wants: ?lang=en, then Accept-Language, else Spanish. */
export function localeFromRequest(url: URL, acceptLanguage: string | null | undefined): Locale {
  const lang = url.searchParams.get('lang')
  if (lang === 'en') return 'en'
  if (lang === 'es' || lang === 'es-CO') return 'es-CO'
  if (url.pathname === '/en' || url.pathname.startsWith('/en/')) return 'en'
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('en') ? 'en' : 'es-CO'
}

/** The long texts of content and legal pages, for loaders (never bundled for the browser). */
import type { Locale } from '#i18n'
import { legal as legalEn } from '#i18n/en/legal'
import { pages as pagesEn } from '#i18n/en/pages'
import { type ContentDoc, legal as legalEs, type LegalName } from '#i18n/es-CO/legal'
import { type PageName, pages as pagesEs } from '#i18n/es-CO/pages'

export type { ContentDoc, LegalName, PageName }

export function legalDoc(locale: Locale, name: LegalName): ContentDoc {
  return locale === 'en' ? legalEn[name] : legalEs[name]
}

export function pageDoc(locale: Locale, name: PageName): ContentDoc {
  return locale === 'en' ? pagesEn[name] : pagesEs[name]
}

/** Dates as Colombians read them, in Bogotá time, the same on the server and in the browser. */
import type { Locale } from '#i18n'

type Style = 'full' | 'long' | 'medium' | 'short'

const tag = (locale: Locale) => (locale === 'en' ? 'en-US' : 'es-CO')

/** "22 de noviembre de 2026" (long), "22/11/26" (short). */
export function formatDate(iso: string | Date, locale: Locale, dateStyle: Style = 'long'): string {
  return new Intl.DateTimeFormat(tag(locale), { dateStyle, timeZone: 'America/Bogota' }).format(new Date(iso))
}

/** A date with its time of day, e.g. for leads and the audit log. */
export function formatDateTime(iso: string | Date, locale: Locale, dateStyle: Style, timeStyle: Style): string {
  return new Intl.DateTimeFormat(tag(locale), { dateStyle, timeStyle, timeZone: 'America/Bogota' }).format(
    new Date(iso),
  )
}

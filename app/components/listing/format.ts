/** Number and date formats of the listing pages (same output on the server and in the browser). */
import type { Locale } from '~/i18n'

const areaFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 })

/** 85 → "85", 72.5 → "72,5" (Colombian decimals whatever the page language). */
export function formatArea(value: number): string {
  return areaFormat.format(value)
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' }).format(new Date(iso))
}

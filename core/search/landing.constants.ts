/**
 * The words of the landing addresses (ADR 0021): /{operation}/{type?}/{municipality?}/{barrio?}
 * in Spanish, /en/{operation}/… in English. Keyed by the catalogue's stable type slugs.
 */
export type LandingLocale = 'es-CO' | 'en'
export type LandingOperation = 'rent' | 'sale'

export const LANDING_OPERATION_WORDS: Record<LandingLocale, Record<LandingOperation, string>> = {
  'es-CO': { rent: 'arriendo', sale: 'venta' },
  en: { rent: 'rent', sale: 'sale' },
}

/** Plural type words by the catalogue's type slug. */
export const LANDING_TYPE_WORDS: Record<string, Record<LandingLocale, string>> = {
  apartment: { 'es-CO': 'apartamentos', en: 'apartments' },
  house: { 'es-CO': 'casas', en: 'houses' },
  'commercial-house': { 'es-CO': 'casas-comerciales', en: 'commercial-houses' },
  office: { 'es-CO': 'oficinas', en: 'offices' },
  warehouse: { 'es-CO': 'bodegas', en: 'warehouses' },
  lot: { 'es-CO': 'lotes', en: 'lots' },
  farm: { 'es-CO': 'fincas', en: 'farms' },
  studio: { 'es-CO': 'apartaestudios', en: 'studio-apartments' },
  'consulting-room': { 'es-CO': 'consultorios', en: 'consulting-rooms' },
  'local-shop': { 'es-CO': 'locales', en: 'retail-spaces' },
}

/**
 * The title the owner's form offers (issue 33): what the listing's facts say, "Apartamento en
 * arriendo en Laureles, 3 habitaciones", in the owner's language. Empty until the type and the
 * place are known.
 */
import { translate, type Locale } from '#i18n'
import type { BusinessType } from './business-types.constants'

export interface TitleFacts {
  type: { es: string; en: string } | null
  /** The barrio, else the municipality. */
  place: string | null
  operation: BusinessType
  bedrooms: number | null
}

export function suggestedTitle(locale: Locale, facts: TitleFacts): string {
  if (!facts.type || !facts.place) return ''
  const title = translate(locale, 'owner.form.suggested_title', {
    type: locale === 'en' ? facts.type.en : facts.type.es,
    operation: translate(locale, `owner.form.operation.${facts.operation}`),
    place: facts.place,
  })
  return facts.bedrooms ? translate(locale, 'owner.form.suggested_rooms', { title, n: facts.bedrooms }) : title
}

/**
 * The footer's search-link lists (spec §2, footer): apartments, houses and the other
 * property types, each for rent and for sale; apartments and houses in 6 municipalities
 * of the Valle de Aburrá. Each goes to its landing address (/arriendo/apartamentos/medellin,
 * ADR 0021), the same search as its /properties/search twin. The order is shuffled by the
 * caller's random function, once per request on the server.
 */
import { translate, type Locale } from '#i18n'
import type { Operation } from '#core/shared'
import { landingPath } from '#core/search/browser'
import type { FooterLink, FooterLinkGroups } from '../components/shell/shell-data'

/** DANE codes of the footer's municipalities: Medellín, Envigado, Sabaneta, Bello, La Estrella, Itagüí. */
export const FOOTER_MUNICIPALITY_CODES = ['05001', '05266', '05631', '05088', '05380', '05360'] as const
export const FOOTER_PLACE_TYPES = ['apartment', 'house'] as const

export interface FooterPlace {
  id: number
  departmentId: number
  name: string
  /** Its slug in landing addresses ("medellin"). */
  slug: string
}

export interface FooterType {
  id: number
  slug: string
  /** Plural name in the page's language ("Apartamentos"). */
  plural: string
}

export function shuffle<T>(items: T[], random: () => number = Math.random): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

export function footerLinkGroups(
  locale: Locale,
  places: FooterPlace[],
  types: FooterType[],
  random: () => number = Math.random,
): FooterLinkGroups {
  const byType = (operation: Operation): FooterLink[] =>
    shuffle(
      types.map((type) => ({
        label: translate(locale, operation === 'rent' ? 'shell.footer.type_rent' : 'shell.footer.type_sale', {
          type: type.plural,
        }),
        href: landingPath(locale, { operation, type: type.slug }),
      })),
      random,
    )
  const placeTypes = types.filter((t) => (FOOTER_PLACE_TYPES as readonly string[]).includes(t.slug))
  const byPlace = (operation: Operation): FooterLink[] =>
    shuffle(
      places.flatMap((place) =>
        placeTypes.map((type) => ({
          label: translate(locale, operation === 'rent' ? 'shell.footer.type_rent_in' : 'shell.footer.type_sale_in', {
            type: type.plural,
            place: place.name,
          }),
          href: landingPath(locale, { operation, type: type.slug, municipality: place.slug }),
        })),
      ),
      random,
    )
  return {
    typesRent: byType('rent'),
    typesSale: byType('sale'),
    placesRent: byPlace('rent'),
    placesSale: byPlace('sale'),
  }
}

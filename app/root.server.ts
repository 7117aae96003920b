/**
 * Builds the root loader's data (ShellData): locale, brand, flags, the signed-in user,
 * the footer's shuffled search links and whether cookies were accepted.
 */
import { siteOrigin, runtime } from '#core/shared'
import { type Locale } from '#i18n'
import { pageUrl, pageLocale } from '#web/page-address'
import { getActor } from '#web/session.server'
import { readCookie } from '#core/accounts'
import { COOKIE_CONSENT } from './components/shell/cookie-banner'
import { footerLinkGroups } from './lib/footer-links.server'
import { loadFooterSource } from './lib/shell-places.server'
import type { ShellData, ShellUser } from './components/shell/shell-data'

export async function loadShellData(request: Request, nonce: string): Promise<ShellData> {
  const env = runtime().env
  const url = pageUrl(request)
  const locale: Locale = pageLocale(url)
  const [actor, footerSource] = await Promise.all([
    getActor(request),
    env.SHOW_FOOTER_SEARCH_LINKS ? loadFooterSource(locale) : Promise.resolve(null),
  ])
  const user: ShellUser | null = actor
    ? { fullName: actor.fullName, photo: (actor as { photo?: string | null }).photo ?? null }
    : null
  return {
    nonce,
    locale,
    brand: env.BRAND_NAME,
    origin: siteOrigin(),
    user,
    links: {
      blog: env.BLOG_URL,
      backoffice: env.BACKOFFICE_URL || '/admin',
      whatsapp: `https://wa.me/${env.PORTAL_WHATSAPP}`,
      instagram: env.INSTAGRAM_URL,
      facebook: env.FACEBOOK_URL,
    },
    flags: { footerSearchLinks: env.SHOW_FOOTER_SEARCH_LINKS, footerMobileMenu: env.SHOW_FOOTER_MOBILE_MENU },
    footerLinks: footerSource ? footerLinkGroups(locale, footerSource.places, footerSource.types) : null,
    cookiesAccepted: readCookie(request.headers.get('cookie'), COOKIE_CONSENT.name) === 'true',
  }
}

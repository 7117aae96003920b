/**
 * The listing page's loader work, kept out of the browser bundle: reads the ids from the
 * address, asks the listing service for the page, redirects stale slugs (301) and builds
 * the contact links and map settings the page renders (meta tags and JSON-LD are made
 * from the listing by core/seo in the route itself).
 */
import { siteOrigin, encodeOperation, runtime } from '#core/shared'
import { data, redirect } from 'react-router'
import { getListingPage, NOT_FOUND_KEY, parseListingPath } from '#core/listings'
import { formatPhone, telHref, whatsappUrl } from '#core/listings/browser'
import { simulatorStart } from '#core/mortgage'
import { listingShareTitle } from '#core/seo/browser'
import { localeFromPath, translate } from '~/i18n'
import { anonymousContext } from '#web/context'

export async function loadListingPage(request: Request, splat: string) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const { env } = runtime()
  const page = await getListingPage(anonymousContext(locale), parseListingPath(splat))
  if (!page.found) throw data({ message: NOT_FOUND_KEY, similar: page.similar }, { status: 404 })

  const { listing, similar } = page
  const localPath = (locale === 'en' ? '/en' : '') + listing.path
  // Client-side navigations ask for {path}.data: compare the page path itself.
  if (url.pathname.replace(/\.data$/, '') !== localPath) throw redirect(localPath + url.search, 301)

  const origin = siteOrigin()
  const pageUrl = origin + localPath
  const searchQuery = new URLSearchParams({
    property_types: listing.propertyType.id,
    operation_type_id: encodeOperation(listing.operation),
  })
  if (listing.department) searchQuery.set('department_id', listing.department.id)
  if (listing.municipality) searchQuery.set('municipality_id', listing.municipality.id)
  const whatsappText = translate(locale, 'listing.contact.whatsapp_message', {
    code: listing.code,
    url: origin + listing.path,
  })

  return {
    listing,
    similar,
    /** Spanish canonical path, for the canonical and hreflang links (HeadLinks). */
    canonicalPath: listing.path,
    origin,
    pageUrl,
    brand: env.BRAND_NAME,
    searchQuery: searchQuery.toString(),
    shareTitle: listingShareTitle(listing),
    phone: listing.phone ? { display: formatPhone(listing.phone), href: telHref(listing.phone) } : null,
    whatsappUrl: whatsappUrl(listing.whatsapp, whatsappText),
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION },
    mortgage: listing.operation === 'sale' && listing.price ? mortgageSimulator(listing.price, url) : null,
  }
}

/** The credit simulator of a sale listing: the estimate, and the form's fields (a visitor without JavaScript submits them here). */
function mortgageSimulator(price: number, url: URL) {
  const { estimate, fields, isSubmitted } = simulatorStart(price, Object.fromEntries(url.searchParams))
  return {
    fields,
    isSubmitted,
    estimate: {
      monthlyPayment: estimate.monthlyPayment,
      years: estimate.years,
      downPaymentPercent: estimate.downPaymentPercent,
      annualRatePercent: estimate.annualRatePercent,
    },
  }
}

/**
 * The listing page's loader work, kept out of the browser bundle: reads the ids from the
 * address, asks the listing service for the page, redirects stale slugs (301) and builds
 * the contact links and map settings the page renders (meta tags and JSON-LD are made
 * from the listing by core/seo in the route itself).
 */
import { siteOrigin, decodeId, gone, notFound, runtime } from '#core/shared'
import { landingCatalogue, landingPathOf, searchParamsOf, searchPath } from '#core/search'
import { redirect } from 'react-router'
import { getListingPage, GONE_KEY, NOT_FOUND_KEY, parseListingPath } from '#core/listings'
import { formatPhone, telHref, whatsappUrl } from '#core/listings/browser'
import { simulatorStart } from '#core/mortgage'
import { listingJsonLd, listingMetaTags, listingShareTitle, serializeJsonLd } from '#core/seo'
import { translate, type Locale } from '#i18n'
import { publicReadContext } from '#web/context'
import { errorPage } from '#web/page'
import { pageLocale } from '#web/page-address'

export async function loadListingPage(request: Request, splat: string) {
  const url = new URL(request.url)
  const locale = pageLocale(url)
  const { env } = runtime()
  const page = await getListingPage(publicReadContext(request, locale), parseListingPath(splat))
  // A listing that left the portal is 410 Gone (an aggregator's stale link still finds similar ones).
  if (!page.found) throw errorPage(page.gone ? gone(GONE_KEY) : notFound(NOT_FOUND_KEY), { similar: page.similar })

  const { listing, similar } = page
  const localPath = (locale === 'en' ? '/en' : '') + listing.path
  // Client-side navigations ask for {path}.data: compare the page path itself.
  if (url.pathname.replace(/\.data$/, '') !== localPath) throw redirect(localPath + url.search, 301)

  const crumbs = await listingCrumbs(locale, listing)
  const origin = siteOrigin()
  const pageUrl = origin + localPath
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
    /** The head's tags and the schema.org data, made here so their code stays on the server. */
    meta: listingMetaTags({ listing, origin, url: pageUrl, brand: env.BRAND_NAME, locale }),
    jsonLd: serializeJsonLd(listingJsonLd({ listing, origin, url: pageUrl })),
    crumbs,
    /** The search the price comparison counts (its type and operation in the barrio or the municipality). */
    comparisonSearch: listing.priceComparison?.scope === 'sector' ? crumbs.sectorSearch : crumbs.search,
    shareTitle: listingShareTitle(listing),
    phone: listing.phone ? { display: formatPhone(listing.phone), href: telHref(listing.phone) } : null,
    whatsappUrl: whatsappUrl(listing.whatsapp, whatsappText),
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION },
    mortgage: listing.operation === 'sale' && listing.price ? mortgageSimulator(listing.price, url) : null,
  }
}

type ListingView = Extract<Awaited<ReturnType<typeof getListingPage>>, { found: true }>['listing']

/**
 * The breadcrumb's search and barrio (ADR 0021): the landing of the listing's type and operation
 * in its municipality, and in its barrio; the query search when a slug is unknown (the price
 * comparison links to one of them).
 */
async function listingCrumbs(locale: Locale, listing: ListingView) {
  const catalogue = await landingCatalogue(runtime().db)
  const named = {
    operation: listing.operation,
    typeId: decodeId('propertyType', listing.propertyType.id),
    departmentId: listing.department ? decodeId('department', listing.department.id) : null,
    municipalityId: listing.municipality ? decodeId('municipality', listing.municipality.id) : null,
  }
  const inSector = { ...named, sectorId: listing.sector ? decodeId('sector', listing.sector.id) : null }
  const sector = inSector.sectorId != null ? landingPathOf(catalogue, locale, inSector) : null
  return {
    search: landingPathOf(catalogue, locale, { ...named, sectorId: null }) ?? searchPath(locale, searchParamsOf(named)),
    sector,
    /** The barrio's search even when its landing is unknown. */
    sectorSearch: sector ?? searchPath(locale, searchParamsOf(inSector)),
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

/**
 * The listing page: /property/{seoTitle}/{seoMunicipality}/{seoSector}/{propertyId}/ot/{otId}.
 * Only the ids count: stale or missing slugs get a 301 to the canonical address, and an
 * operation the listing does not offer falls back to its default one. A listing that is
 * not published answers 404 "El inmueble no existe o fue deshabilitado" with similar ones; one
 * that was published and left the portal, 410 "Este inmueble ya no está disponible" with them.
 */
import { isRouteErrorResponse, Link, useRouteError, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { ListingCard } from '#core/listings'
import { publicPlace } from '#core/listings/browser'
import { ContactBar } from '~/components/listing/contact-bar'
import { ContactCard } from '~/components/listing/contact-card'
import { publisherBadges } from '~/components/listing/publisher-badges'
import { formatDate } from '~/components/ui/dates'
import { ListingFacts, ListingHighlights } from '~/components/listing/listing-facts'
import { ListingGallery } from '~/components/listing/listing-gallery'
import { IconPin } from '~/components/listing/listing-icons'
import { ListingMap } from '~/components/listing/listing-map'
import { MortgageSection } from '~/components/listing/mortgage-section'
import { loadListingPage } from '~/routes/listing/listing.server'
import { reportAction } from '~/routes/listing/report-action.server'
import { ReportListing, type ReportResult } from '~/components/listing/report-listing'
import { PricePanel } from '~/components/listing/price-panel'
import { RentalRequirements } from '~/components/listing/rental-requirements'
import { SimilarListings } from '~/components/listing/similar-listings'
import { OtherOffers } from '~/components/listing/other-offers'
import { ListingActions } from '~/components/visitor/listing-actions'
import { AgencyMessageButton, VisitRequestButton } from '~/components/visitor/lead-buttons'
import { useShellData } from '~/components/shell/shell-data'
import { GuardedErrorPage } from '~/components/shell/error-page'
import { translate } from '#i18n'
import { useT } from '~/lib/i18n'
import type { Route } from './+types/listing'
import { pageLocale } from '#web/page-address'
import { TitledSection } from '~/components/ui/titled-section'

const NOT_FOUND_KEY = 'errors.property_not_found'
const GONE_KEY = 'errors.property_gone'

/** The first view is photos: the scripts come after the first paint (ADR 0022). */
export const handle = { scriptsAfterPaint: true }

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadListingPage(request, params['*'] ?? '')
}

/** A visitor's report of the listing (the form works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  return reportAction(request, context)
}

/** A report keeps the page as it is: the third one takes the listing out, yet its reporter reads the thanks. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'report' ? false : defaultShouldRevalidate
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  const locale = pageLocale(location)
  if (loaderData) return loaderData.meta
  const gone = isRouteErrorResponse(error) && error.status === 410
  return [
    { title: `${translate(locale, gone ? GONE_KEY : NOT_FOUND_KEY)} | ${translate(locale, 'brand')}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ListingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, similar } = loaderData
  const { t, href, locale } = useT()
  const shell = useShellData()
  const operationLabel = t(`listing.operation_in.${listing.operation}`)
  const place = publicPlace([listing.sector?.name, listing.municipality?.name, listing.department?.name])
  const mapPlace = publicPlace([listing.sector?.name, listing.municipality?.name])

  return (
    <article className="pb-4">
      <nav aria-label={t('listing.breadcrumbs')} className="mb-3 text-sm text-ink">
        {/* One line whatever the font: a wrap that changes when the web font arrives would shift the gallery. */}
        <ol className="flex items-center gap-x-2 overflow-hidden whitespace-nowrap">
          <li className="shrink-0">
            <Link to={href('/')} className="underline-offset-2 hover:underline">
              {t('listing.home')}
            </Link>
          </li>
          <li aria-hidden="true" className="shrink-0">
            ›
          </li>
          <li className="min-w-0 truncate">
            <Link to={loaderData.crumbs.search} className="underline-offset-2 hover:underline">
              {t('listing.search_link', {
                type: listing.propertyType.plural,
                operation: operationLabel,
                place: listing.municipality?.name ?? 'Colombia',
              })}
            </Link>
          </li>
          {listing.sector && (
            <>
              <li aria-hidden="true" className="shrink-0">
                ›
              </li>
              <li className="min-w-0 truncate font-semibold text-ink-900">
                {loaderData.crumbs.sector ? (
                  <Link to={loaderData.crumbs.sector} className="underline-offset-2 hover:underline">
                    {listing.sector.name}
                  </Link>
                ) : (
                  listing.sector.name
                )}
              </li>
            </>
          )}
        </ol>
      </nav>

      <ListingGallery photos={listing.photos} title={listing.title} />

      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:gap-8">
        <header className="md:col-start-1 md:row-start-1">
          <p className="text-sm font-bold tracking-wide text-ink uppercase">
            {listing.propertyType.name} · {operationLabel}
          </p>
          <h1 className="mt-1 text-2xl leading-tight font-extrabold text-ink-900 sm:text-3xl">{listing.title}</h1>
          {place && (
            <p className="mt-2 flex items-start gap-1 text-ink-900">
              <IconPin className="mt-0.5 size-5 shrink-0 text-ink" />
              {place}
            </p>
          )}
          <p className="mt-1 text-sm text-ink">
            {t('listing.code', { code: listing.code })}
            {listing.publishedAt && <> · {t('listing.published', { date: formatDate(listing.publishedAt, locale) })}</>}
          </p>
          <ListingHighlights listing={listing} />
        </header>

        <aside className="flex flex-col gap-4 md:col-start-2 md:row-span-2 md:row-start-1">
          <div className="flex flex-col gap-4 md:sticky md:top-20">
            <PricePanel listing={listing} searchHref={loaderData.comparisonSearch} />
            <ContactCard
              propertyId={listing.id}
              rental={listing.businessType !== 'sale'}
              agency={listing.agency}
              byOwner={listing.publisher.kind === 'owner'}
              badges={publisherBadges(listing.publisher)}
              adviser={listing.adviser}
              phone={loaderData.phone}
              whatsappUrl={loaderData.whatsappUrl}
              share={{
                url: loaderData.pageUrl,
                title: loaderData.shareTitle,
                text: t('listing.share.text', { title: listing.title }),
              }}
              actions={
                <ListingActions
                  propertyId={listing.id}
                  variant="page"
                  leads={
                    <>
                      <AgencyMessageButton subject={{ kind: 'property', id: listing.id, code: listing.code }} />
                      <VisitRequestButton subject={{ kind: 'property', id: listing.id }} />
                    </>
                  }
                />
              }
            />
          </div>
        </aside>

        <div className="min-w-0 md:col-start-1 md:row-start-2">
          {/* In the page's flow, not the sticky column: there it would hang below the screen. */}
          <OtherOffers listing={listing} />
          <TitledSection id="description-title" title={t('listing.description')}>
            <div className="mt-3 space-y-3 leading-relaxed whitespace-pre-line text-ink-900">{listing.description}</div>
          </TitledSection>
          {listing.operation === 'rent' && listing.rentalRequirements && (
            <RentalRequirements requirements={listing.rentalRequirements} />
          )}
          <ListingFacts listing={listing} />
          {loaderData.mortgage && <MortgageSection key={listing.id} {...loaderData.mortgage} />}
          <ListingMap
            location={listing.location}
            place={mapPlace || place}
            tileUrl={loaderData.map.tileUrl}
            attribution={loaderData.map.attribution}
          />
          <ReportListing key={listing.id} propertyId={listing.id} result={actionData as ReportResult | undefined} />
        </div>
      </div>

      <SimilarListings listings={similar} title={t('listing.similar.title')} />

      <script
        type="application/ld+json"
        nonce={shell?.nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }}
      />
      <ContactBar
        propertyId={listing.id}
        code={listing.code}
        phone={loaderData.phone}
        whatsappUrl={loaderData.whatsappUrl}
      />
    </article>
  )
}

/**
 * "El inmueble no existe o fue deshabilitado" (404) or "Este inmueble ya no está disponible" (410)
 * with similar listings; other errors as usual.
 */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useT()
  const similar =
    isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)
      ? ((error.data as { similar?: ListingCard[] } | null)?.similar ?? null)
      : null
  return (
    <GuardedErrorPage error={error}>
      {similar && similar.length > 0 && <SimilarListings listings={similar} title={t('listing.similar.maybe')} />}
    </GuardedErrorPage>
  )
}

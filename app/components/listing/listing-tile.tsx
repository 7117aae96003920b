/**
 * A listing as a compact card (photo, type and operation, title, place, price and facts): the
 * listing page's similar listings and an agency's microsite show the same one.
 */
import { Link } from 'react-router'
import type { ListingCard } from '#core/listings'
import { formatCop } from '#core/shared/browser'
import { useT } from '~/lib/i18n'
import { formatArea } from './format'
import { PublisherBadges, publisherBadges } from './publisher-badges'

export function ListingTile({
  card,
  sizes,
  eager = false,
  fullReload = false,
  showCode = false,
  testId,
}: {
  card: ListingCard
  /** The image's `sizes`: how wide the tile is in its grid. */
  sizes: string
  /** Above the fold: load the photo at once. */
  eager?: boolean
  /** Open the listing with a full page load instead of the router's. */
  fullReload?: boolean
  showCode?: boolean
  testId?: string
}) {
  const { t, href } = useT()
  const photo = card.photo?.sources
  const facts = [
    card.buildArea ? t('listing.card.area', { n: formatArea(card.buildArea) }) : null,
    card.bedrooms != null ? t('listing.card.bedrooms', { n: card.bedrooms }) : null,
    card.bathrooms != null ? t('listing.card.bathrooms', { n: card.bathrooms }) : null,
    card.parking ? t('listing.card.parking', { n: card.parking }) : null,
  ].filter(Boolean)
  const place = [card.sectorName, card.municipalityName].filter(Boolean).join(', ')
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-ink/10 bg-white shadow-sm transition hover:shadow-lg"
      data-testid={testId}
    >
      <div className="aspect-[4/3] bg-ink/10">
        {photo && photo.length > 0 && (
          <img
            src={photo[0].url}
            srcSet={photo.map((s) => `${s.url} ${s.width}w`).join(', ')}
            sizes={sizes}
            alt=""
            width={480}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-bold tracking-wide text-ink uppercase">
          {card.typeName} · {t(`listing.operation_in.${card.operation}`)}
        </p>
        <h3 className="mt-1 line-clamp-2 font-extrabold text-ink-900">
          <Link
            to={href(card.path)}
            reloadDocument={fullReload}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:outline-3 after:focus-visible:outline-ink"
          >
            {card.title}
          </Link>
        </h3>
        {place && <p className="mt-1 text-sm text-ink">{place}</p>}
        <p className="mt-2 text-lg font-black text-ink-900">
          {card.price != null ? formatCop(card.price) : t('listing.price.ask')}
          {card.operation === 'rent' && card.adminPrice ? (
            <span className="ml-1 text-sm font-semibold text-ink">
              {t('listing.card.admin', { amount: formatCop(card.adminPrice) })}
            </span>
          ) : null}
        </p>
        {facts.length > 0 && <p className="mt-1 text-sm text-ink">{facts.join(' · ')}</p>}
        <PublisherBadges className="mt-2" badges={publisherBadges(card.publisher)} />
        {showCode && <p className="mt-auto pt-2 text-xs text-ink">{t('listing.code', { code: card.code })}</p>}
      </div>
    </article>
  )
}

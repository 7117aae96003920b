/**
 * Similar listings (same municipality, type and operation, price within ±25 %), also
 * offered on the "not found or disabled" page. A compact card of the listing page's own.
 */
import { Link } from 'react-router'
import type { ListingCard } from '#core/listings'
import { formatCop } from '#core/shared/browser'
import { useT } from '~/lib/i18n'
import { formatArea } from './format'

export function SimilarListings({ listings, title }: { listings: ListingCard[]; title: string }) {
  const { t, href } = useT()
  return (
    <section aria-labelledby="similar-title" className="mt-12">
      <h2 id="similar-title" className="text-xl font-extrabold text-ink-900 sm:text-2xl">
        {title}
      </h2>
      {listings.length === 0 ? (
        <p className="mt-2 text-ink">{t('listing.similar.none')}</p>
      ) : (
        <ul
          className="-mx-4 mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 xs:mx-0 xs:grid xs:grid-cols-2 xs:overflow-visible xs:px-0 md:grid-cols-3"
          data-testid="similar-listings"
        >
          {listings.map((card) => (
            <li key={card.id} className="w-[78%] shrink-0 snap-start xs:w-auto">
              <SimilarCard card={card} />
            </li>
          ))}
        </ul>
      )}
      <Link
        to={href('/properties/search')}
        className="mt-6 inline-block font-bold text-ink-900 underline underline-offset-2"
      >
        {t('listing.similar.search')}
      </Link>
    </section>
  )
}

function SimilarCard({ card }: { card: ListingCard }) {
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
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-ink/10 bg-white shadow-sm transition hover:shadow-lg">
      <div className="aspect-[4/3] bg-ink/10">
        {photo && photo.length > 0 && (
          <img
            src={photo[0].url}
            srcSet={photo.map((s) => `${s.url} ${s.width}w`).join(', ')}
            sizes="(min-width: 62rem) 20rem, (min-width: 36rem) 50vw, 100vw"
            alt=""
            width={480}
            height={360}
            loading="lazy"
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
      </div>
    </article>
  )
}

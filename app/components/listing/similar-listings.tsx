/**
 * Similar listings (same municipality, type and operation, price within ±25 %), also
 * offered on the "not found or disabled" page. A compact card of the listing page's own.
 */
import { Link } from 'react-router'
import type { ListingCard } from '#core/listings'
import { useT } from '~/lib/i18n'
import { ListingTile } from './listing-tile'
import { TitledSection } from '~/components/ui/titled-section'

export function SimilarListings({ listings, title }: { listings: ListingCard[]; title: string }) {
  const { t, href } = useT()
  return (
    <TitledSection
      id="similar-title"
      title={title}
      className="mt-12"
      titleClassName="text-xl font-extrabold text-ink-900 sm:text-2xl"
    >
      {listings.length === 0 ? (
        <p className="mt-2 text-ink">{t('listing.similar.none')}</p>
      ) : (
        <ul
          className="-mx-4 mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 xs:mx-0 xs:grid xs:grid-cols-2 xs:overflow-visible xs:px-0 md:grid-cols-3"
          data-testid="similar-listings"
        >
          {listings.map((card) => (
            <li key={card.id} className="w-[78%] shrink-0 snap-start xs:w-auto">
              <ListingTile card={card} sizes="(min-width: 62rem) 20rem, (min-width: 36rem) 50vw, 100vw" />
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
    </TitledSection>
  )
}

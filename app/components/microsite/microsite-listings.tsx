/** The agency's published listings: count, filters, the cards' grid (or "no listings") and the pages. */
import { useT } from '~/lib/i18n'
import { MicrositeFilters } from './microsite-filters'
import { ListingTile } from '~/components/listing/listing-tile'
import { MicrositePagination } from './microsite-pagination'
import type { MicrositeView } from '#core/agencies'

export function MicrositeListings({ base, view }: { base: string; view: MicrositeView }) {
  const { t } = useT()
  const { filters, meta } = view
  return (
    <section aria-labelledby="listings-title" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="listings-title" className="text-2xl font-extrabold text-ink-900">
            {t('microsite.listings')}
          </h2>
          <p className="mt-1 text-ink" data-testid="microsite-count">
            {t('microsite.listings_count', { count: meta.total })}
          </p>
        </div>
        <MicrositeFilters base={base} filters={filters} />
      </div>

      {view.listings.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-ink/10 bg-white p-6 text-center text-ink">
          {t('microsite.no_listings')}
        </p>
      ) : (
        <ul className="mt-5 grid gap-4 xs:grid-cols-2 lg:grid-cols-3">
          {view.listings.map((card, i) => (
            <li key={card.id}>
              {/* A full page load: the listing page redirects its own single-fetch (.data) requests. */}
              <ListingTile
                card={card}
                sizes="(min-width: 75rem) 24rem, (min-width: 36rem) 50vw, 100vw"
                eager={i < 3}
                fullReload
                showCode
                testId="microsite-listing"
              />
            </li>
          ))}
        </ul>
      )}

      <MicrositePagination base={base} filters={filters} meta={meta} />
    </section>
  )
}

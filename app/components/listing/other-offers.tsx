/**
 * "Publicado por N inmobiliarias" on a listing page (issue 14, one property, one card): the
 * same property as other agencies publish it, each with its price for the operation shown,
 * cheapest first, this page's offer among them. The search shows the property once, at the
 * lowest price; here the visitor chooses whom to contact.
 */
import { Link } from 'react-router'
import type { ListingDetail } from '#core/listings'
import { formatCop } from '#core/shared/browser'
import { useT } from '~/lib/i18n'
import { TitledSection } from '~/components/ui/titled-section'

export function OtherOffers({ listing }: { listing: ListingDetail }) {
  const { t, href } = useT()
  if (!listing.otherOffers.length) return null
  const offers = [
    { id: listing.id, agency: listing.agency, price: listing.price, path: listing.path, here: true },
    ...listing.otherOffers.map((o) => ({ ...o, here: false })),
  ].sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity))
  const agencies = new Set(offers.map((o) => o.agency.id)).size
  const perMonth = listing.operation === 'rent' ? t('listing.price.per_month') : ''
  return (
    <TitledSection
      id="offers-title"
      title={t('listing.offers.title', { n: agencies })}
      className="mb-8 rounded-xl border border-ink/15 bg-white p-5 shadow-sm"
      titleClassName="text-lg font-extrabold text-ink-900"
    >
      <p className="mt-1 text-sm text-ink">{t('listing.offers.text')}</p>
      <ul className="mt-3 divide-y divide-ink/10" data-testid="other-offers">
        {offers.map((o) => (
          <li
            key={o.id}
            className="flex items-center justify-between gap-3 py-2"
            aria-current={o.here ? 'page' : undefined}
          >
            {o.here ? (
              <span className="min-w-0 font-bold text-ink-900">
                {o.agency.name} <span className="font-normal text-ink">{t('listing.offers.this_page')}</span>
              </span>
            ) : (
              <Link to={href(o.path)} className="min-w-0 font-bold text-ink-900 underline underline-offset-2">
                {o.agency.name}
                <span className="sr-only"> {t('listing.offers.see', { agency: o.agency.name })}</span>
              </Link>
            )}
            <span className="shrink-0 text-right font-extrabold text-ink-900">
              {o.price != null ? formatCop(o.price) : t('listing.price.ask')}
              {o.price != null && perMonth && <span className="text-sm font-bold text-ink">{perMonth}</span>}
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}

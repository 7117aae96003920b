/**
 * The price of the operation shown (with a switch between rent and sale for a listing
 * offered both ways), administración and the monthly total, and the price per m² set
 * against the median of what the search shows for its type and operation in the barrio (or
 * municipality), with a link to that search, whose count is the one quoted.
 */
import { Link } from 'react-router'
import type { ListingDetail } from '#core/listings'
import { formatCop } from '#core/shared/browser'
import { useT } from '~/lib/i18n'
import { cn } from '../ui/cn'

/** `searchHref`: the search the comparison counts, opened by its link (same type, operation and place). */
export function PricePanel({ listing, searchHref }: { listing: ListingDetail; searchHref: string }) {
  const { t, href } = useT()
  const isRent = listing.operation === 'rent'
  return (
    <section aria-labelledby="price-title" className="rounded-xl border border-ink/15 bg-white p-5 shadow-sm">
      {listing.operations.length > 1 && (
        <nav aria-label={t('listing.operation_switch')} className="mb-4 grid grid-cols-2 gap-1 rounded-xl bg-ink/5 p-1">
          {listing.operations.map((op) => (
            <Link
              key={op}
              to={href(listing.operationPaths[op] ?? listing.path)}
              replace
              preventScrollReset
              aria-current={op === listing.operation ? 'page' : undefined}
              className={cn(
                'rounded-lg px-3 py-2 text-center text-sm font-bold',
                op === listing.operation ? 'bg-white text-ink-900 shadow-sm' : 'text-ink hover:text-ink-900',
              )}
            >
              {t(`listing.operation.${op}`)}
            </Link>
          ))}
        </nav>
      )}
      <h2 id="price-title" className="text-sm font-bold text-ink">
        {t(isRent ? 'listing.price.rent' : 'listing.price.sale')}
      </h2>
      <p className="mt-1 text-3xl font-black text-ink-900" data-testid="listing-price">
        {listing.price != null ? formatCop(listing.price) : t('listing.price.ask')}
        {isRent && listing.price != null && (
          <span className="text-base font-bold text-ink">{t('listing.price.per_month')}</span>
        )}
      </p>
      <dl className="mt-4 space-y-2 border-t border-ink/10 pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink">{t('listing.price.admin')}</dt>
          <dd className="font-bold text-ink-900">
            {listing.adminPrice ? formatCop(listing.adminPrice) : t('listing.price.admin_none')}
          </dd>
        </div>
        {isRent && listing.monthlyTotal != null && (
          <div className="flex justify-between gap-3">
            <dt className="text-ink">
              {t('listing.price.monthly_total')}
              <span className="block text-xs">{t('listing.price.monthly_total_hint')}</span>
            </dt>
            <dd className="font-extrabold text-ink-900" data-testid="monthly-total">
              {formatCop(listing.monthlyTotal)}
            </dd>
          </div>
        )}
        {listing.pricePerM2 != null && (
          <div className="flex justify-between gap-3">
            <dt className="text-ink">{t('listing.price.per_m2')}</dt>
            <dd className="font-bold text-ink-900">
              {t('listing.price.per_m2_value', { amount: formatCop(listing.pricePerM2) })}
            </dd>
          </div>
        )}
      </dl>
      {listing.pricePerM2 != null && <MedianComparison listing={listing} searchHref={searchHref} />}
    </section>
  )
}

function MedianComparison({ listing, searchHref }: { listing: ListingDetail; searchHref: string }) {
  const { t } = useT()
  const c = listing.priceComparison
  if (!c) return <p className="mt-3 text-xs text-ink">{t('listing.price.median_none')}</p>
  const key = `listing.price.${c.direction}${c.scope === 'municipality' ? '_municipality' : ''}` as const
  const tone =
    c.direction === 'below'
      ? 'bg-emerald-50 text-emerald-900 border-emerald-200'
      : c.direction === 'above'
        ? 'bg-amber-50 text-amber-950 border-amber-200'
        : 'bg-ink/5 text-ink-900 border-ink/10'
  return (
    <div className={cn('mt-4 rounded-lg border p-3 text-sm', tone)} data-testid="price-median">
      <p className="font-bold">
        {t(key, { percent: c.percent, count: c.count, place: listing.municipality?.name ?? '' })}
      </p>
      <p className="mt-1">{t('listing.price.median', { amount: formatCop(c.median) })}</p>
      <p className="mt-1 text-xs opacity-80">{t('listing.price.median_hint')}</p>
      <Link
        to={searchHref}
        className="mt-2 inline-block font-bold underline underline-offset-2"
        data-testid="price-median-search"
      >
        {t('listing.price.median_search', { count: c.count })}
      </Link>
    </div>
  )
}

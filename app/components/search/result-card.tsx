/**
 * A search result: first photo (responsive srcset; eager only in the first row, and asked for
 * first on the first card, the likely largest paint on a phone), price in
 * COP with the administración and the monthly total, area, rooms, parking, barrio and
 * municipality, the agency's logo, and the favourite/compare buttons (ListingActions).
 */
import { Link } from 'react-router'
import type { SearchResult } from '#core/search'
import { formatCop } from '#core/shared/browser'
import { IconArea, IconBath, IconBed, IconCar, IconPin } from '~/components/listing/listing-icons'
import { formatArea } from '~/components/listing/format'
import { ListingActions } from '~/components/visitor/listing-actions'
import { useT } from '~/lib/i18n'

export function ResultCard({ result, loading }: { result: SearchResult; loading: 'first' | 'eager' | 'lazy' }) {
  const { t, href } = useT()
  const place = [result.sectorName, result.municipalityName].filter(Boolean).join(', ')
  const facts = [
    result.buildArea ? { icon: IconArea, text: t('search.card.area', { n: formatArea(result.buildArea) }) } : null,
    result.bedrooms ? { icon: IconBed, text: t('search.card.bedrooms', { n: result.bedrooms }) } : null,
    result.bathrooms ? { icon: IconBath, text: t('search.card.bathrooms', { n: result.bathrooms }) } : null,
    result.parking ? { icon: IconCar, text: t('search.card.parking', { n: result.parking }) } : null,
  ].filter((f) => f !== null)
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink/10 bg-white shadow-sm transition-shadow hover:shadow-lg"
      data-testid="result-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-ink/10">
        {result.photo && (
          <img
            src={result.photo.src}
            srcSet={result.photo.srcset}
            sizes="(min-width: 75rem) 22rem, (min-width: 62rem) 30vw, (min-width: 36rem) 48vw, 100vw"
            alt=""
            width={800}
            height={600}
            loading={loading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={loading === 'first' ? 'high' : undefined}
            decoding={loading === 'first' ? 'sync' : 'async'}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        )}
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-extrabold tracking-wide text-ink-900 uppercase shadow-sm">
          {result.typeName} · {t(`search.card.${result.operation}`)}
        </span>
        {result.stratum != null && (
          <span className="absolute bottom-3 left-3 rounded-full bg-ink-900/85 px-2.5 py-1 text-xs font-bold text-white">
            {t('search.card.stratum', { n: result.stratum })}
          </span>
        )}
        <div className="absolute top-2 right-2 z-10">
          <ListingActions propertyId={result.id} variant="card" />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-xl leading-tight font-black text-ink-900">
          {result.price != null ? formatCop(result.price) : t('search.card.price_ask')}
          {result.operation === 'rent' && result.price != null && (
            <span className="text-sm font-bold text-ink">{t('search.card.per_month')}</span>
          )}
        </p>
        {result.operation === 'rent' ? (
          <p className="text-sm text-ink">
            <span className="whitespace-nowrap">
              {result.adminPrice
                ? t('search.card.admin', { amount: formatCop(result.adminPrice) })
                : t('search.card.admin_none')}
            </span>
            {result.monthlyTotal != null && result.adminPrice ? (
              <>
                {' · '}
                <span className="font-semibold whitespace-nowrap text-ink-900">
                  {t('search.card.monthly_total', { amount: formatCop(result.monthlyTotal) })}
                </span>
              </>
            ) : null}
          </p>
        ) : (
          result.pricePerM2 != null && (
            <p className="text-sm text-ink">{t('search.card.per_m2', { amount: formatCop(result.pricePerM2) })}</p>
          )
        )}
        <h3 className="mt-1 line-clamp-2 text-base leading-snug font-bold text-ink-900">
          <Link
            to={href(result.path)}
            className="after:absolute after:inset-0 after:z-0 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-3 after:focus-visible:outline-ink"
          >
            {result.title}
          </Link>
        </h3>
        {place && (
          <p className="flex items-start gap-1 text-sm text-ink">
            <IconPin className="mt-0.5 size-4 shrink-0" />
            {place}
          </p>
        )}
        {facts.length > 0 && (
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm font-semibold text-ink-900">
            {facts.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-1">
                <Icon className="size-4 text-ink" />
                {text}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-center gap-2 border-t border-ink/10 pt-3 text-xs text-ink">
          {result.agency.logo ? (
            <img
              src={result.agency.logo}
              alt={t('search.card.agency_logo', { name: result.agency.name })}
              width={64}
              height={32}
              loading="lazy"
              className="h-8 w-16 object-contain"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full bg-brand text-xs font-black text-ink-900"
            >
              {result.agency.name.slice(0, 1)}
            </span>
          )}
          <span className="truncate">{t('search.card.by', { name: result.agency.name })}</span>
        </div>
      </div>
    </article>
  )
}

/**
 * A search result: first photo (responsive srcset; eager only in the first row, and asked for
 * first on the first card, the likely largest paint on a phone), price in
 * COP with the administración and the monthly total, area, rooms, parking, barrio and
 * municipality, the agency's logo, and the favourite/compare buttons (ListingActions).
 * Styles are the short rc-* classes of search.css, icons included (i-*): the page repeats a
 * card 24 times. The two buttons need the page's scripts to do anything, so until they run
 * (`hydrated`) the server draws only their look: their markup, 24 times over, was a quarter
 * of the page.
 */
import { Link } from 'react-router'
import { formatCop } from '#core/shared/browser'
import { formatArea } from '~/components/listing/format'
import { Thumb } from '~/components/ui/thumb'
import { CARD_ACTION_TEXTS, CardActions } from '~/components/visitor/listing-actions'
import { useBrowserTexts, useT } from '~/lib/i18n'
import type { CardView } from '~/components/search/card-row'
import { PublisherBadges, publisherBadges } from '~/components/listing/publisher-badges'
import { CardPhoto } from './card-photo'

export function ResultCard({
  result,
  loading,
  hydrated,
}: {
  result: CardView
  loading: 'first' | 'eager' | 'lazy'
  hydrated: boolean
}) {
  const { t, href } = useT()
  useBrowserTexts(CARD_ACTION_TEXTS)
  const facts: Array<[icon: 'area' | 'bed' | 'bath' | 'car', text: string]> = []
  if (result.buildArea) facts.push(['area', t('search.card.area', { n: formatArea(result.buildArea) })])
  if (result.bedrooms) facts.push(['bed', t('search.card.bedrooms', { n: result.bedrooms })])
  if (result.bathrooms) facts.push(['bath', t('search.card.bathrooms', { n: result.bathrooms })])
  if (result.parking) facts.push(['car', t('search.card.parking', { n: result.parking })])
  const isRent = result.operation === 'rent'
  return (
    <article className="rc" data-testid="result-card">
      <div className="rc-ph">
        {result.photo && <CardPhoto src={result.photo.src} srcset={result.photo.srcset} loading={loading} />}
        <p className="rc-bdg">
          <span className="rc-tag">{`${result.typeName} · ${t(`search.card.${result.operation}`)}`}</span>
          {result.stratum != null && <span className="rc-str">{t('search.card.stratum', { n: result.stratum })}</span>}
        </p>
        <CardActions propertyId={result.id} hydrated={hydrated} />
      </div>
      <div className="rc-bd">
        <p className="rc-pr">
          {result.price != null ? formatCop(result.price) : t('search.card.price_ask')}
          {isRent && result.price != null && <span>{t('search.card.per_month')}</span>}
        </p>
        {isRent ? (
          <p className="rc-sub">
            <span>
              {result.adminPrice
                ? t('search.card.admin', { amount: formatCop(result.adminPrice) })
                : t('search.card.admin_none')}
            </span>
            {result.monthlyTotal != null && result.adminPrice ? (
              <>
                {' · '}
                <b>{t('search.card.monthly_total', { amount: formatCop(result.monthlyTotal) })}</b>
              </>
            ) : null}
          </p>
        ) : (
          result.pricePerM2 != null && (
            <p className="rc-sub">{t('search.card.per_m2', { amount: formatCop(result.pricePerM2) })}</p>
          )
        )}
        <h3 className="rc-t">
          <Link to={href(result.path)}>{result.title}</Link>
        </h3>
        {result.place && <p className="rc-pl">{result.place}</p>}
        {facts.length > 0 && (
          <ul className="rc-fs">
            {facts.map(([icon, text]) => (
              <li key={icon} className={`i-${icon}`}>
                {text}
              </li>
            ))}
          </ul>
        )}
        <div className="rc-ag">
          {result.byOwner ? (
            <span>{t('owner.published_by_owner')}</span>
          ) : (
            <>
              <Thumb
                src={result.agencyLogo}
                format="badge"
                alt={t('search.card.agency_logo', { name: result.agencyName })}
              >
                {result.agencyName.slice(0, 1)}
              </Thumb>
              <span>
                {result.agencyCount > 1
                  ? t('search.card.by_agencies', { n: result.agencyCount })
                  : t('search.card.by', { name: result.agencyName })}
              </span>
            </>
          )}
        </div>
        <PublisherBadges
          badges={publisherBadges({
            kind: result.byOwner ? 'owner' : 'agency',
            verified: result.verified,
            phone_confirmed: result.phoneConfirmed,
          })}
        />
      </div>
    </article>
  )
}

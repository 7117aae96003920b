/**
 * /s/{token} (and /en/s/{token}): a comparison or some favourites a visitor shared, read-only
 * and open to anyone without signing in. The listings still public as cards (and, from a
 * comparison, the comparison table); those unpublished since as "ya no está disponible",
 * nothing more of them; never who shared it. WhatsApp and copy-link to pass it on; a preview
 * (Open Graph, Twitter) with the count, the prices and the first photo. Revoked or unknown: the
 * 404 page. Never indexed, never kept by a cache (a revoked link must stop at once).
 */
import { ListingTile } from '~/components/listing/listing-tile'
import { GuardedErrorPage } from '~/components/shell/error-page'
import { useShellData } from '~/components/shell/shell-data'
import { ButtonLink } from '~/components/ui/button'
import { CompareTable } from '~/components/visitor/compare-table'
import { ShareLinks } from '~/components/visitor/share-links'
import { shortlistTitle } from '~/components/visitor/shortlist-title'
import { translate, type Locale, type MessageKey } from '#i18n'
import { useT } from '~/lib/i18n'
import { anonymousContext } from '#web/context'
import { loadOr404 } from '#web/page'
import { runtime } from '#core/shared'
import { formatCop } from '#core/shared/browser'
import { openShortlist, type SharedShortlist } from '#core/visitor'
import type { Route } from './+types/shortlist'
import { pageLocale } from '#web/page-address'
import { TitledSection } from '~/components/ui/titled-section'

/** The sharing crop of listing photos (core/media OG size). */
const OG_IMAGE = { width: '1200', height: '630' }

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = pageLocale(request)
  // Read as anyone would read it: who is signed in changes nothing on this page.
  const shortlist = await loadOr404(() => openShortlist(anonymousContext(locale), params.token), { ownMessage: true })
  return { shortlist, brand: runtime().env.BRAND_NAME }
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
}

function available(shortlist: SharedShortlist) {
  return shortlist.entries.flatMap((e) => (e.available ? [e] : []))
}

/** "$ 2.500.000/mes · $ 450.000.000": the preview's description. */
function priceLine(locale: Locale, shortlist: SharedShortlist): string {
  return shortlist.prices
    .map(({ operation, price }) =>
      price == null
        ? translate(locale, 'listing.price.ask')
        : `${formatCop(price)}${operation === 'rent' ? translate(locale, 'listing.price.per_month') : ''}`,
    )
    .join(' · ')
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const locale = pageLocale(location)
  if (!loaderData)
    return [
      { title: `${translate(locale, 'shortlist.not_found')} | ${translate(locale, 'brand')}` },
      { name: 'robots', content: 'noindex' },
    ]
  const { shortlist, brand } = loaderData
  const tr = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params)
  const title = shortlistTitle(tr, shortlist.source, available(shortlist).length)
  const description = shortlist.prices.length
    ? tr('shortlist.meta_description', { prices: priceLine(locale, shortlist), brand })
    : tr('shortlist.meta_description_none', { brand })
  const tags = [
    { title: `${title} | ${brand}` },
    { name: 'robots', content: 'noindex' },
    { name: 'description', content: description },
    { property: 'og:site_name', content: brand },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: locale === 'en' ? 'en_US' : 'es_CO' },
    { property: 'og:url', content: shortlist.url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { name: 'twitter:card', content: shortlist.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ]
  if (shortlist.image)
    tags.push(
      { property: 'og:image', content: shortlist.image },
      { property: 'og:image:type', content: 'image/jpeg' },
      { property: 'og:image:width', content: OG_IMAGE.width },
      { property: 'og:image:height', content: OG_IMAGE.height },
      { property: 'og:image:alt', content: title },
      { name: 'twitter:image', content: shortlist.image },
    )
  return tags
}

export default function ShortlistPage({ loaderData }: Route.ComponentProps) {
  const { shortlist, brand } = loaderData
  const { t, href } = useT()
  const shell = useShellData()
  const shown = available(shortlist)
  const title = shortlistTitle(t, shortlist.source, shown.length)

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-3xl text-ink">{t('shortlist.intro', { brand: shell?.brand ?? brand })}</p>
      <ShareLinks
        url={shortlist.url}
        text={t(`shortlist.share.whatsapp_text.${shortlist.source}`, { brand: shell?.brand ?? brand })}
        className="mt-4"
      />

      <TitledSection id="shortlist-listings" title={t('shortlist.listings')} className="mt-8">
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="shortlist-listings">
          {shortlist.entries.map((entry, i) => (
            <li key={entry.available ? entry.card.id : `gone-${i}`}>
              {entry.available ? (
                <ListingTile
                  card={entry.card}
                  eager={i < 2}
                  showCode
                  sizes="(min-width: 80rem) 19rem, (min-width: 64rem) 30vw, (min-width: 40rem) 48vw, 100vw"
                  testId="shortlist-card"
                />
              ) : (
                <article
                  className="flex h-full min-h-48 flex-col items-center justify-center rounded-xl border border-dashed border-ink/30 bg-ink/5 p-6 text-center"
                  data-testid="shortlist-unavailable"
                >
                  <h3 className="font-extrabold text-ink-900">{t('shortlist.unavailable')}</h3>
                  <p className="mt-1 text-sm text-ink">{t('shortlist.unavailable_text')}</p>
                </article>
              )}
            </li>
          ))}
        </ul>
      </TitledSection>

      {shortlist.source === 'compare' && shown.length > 0 && (
        <TitledSection id="shortlist-comparison" title={t('shortlist.comparison')} className="mt-10">
          <CompareTable
            items={shown.map((e) => e.item)}
            best={shortlist.best}
            caption={t('shortlist.comparison')}
            className="mt-4"
          />
        </TitledSection>
      )}

      <ButtonLink to={href('/properties/search')} variant="ghost" className="mt-10">
        {t('shortlist.search')}
      </ButtonLink>
    </div>
  )
}

/** A revoked or unknown link: the 404 page with the catalogue's text, under this route's meta (noindex). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GuardedErrorPage error={error} />
}

/**
 * The panel's favourites: each saved listing, its price-drop note and a "remove" form (intent
 * remove-favorite); "Compartir favoritos" shares the newest SHORTLIST_MAX as a read-only link.
 */
import { formatDate } from '~/components/ui/dates'
import { useT } from '~/lib/i18n'
import { priceFor } from '#core/listings/browser'
import { formatCop } from '#core/shared/browser'
import { SHORTLIST_MAX } from '#core/visitor/browser'
import type { FavoriteItem } from '#core/visitor'
import { ShareShortlist } from '../share-shortlist'
import { EmptyPanel } from './empty-panel'
import { PanelItem } from './panel-item'
import { RemoveForm } from './remove-form'

export function FavoritesPanel({ items }: { items: FavoriteItem[] }) {
  const { t, locale } = useT()
  if (items.length === 0) return <EmptyPanel text={t('visitor.favorites.empty')} />
  return (
    <>
      <div className="mb-6">
        <ShareShortlist source="favorites" propertyIds={items.slice(0, SHORTLIST_MAX).map((f) => f.id)} />
        {items.length > SHORTLIST_MAX && (
          <p className="mt-2 text-sm text-ink">{t('shortlist.share.favorites_limit', { limit: SHORTLIST_MAX })}</p>
        )}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="favorites-list">
        {items.map((f) => {
          const price = priceFor(f, f.operation)
          return (
            <li
              key={f.id}
              className="overflow-hidden rounded-xl border border-ink/10 bg-white shadow-sm"
              data-code={f.code}
            >
              <PanelItem to={f.path} photo={f.photo} title={f.title}>
                <p className="text-sm text-ink">
                  {f.municipalityName
                    ? t('visitor.compare.item', { type: f.typeName, municipality: f.municipalityName })
                    : f.typeName}{' '}
                  · {t('visitor.compare.code', { code: f.code })}
                </p>
                <p className="mt-1 text-lg font-extrabold text-ink-900">
                  {price != null ? formatCop(price) : t('listing.price.ask')}
                  {f.operation === 'rent' && price != null && (
                    <span className="text-sm font-semibold text-ink">{t('listing.price.per_month')}</span>
                  )}
                </p>
                {f.priceDrop && (
                  <p
                    className="mt-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-bold text-green-800"
                    data-testid="price-drop"
                  >
                    {f.priceDrop.changedAt
                      ? t('visitor.favorites.price_drop_on', {
                          date: formatDate(f.priceDrop.changedAt, locale),
                          from: formatCop(f.priceDrop.from),
                          to: formatCop(f.priceDrop.to),
                        })
                      : t('visitor.favorites.price_drop', {
                          from: formatCop(f.priceDrop.from),
                          to: formatCop(f.priceDrop.to),
                        })}
                  </p>
                )}
                <div className="mt-3 flex items-center justify-between gap-2">
                  <span className="text-xs text-ink">
                    {t('visitor.favorites.saved_on', { date: formatDate(f.savedAt, locale) })}
                  </span>
                  <RemoveForm intent="remove-favorite" id={f.id}>
                    {t('visitor.actions.favorite_remove')}
                  </RemoveForm>
                </div>
              </PanelItem>
            </li>
          )
        })}
      </ul>
    </>
  )
}

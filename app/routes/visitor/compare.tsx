/**
 * /properties/compare: up to 4 listings side by side (photo, price, administración,
 * monthly total, price per m², areas, estrato, rooms, parking, features), the best value
 * of each row highlighted (components/visitor/compare-table.tsx). Signed-in visitors see their
 * account's list; others the list kept in this browser (wi_compare cookie). Fewer than two:
 * "Se necesitan al menos 2 inmuebles para comparar". From two on it can be shared as a
 * read-only link (/s/{token}); signed out, sharing asks to sign in first and comes back here.
 */
import { CompareTable } from '~/components/visitor/compare-table'
import { ShareShortlist } from '~/components/visitor/share-shortlist'
import { compareMeta, CompareShell, useCompareRemove } from '~/components/visitor/compare-page'
import { useT } from '~/lib/i18n'
import { readCookie } from '#core/accounts'
import { COMPARE_LIMIT, COMPARE_MIN, comparisonPage } from '#core/visitor'
import { pageContext } from '#web/page'
import type { Route } from './+types/compare'

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = await pageContext(request)
  const browserIds = (readCookie(request.headers.get('cookie'), 'wi_compare') ?? '').split(',').filter(Boolean)
  const page = await comparisonPage(ctx, browserIds)
  return { ...page, limit: COMPARE_LIMIT, min: COMPARE_MIN }
}

export const meta = ({ location }: Route.MetaArgs) => compareMeta(location, 'visitor.compare.title')

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { items, local, limit, min, best } = loaderData
  const { t, href } = useT()
  const remove = useCompareRemove('property')

  return (
    <CompareShell
      title={t('visitor.compare.title')}
      intro={t('visitor.compare.intro', { limit })}
      local={local}
      count={items.length}
      min={min}
      empty={t('visitor.compare.empty')}
      search={{ to: href('/properties/search'), label: t('visitor.compare.search') }}
    >
      {items.length >= min && (
        <div className="mt-6">
          <ShareShortlist source="compare" propertyIds={items.map((item) => item.id)} />
        </div>
      )}

      {items.length > 0 && (
        <CompareTable
          items={items}
          best={best}
          caption={t('visitor.compare.title')}
          onRemove={(id) => void remove(id)}
          className="mt-6"
        />
      )}
    </CompareShell>
  )
}

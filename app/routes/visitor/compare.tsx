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
import { compareMeta, CompareShell } from '~/components/visitor/compare-page'
import { comparisonPage } from '#core/visitor'
import { compareLoaderData } from './compare.server'
import type { Route } from './+types/compare'

export const loader = ({ request }: Route.LoaderArgs) => compareLoaderData(request, 'wi_compare', comparisonPage)

export const meta = ({ location }: Route.MetaArgs) => compareMeta(location, 'property')

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { items, local, limit, min, best } = loaderData
  return (
    <CompareShell kind="property" local={local} count={items.length} limit={limit} min={min}>
      {({ title, remove }) => (
        <>
          {items.length >= min && (
            <div className="mt-6">
              <ShareShortlist source="compare" propertyIds={items.map((item) => item.id)} />
            </div>
          )}
          {items.length > 0 && (
            <CompareTable items={items} best={best} caption={title} onRemove={remove} className="mt-6" />
          )}
        </>
      )}
    </CompareShell>
  )
}

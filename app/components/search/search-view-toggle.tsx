/**
 * The list/map switch: two links to the same search, the map one adding view=map (and
 * marked nofollow, so crawlers keep to the list).
 */
import { Link } from 'react-router'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'

export function SearchViewToggle({
  query,
  isMap,
  hrefOf,
}: {
  query: string
  isMap: boolean
  /** The search's address with these parameters. */
  hrefOf: (params: URLSearchParams) => string
}) {
  const { t } = useT()
  const viewHref = (view: 'map' | 'list') => {
    const next = new URLSearchParams(query)
    if (view === 'map') next.set('view', 'map')
    else next.delete('view')
    return hrefOf(next)
  }
  return (
    <div
      className="flex shrink-0 rounded-xl border border-ink/20 p-0.5"
      data-float-clear
      role="group"
      aria-label={t('search.map.title')}
    >
      <Link
        to={viewHref('list')}
        aria-current={!isMap ? 'page' : undefined}
        className={cn(
          'rounded-lg px-3 py-1.5 text-sm font-bold',
          !isMap ? 'bg-ink text-white' : 'text-ink-900 hover:bg-ink/5',
        )}
      >
        {t('search.map.hide')}
      </Link>
      <Link
        to={viewHref('map')}
        rel="nofollow"
        aria-current={isMap ? 'page' : undefined}
        className={cn(
          'rounded-lg px-3 py-1.5 text-sm font-bold',
          isMap ? 'bg-ink text-white' : 'text-ink-900 hover:bg-ink/5',
        )}
        data-testid="open-map"
      >
        {t('search.map.show')}
      </Link>
    </div>
  )
}

/**
 * Where the filter form sits: a sticky side panel on desktop (SearchFiltersPanel) and, on
 * mobile, a button opening a drawer (search-filters-drawer.tsx, fetched on demand). The page holds the form once:
 * before the page's scripts run, the panel is also the phone's filters, behind a disclosure
 * (the form is its sibling, shown by CSS while it is open), so they work without JavaScript;
 * once they run, the drawer's button takes the disclosure's place, the same size, so nothing
 * below moves (it did, by the panel's height: a layout shift of 0.05 on the phone).
 */
import { Suspense } from 'react'
import { SearchFilters } from '~/components/search/search-filters'
import { buttonClass } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { lazyPart, useLazyOpen } from '~/components/ui/lazy-part'
import type { MessageKey } from '#i18n'
import { useBrowserTexts, useT } from '~/lib/i18n'
import type { SearchLoaderData } from '~/routes/search/search'

const IconFilters = icon('M4 6h16M7 12h10M10 18h4')

const filtersDrawer = lazyPart(() => import('./search-filters-drawer'))

/** The drawer's texts (it is drawn once the scripts run), for the page to carry. */
const FILTERS_DRAWER_TEXTS = [
  'search.filters.open',
  'search.filters.open_count',
  'search.filters.title',
  'search.filters.close',
] as const satisfies MessageKey[]

export function SearchFiltersPanel({
  data,
  hydrated,
  filterCount,
}: {
  data: SearchLoaderData
  hydrated: boolean
  filterCount: number
}) {
  const { t } = useT()
  useBrowserTexts(FILTERS_DRAWER_TEXTS)
  return (
    <aside className="fa" aria-labelledby="filters-title">
      {hydrated ? (
        <SearchFiltersDrawerButton data={data} filterCount={filterCount} />
      ) : (
        <details className="fa-t">
          <summary aria-controls="filters-box">{t('search.filters.open')}</summary>
        </details>
      )}
      <div id="filters-box" className="fa-box">
        <h2 id="filters-title" className="fa-h">
          {t('search.filters.title')}
        </h2>
        <SearchFilters data={data} variant="panel" />
      </div>
    </aside>
  )
}

/**
 * Mobile only, once the scripts run: the button of the filters drawer (before, the panel's
 * disclosure stands in). The drawer itself is fetched when the visitor reaches for the button.
 */
function SearchFiltersDrawerButton({ data, filterCount }: { data: SearchLoaderData; filterCount: number }) {
  const { t } = useT()
  const { open, opened, show, warm, setOpen } = useLazyOpen(filtersDrawer.preload)
  return (
    <div className="md:hidden">
      <button
        type="button"
        onClick={() => void show()}
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        className={buttonClass('secondary', 'md', 'w-full')}
        data-testid="open-filters"
      >
        <IconFilters className="size-5" />
        {filterCount ? t('search.filters.open_count', { count: filterCount }) : t('search.filters.open')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <filtersDrawer.Component data={data} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </div>
  )
}

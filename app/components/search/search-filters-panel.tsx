/**
 * Where the filter form sits: a sticky side panel on desktop (SearchFiltersPanel) and, on
 * mobile, a button opening a drawer (SearchFiltersDrawer); before the page's scripts run,
 * the mobile button is a disclosure holding the same form, so it works without JavaScript.
 */
import { useEffect, useState } from 'react'
import { SearchFilters } from '~/components/search/search-filters'
import { buttonClass } from '~/components/ui/button'
import { Drawer } from '~/components/ui/dialog'
import { useT } from '~/lib/i18n'
import type { SearchLoaderData } from '~/routes/search/search.server'

export function SearchFiltersPanel({ data }: { data: SearchLoaderData }) {
  const { t } = useT()
  return (
    <aside className="hidden md:block" aria-labelledby="filters-title">
      <div className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl border border-ink/10 bg-white p-5 shadow-sm">
        <h2 id="filters-title" className="mb-3 text-lg font-extrabold text-ink-900">
          {t('search.filters.title')}
        </h2>
        <SearchFilters key={data.query} data={data} variant="panel" />
      </div>
    </aside>
  )
}

/** Mobile only: filters in a drawer; without JavaScript, a disclosure with the same form. */
export function SearchFiltersDrawer({ data, filterCount }: { data: SearchLoaderData; filterCount: number }) {
  const { t } = useT()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <div className="mt-3 md:hidden">
      {hydrated ? (
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          className={buttonClass('secondary', 'md', 'w-full')}
          data-testid="open-filters"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
          </svg>
          {filterCount ? t('search.filters.open_count', { count: filterCount }) : t('search.filters.open')}
        </button>
      ) : (
        <details className="rounded-xl bg-ink text-white">
          <summary className="flex min-h-11 cursor-pointer items-center justify-center font-bold">
            {t('search.filters.open')}
          </summary>
          <div className="rounded-b-xl bg-white p-4 text-ink-900">
            <SearchFilters key={data.query} data={data} variant="panel" />
          </div>
        </details>
      )}
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t('search.filters.title')}
        closeLabel={t('search.filters.close')}
        side="left"
      >
        <SearchFilters key={data.query} data={data} variant="drawer" onApplied={() => setDrawerOpen(false)} />
      </Drawer>
    </div>
  )
}

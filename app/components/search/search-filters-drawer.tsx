/**
 * The phone's filters drawer (search-filters-panel.tsx draws its button): the filter form in a
 * side drawer. Fetched when the visitor reaches for the button, so the first load does not carry
 * the drawer (ADR 0022); it stays mounted once opened.
 */
import { useEffect, useRef, useState } from 'react'
import { revealFault } from '~/components/search/form-sync'
import { SearchFilters } from '~/components/search/search-filters'
import { Drawer } from '~/components/ui/dialog'
import { useT } from '~/lib/i18n'
import type { SearchLoaderData } from '~/routes/search/search'

interface SearchFiltersDrawerProps {
  data: SearchLoaderData
  open: boolean
  setOpen: (open: boolean) => void
}

export default function SearchFiltersDrawer({ data, open, setOpen }: SearchFiltersDrawerProps) {
  const { t } = useT()
  // Applying closes the drawer; if the search then left a filter out, it opens again on that
  // filter's message (the results behind it stay), instead of hiding the message in a closed drawer.
  const applied = useRef(false)
  const box = useRef<HTMLDivElement>(null)
  const [reveal, setReveal] = useState(false)
  const faults = Object.keys(data.errors).join()
  useEffect(() => {
    if (applied.current && faults) {
      setOpen(true)
      setReveal(true)
    }
    applied.current = false
  }, [data.query])
  useEffect(() => {
    if (!reveal || !open) return
    setReveal(false)
    requestAnimationFrame(() => revealFault(box.current, 'center'))
  }, [reveal, open])
  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      title={t('search.filters.title')}
      closeLabel={t('search.filters.close')}
      side="left"
    >
      <div ref={box}>
        <SearchFilters
          data={data}
          variant="drawer"
          onApplied={() => {
            applied.current = true
            setOpen(false)
          }}
        />
      </div>
    </Drawer>
  )
}

/**
 * A Leaflet map's frame: the canvas (a named region Leaflet draws into) and, until the map is
 * ready, a layer over it that says what is happening (loading, failed, how to show it). The
 * listing page's map is a section's figure; the search's is the results' view, announced.
 */
import type { ReactNode, Ref } from 'react'
import { cn } from '~/components/ui/cn'

const KINDS = {
  listing: {
    frame: 'mt-3 h-72 rounded-xl sm:h-80',
    overlay: 'flex flex-col items-center justify-center gap-3',
    role: undefined,
  },
  search: {
    frame: 'h-[60vh] min-h-80 rounded-2xl',
    overlay: 'flex items-center justify-center font-semibold text-ink-900',
    role: 'status',
  },
} as const

interface Props {
  /** Which map: its look and test id (`listing-map`, `search-map`). */
  kind: keyof typeof KINDS
  canvas: Ref<HTMLDivElement>
  label: string
  ready: boolean
  /** What the layer over the canvas says while the map is not ready. */
  children: ReactNode
}

export function MapCanvas({ kind, canvas, label, ready, children }: Props) {
  const look = KINDS[kind]
  return (
    <div className={cn('relative overflow-hidden border border-ink/10 bg-[#e8eef2]', look.frame)}>
      <div ref={canvas} role="region" aria-label={label} className="absolute inset-0 z-0" data-testid={`${kind}-map`} />
      {!ready && (
        <div className={cn('absolute inset-0 z-10 p-4 text-center', look.overlay)} role={look.role}>
          {children}
        </div>
      )}
    </div>
  )
}

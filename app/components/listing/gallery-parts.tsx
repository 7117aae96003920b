/** What the gallery (listing-gallery.tsx) and its full-screen view (listing-fullscreen.tsx) share. */
import type { ListingPhoto } from '#core/listings'
import { useT } from '~/lib/i18n'
import { cn } from '../ui/cn'
import { IconChevronLeft, IconChevronRight } from './listing-icons'

export function srcSet(photo: ListingPhoto) {
  return photo.sources.map((s) => `${s.url} ${s.width}w`).join(', ')
}
export function fallbackSrc(photo: ListingPhoto, maxWidth = 800) {
  const fitting = photo.sources.filter((s) => s.width <= maxWidth)
  return (fitting.at(-1) ?? photo.sources[0])?.url ?? ''
}

/** The previous and next buttons over a photo. */
export function Arrows({ step }: { step: (delta: number) => void }) {
  const { t } = useT()
  const arrows = [
    [-1, 'left-3', 'listing.gallery.prev', IconChevronLeft],
    [1, 'right-3', 'listing.gallery.next', IconChevronRight],
  ] as const
  return arrows.map(([delta, side, label, Icon]) => (
    <button key={side} type="button" className={cn(arrowClass, side)} onClick={() => step(delta)} aria-label={t(label)}>
      <Icon className="size-6" />
    </button>
  ))
}

const arrowClass =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-lg hover:bg-white focus-visible:outline-3 focus-visible:outline-brand disabled:opacity-40'

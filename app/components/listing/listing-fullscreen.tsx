/**
 * The gallery's photos over the whole screen in a modal <dialog>: arrows, swipe, Esc closes.
 * Fetched when the visitor reaches for the gallery's full-screen button (listing-gallery.tsx).
 */
import { useCallback, useRef, type KeyboardEvent } from 'react'
import type { ListingPhoto } from '#core/listings'
import { useT } from '~/lib/i18n'
import { CloseButton } from '../ui/close-button'
import { useModal } from '../ui/dialog'
import { Arrows, fallbackSrc, srcSet } from './gallery-parts'

interface FullscreenProps {
  open: boolean
  photos: ListingPhoto[]
  index: number
  title: string
  altOf: (i: number) => string
  onChange: (i: number) => void
  onClose: () => void
}

export default function FullscreenGallery({ open, photos, index, title, altOf, onChange, onClose }: FullscreenProps) {
  const { t } = useT()
  const { ref: dialog } = useModal(open, onClose)
  const touchStart = useRef<number | null>(null)
  const total = photos.length
  const step = useCallback((delta: number) => onChange((index + delta + total) % total), [index, total, onChange])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
    else return
    event.preventDefault()
  }

  const photo = photos[index]
  return (
    <dialog
      ref={dialog}
      aria-label={t('listing.gallery.fullscreen_title', { title })}
      onKeyDown={onKeyDown}
      onTouchStart={(e) => (touchStart.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const start = touchStart.current
        const end = e.changedTouches[0]?.clientX
        touchStart.current = null
        if (start == null || end == null || Math.abs(end - start) < 40) return
        step(end < start ? 1 : -1)
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink-900 p-0 text-white backdrop:bg-ink-900"
    >
      {open && photo && (
        <div className="relative flex h-full w-full items-center justify-center">
          <img
            key={photo.id}
            src={fallbackSrc(photo, 1200)}
            srcSet={srcSet(photo)}
            sizes="100vw"
            alt={altOf(index)}
            width={photo.width}
            height={photo.height}
            className="max-h-full max-w-full object-contain"
          />
          <p className="absolute top-4 left-4 rounded-full bg-black/50 px-3 py-1 text-sm font-bold" aria-live="polite">
            {t('listing.gallery.counter', { n: index + 1, total })}
          </p>
          <CloseButton
            label={t('actions.close')}
            onClose={onClose}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-brand"
          />
          {total > 1 && <Arrows step={step} />}
        </div>
      )}
    </dialog>
  )
}

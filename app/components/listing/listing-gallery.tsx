/**
 * The photo gallery: a scroll-snap strip (swipe works natively on touch, and without
 * JavaScript every photo is still reachable by scrolling), arrow buttons and the keyboard
 * arrows once hydrated, thumbnails on wide screens, and a full-screen <dialog>
 * (listing-fullscreen.tsx, fetched when the visitor reaches for its button). The
 * first photo is the page's largest paint: eager with fetchpriority=high; the rest lazy.
 */
import { Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { MessageKey } from '#i18n'
import type { ListingPhoto } from '#core/listings'
import { useHydrated, useT } from '~/lib/i18n'
import { cn } from '../ui/cn'
import { lazyPart, useLazyOpen } from '../ui/lazy-part'
import { Arrows, fallbackSrc, srcSet } from './gallery-parts'
import { IconExpand } from './listing-icons'

/** The full-screen view: fetched when the visitor reaches for its button (ADR 0022). */
const fullscreenGallery = lazyPart(() => import('./listing-fullscreen'))

const MAIN_SIZES = '(min-width: 64rem) 64rem, 100vw'

/** The texts of the controls drawn once the scripts run: arrows, counter, thumbnails, full screen. */
const BROWSER_TEXTS = [
  'listing.gallery.counter',
  'listing.gallery.prev',
  'listing.gallery.next',
  'listing.gallery.fullscreen',
  'listing.gallery.show_photo',
  'listing.gallery.fullscreen_title',
  'actions.close',
] as const satisfies MessageKey[]

export function ListingGallery({ photos, title }: { photos: ListingPhoto[]; title: string }) {
  const { t } = useT()
  const hydrated = useHydrated(BROWSER_TEXTS)
  const strip = useRef<HTMLUListElement>(null)
  const [index, setIndex] = useState(0)
  /** The photo the strip is scrolling to on its own (arrows, thumbnails, full screen), if any. */
  const moving = useRef<number | null>(null)
  const fullscreen = useLazyOpen(fullscreenGallery.preload)
  /** The furthest photo shown so far: photos up to one beyond it are loaded. */
  const [reached, setReached] = useState(0)
  useEffect(() => setReached((r) => Math.max(r, index)), [index])
  const total = photos.length
  const altOf = (i: number) => photos[i].alt || t('listing.gallery.photo_alt', { title, n: i + 1, total })

  const go = useCallback(
    (next: number, behavior: ScrollBehavior = 'smooth') => {
      const el = strip.current
      if (!el || total === 0) return
      const target = (next + total) % total
      const left = target * el.clientWidth
      // Until the strip arrives, its scroll events must not pull the counter back to where it passes.
      moving.current = Math.abs(el.scrollLeft - left) < 1 ? null : target
      el.scrollTo({ left, behavior })
      setIndex(target)
    },
    [total],
  )

  // The strip may also move by swipe or trackpad: keep the counter in step with it.
  useEffect(() => {
    const el = strip.current
    if (!el) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const at = Math.round(el.scrollLeft / Math.max(1, el.clientWidth))
        if (moving.current === null) setIndex(at)
        else if (moving.current === at) moving.current = null
      })
    }
    const onScrollEnd = () => (moving.current = null)
    el.addEventListener('scroll', onScroll, { passive: true })
    el.addEventListener('scrollend', onScrollEnd, { passive: true })
    return () => {
      el.removeEventListener('scroll', onScroll)
      el.removeEventListener('scrollend', onScrollEnd)
      cancelAnimationFrame(frame)
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1)
    else if (event.key === 'ArrowLeft') go(index - 1)
    else if (event.key === 'Home') go(0)
    else if (event.key === 'End') go(total - 1)
    else return
    event.preventDefault()
  }

  if (total === 0) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-xl bg-ink/5 text-ink">
        <p>{t('listing.gallery.none')}</p>
      </div>
    )
  }

  return (
    <section aria-roledescription="carousel" aria-label={t('listing.gallery.label')} className="relative">
      <div className="relative overflow-hidden rounded-xl bg-ink/10">
        <ul
          ref={strip}
          tabIndex={0}
          onKeyDown={onKeyDown}
          aria-label={t('listing.gallery.label')}
          data-testid="gallery-strip"
          className="flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink sm:aspect-[16/9] md:aspect-[2/1] [&::-webkit-scrollbar]:hidden"
        >
          {photos.map((photo, i) => {
            const img = (
              <img
                src={fallbackSrc(photo)}
                srcSet={srcSet(photo)}
                sizes={MAIN_SIZES}
                width={photo.width}
                height={photo.height}
                alt={altOf(i)}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding={i === 0 ? 'sync' : 'async'}
                draggable={false}
                className="h-full w-full object-cover"
              />
            )
            return (
              <li
                key={photo.id}
                aria-roledescription="slide"
                aria-label={t('listing.gallery.counter', { n: i + 1, total })}
                aria-hidden={hydrated && i !== index ? true : undefined}
                className="relative h-full w-full shrink-0 snap-center"
              >
                {/* Lazy loading does not hold back images beside the first one in a scroller, so the
                    others wait until the visitor comes close; without JavaScript they are all there. */}
                {i === 0 || (hydrated && i <= reached + 1) ? img : hydrated ? null : <noscript>{img}</noscript>}
              </li>
            )
          })}
        </ul>
        <p
          className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-ink-900/75 px-3 py-1 text-sm font-bold text-white"
          aria-live="polite"
        >
          <span data-testid="gallery-counter">{t('listing.gallery.counter', { n: index + 1, total })}</span>
        </p>
        {hydrated && total > 1 && <Arrows step={(delta) => go(index + delta)} />}
        {hydrated && (
          <button
            type="button"
            onClick={() => void fullscreen.show()}
            onPointerEnter={fullscreen.warm}
            onFocus={fullscreen.warm}
            onTouchStart={fullscreen.warm}
            className="absolute top-3 right-3 z-10 inline-flex min-h-10 items-center gap-2 rounded-full bg-white/90 px-3 text-sm font-bold text-ink-900 shadow-lg hover:bg-white focus-visible:outline-3 focus-visible:outline-brand"
          >
            <IconExpand className="size-5" />
            <span className="sr-only sm:not-sr-only">{t('listing.gallery.fullscreen')}</span>
          </button>
        )}
      </div>
      {total > 1 && (
        <ul className="mt-2 hidden gap-2 overflow-x-auto pb-1 md:flex">
          {photos.slice(0, 12).map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={t('listing.gallery.show_photo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block h-16 w-24 overflow-hidden rounded-lg border-2 focus-visible:outline-3 focus-visible:outline-ink',
                  i === index ? 'border-brand' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={photo.sources[0]?.url}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullscreen.opened && (
        <Suspense fallback={null}>
          <fullscreenGallery.Component
            open={fullscreen.open}
            photos={photos}
            index={index}
            title={title}
            altOf={altOf}
            onChange={(i) => go(i, 'instant')}
            onClose={() => fullscreen.setOpen(false)}
          />
        </Suspense>
      )}
    </section>
  )
}

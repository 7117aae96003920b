/**
 * The site's small images, each drawn in one of a few formats that keep the pixel size (width
 * and height, so nothing shifts while it loads) beside the CSS box it fills; lazy unless the
 * format says otherwise. Without a source, the format's placeholder (aria-hidden) stands in its
 * place, holding an initial when given one; a format without a placeholder draws nothing.
 */
import type { ComponentProps, ReactNode } from 'react'
import { cn } from './cn'

interface ThumbFormat {
  width: number
  height: number
  className?: string
  placeholder?: string
  /** The page's largest image: loaded at once and first. */
  first?: boolean
}

const FORMATS = {
  /** A listing's photo heading a card or a comparison column (3:2). */
  photo: {
    width: 480,
    height: 320,
    className: 'aspect-[3/2] w-full bg-ink/10 object-cover',
    placeholder: 'block aspect-[3/2] w-full bg-ink/10',
  },
  /** A listing in a list row (the panel's comparison). */
  row: {
    width: 80,
    height: 60,
    className: 'h-15 w-20 shrink-0 rounded-md object-cover',
    placeholder: 'h-15 w-20 shrink-0 rounded-md bg-ink/10',
  },
  /** A listing in a dropdown menu (the header's comparison). */
  menu: {
    width: 56,
    height: 42,
    className: 'h-11 w-14 shrink-0 rounded-md bg-ink/10 object-cover',
    placeholder: 'h-11 w-14 shrink-0 rounded-md bg-ink/10',
  },
  /** A listing in a back-office table, a dashed frame when it has no photo. */
  table: {
    width: 64,
    height: 48,
    className: 'h-12 w-16 rounded-md border border-ink/10 object-cover',
    placeholder: 'block h-12 w-16 rounded-md border border-dashed border-ink/25',
  },
  /** A listing beside its code in a back-office cell; nothing when it has no photo. */
  mini: { width: 48, height: 36, className: 'h-9 w-12 rounded border border-ink/10 object-cover' },
  /** A person's round photo, or the name's initial. */
  avatar: {
    width: 48,
    height: 48,
    className: 'size-12 rounded-full object-cover',
    placeholder: 'flex size-12 items-center justify-center rounded-full bg-brand font-black text-ink-900',
  },
  /** An agency's square logo, or its initial. */
  logo: {
    width: 56,
    height: 56,
    className: 'size-14 shrink-0 rounded-lg border border-ink/10 bg-white object-contain',
    placeholder:
      'inline-flex size-14 shrink-0 items-center justify-center rounded-lg bg-ink text-xl font-black text-white',
  },
  /** An agency's logo on a search result, or its initial (drawn by the search page's stylesheet). */
  badge: { width: 64, height: 32, placeholder: 'rc-ini' },
  /** A page's banner (10:3). */
  banner: { width: 1600, height: 480, className: 'h-full w-full object-cover', first: true },
} satisfies Record<string, ThumbFormat>

type ThumbProps = Omit<ComponentProps<'img'>, 'src' | 'children' | 'width' | 'height'> & {
  src: string | null | undefined
  format: keyof typeof FORMATS
  /** What the placeholder shows, e.g. a name's first letter. */
  children?: ReactNode
}

/** `className` adds to the format's classes, on the image and on its placeholder alike. */
export function Thumb({ src, format, alt = '', className, children, ...img }: ThumbProps) {
  const f: ThumbFormat = FORMATS[format]
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        width={f.width}
        height={f.height}
        className={cn(f.className, className) || undefined}
        {...(f.first ? { fetchPriority: 'high' } : { loading: 'lazy' })}
        {...img}
      />
    )
  }
  if (f.placeholder == null) return null
  return (
    <span aria-hidden="true" className={cn(f.placeholder, className)}>
      {children}
    </span>
  )
}

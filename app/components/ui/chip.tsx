/** A small label (filters, features). With `onRemove` it gets an accessible remove button. */
import type { ReactNode } from 'react'
import { cn } from './cn'

interface ChipProps {
  children: ReactNode
  /** Accessible name of the remove button, e.g. "Quitar Envigado". */
  removeLabel?: string
  onRemove?: () => void
  tone?: 'brand' | 'neutral'
  className?: string
}

export function Chip({ children, removeLabel, onRemove, tone = 'neutral', className }: ChipProps) {
  return (
    <span
      className={cn(
        'inline-flex min-h-8 items-center gap-1 rounded-full px-3 text-sm font-semibold',
        tone === 'brand' ? 'bg-brand text-ink-900' : 'bg-ink/10 text-ink-900',
        onRemove && 'pr-1',
        className,
      )}
    >
      {children}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel}
          className="inline-flex size-6 items-center justify-center rounded-full hover:bg-ink/15 focus-visible:outline-2 focus-visible:outline-ink"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
          </svg>
        </button>
      )}
    </span>
  )
}

/**
 * Form fields with a visible label, optional hint and error text. The error is tied to
 * the control with aria-describedby and marks it aria-invalid, so screen readers read it.
 */
import { type ComponentProps, type ReactNode, useId } from 'react'
import { cn } from './cn'

interface FieldChrome {
  label: ReactNode
  /** The first error message to show under the control. */
  error?: string | null
  hint?: ReactNode
  /** Hide the label visually (still read by screen readers). */
  hideLabel?: boolean
  containerClassName?: string
}

const control =
  'block w-full rounded-xl border bg-white px-4 py-2.5 text-base text-ink-900 placeholder:text-ink/60 shadow-xs transition-colors focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 focus:border-ink disabled:bg-ink/5'

export function controlClass(error?: string | null, className?: string) {
  return cn(control, error ? 'border-red-700' : 'border-ink/30 hover:border-ink/60', className)
}

function useFieldIds(id?: string) {
  const auto = useId()
  const controlId = id ?? `f${auto.replace(/:/g, '')}`
  return { controlId, errorId: `${controlId}-error`, hintId: `${controlId}-hint` }
}

function describedBy(ids: { errorId: string; hintId: string }, error?: string | null, hint?: ReactNode) {
  return [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined
}

function Chrome({
  ids,
  label,
  error,
  hint,
  hideLabel,
  containerClassName,
  required,
  children,
}: FieldChrome & { ids: ReturnType<typeof useFieldIds>; required?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <label htmlFor={ids.controlId} className={cn('text-sm font-bold text-ink-900', hideLabel && 'sr-only')}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="text-sm text-ink">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

export function TextField({
  label,
  error,
  hint,
  hideLabel,
  containerClassName,
  className,
  id,
  ...rest
}: FieldChrome & ComponentProps<'input'>) {
  const ids = useFieldIds(id)
  return (
    <Chrome {...{ ids, label, error, hint, hideLabel, containerClassName }} required={rest.required}>
      <input
        id={ids.controlId}
        className={controlClass(error, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        {...rest}
      />
    </Chrome>
  )
}

export function TextArea({
  label,
  error,
  hint,
  hideLabel,
  containerClassName,
  className,
  id,
  rows = 4,
  ...rest
}: FieldChrome & ComponentProps<'textarea'>) {
  const ids = useFieldIds(id)
  return (
    <Chrome {...{ ids, label, error, hint, hideLabel, containerClassName }} required={rest.required}>
      <textarea
        id={ids.controlId}
        rows={rows}
        className={controlClass(error, cn('resize-y', className))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        {...rest}
      />
    </Chrome>
  )
}

export function Select({
  label,
  error,
  hint,
  hideLabel,
  containerClassName,
  className,
  id,
  children,
  ...rest
}: FieldChrome & ComponentProps<'select'>) {
  const ids = useFieldIds(id)
  return (
    <Chrome {...{ ids, label, error, hint, hideLabel, containerClassName }} required={rest.required}>
      <div className="relative">
        <select
          id={ids.controlId}
          className={controlClass(error, cn('appearance-none pr-10', className))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, hint)}
          {...rest}
        >
          {children}
        </select>
        <svg
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink"
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </div>
    </Chrome>
  )
}

export function Checkbox({
  label,
  error,
  hint,
  containerClassName,
  className,
  id,
  ...rest
}: Omit<FieldChrome, 'hideLabel'> & ComponentProps<'input'>) {
  const ids = useFieldIds(id)
  return (
    <div className={cn('flex flex-col gap-1', containerClassName)}>
      <div className="flex items-start gap-3">
        <input
          id={ids.controlId}
          type="checkbox"
          className={cn(
            'mt-0.5 size-5 shrink-0 rounded accent-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            className,
          )}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, hint)}
          {...rest}
        />
        <label htmlFor={ids.controlId} className="text-sm text-ink-900">
          {label}
        </label>
      </div>
      {hint && (
        <p id={ids.hintId} className="pl-8 text-sm text-ink">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="pl-8 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * Form fields with a visible label, optional hint and error text. The error is tied to
 * the control with aria-describedby and marks it aria-invalid, so screen readers read it.
 * Fields side by side in a grid marked `field-row` line up their controls (field.css).
 */
import { type ComponentProps, type ReactNode, useId } from 'react'
import { cn } from './cn'
import { ChevronDown } from './icon'

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

function describedBy(ids: { errorId: string; hintId: string }, error?: string | null, hint?: ReactNode) {
  return [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined
}

/** The control's id and the attributes that tie it to its hint and error. */
function useControl(id: string | undefined, error?: string | null, hint?: ReactNode) {
  const auto = useId()
  const controlId = id ?? `f${auto.replace(/:/g, '')}`
  const ids = { controlId, errorId: `${controlId}-error`, hintId: `${controlId}-hint` }
  const aria = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, error, hint),
  }
  return { ids, aria }
}

type Ids = ReturnType<typeof useControl>['ids']

/** The hint and the error under a control; `inset` lines them up with a checkbox's label. */
function Notes({ ids, hint, error, inset }: { ids: Ids; hint?: ReactNode; error?: string | null; inset?: string }) {
  return (
    <>
      {hint && (
        <p id={ids.hintId} className={cn(inset, 'text-sm text-ink')}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={cn(inset, 'text-sm font-semibold text-red-700')}>
          {error}
        </p>
      )}
    </>
  )
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
}: FieldChrome & { ids: Ids; required?: boolean; children: ReactNode }) {
  return (
    <div className={cn('field grid content-start gap-1.5', containerClassName)}>
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
      {/* One block for the notes: a field is label, control and notes (the rows of a `field-row`). */}
      {(hint || error) && (
        <div className="grid gap-1.5">
          <Notes ids={ids} hint={hint} error={error} />
        </div>
      )}
    </div>
  )
}

type ChromeProps = FieldChrome & { id?: string; className?: string; required?: boolean }

/** Splits a field's props: the chrome (label, hint, error) wraps the control, the rest goes on it. */
function useChrome<P extends ChromeProps>({
  label,
  error,
  hint,
  hideLabel,
  containerClassName,
  className,
  id,
  ...rest
}: P) {
  const { ids, aria } = useControl(id, error, hint)
  const wrap = (control: ReactNode) => (
    <Chrome {...{ ids, label, error, hint, hideLabel, containerClassName }} required={rest.required}>
      {control}
    </Chrome>
  )
  return { wrap, aria, error, className, rest }
}

export function TextField(props: FieldChrome & ComponentProps<'input'>) {
  const { wrap, aria, error, className, rest } = useChrome(props)
  return wrap(<input {...aria} className={controlClass(error, className)} {...rest} />)
}

export function TextArea({ rows = 4, ...props }: FieldChrome & ComponentProps<'textarea'>) {
  const { wrap, aria, error, className, rest } = useChrome(props)
  return wrap(<textarea {...aria} rows={rows} className={controlClass(error, cn('resize-y', className))} {...rest} />)
}

/** A choice of a select: a value with its label, or a named record (a place, a type) by its id. */
export type SelectOption = { value: string | number; label: ReactNode } | { id: string; name: string }

export function Select({
  placeholder,
  options,
  children,
  ...props
}: FieldChrome &
  ComponentProps<'select'> & {
    /** The text of an empty first choice ("Elige…"). */
    placeholder?: ReactNode
    /** The choices, drawn after the placeholder and before any children. */
    options?: readonly SelectOption[]
  }) {
  const { wrap, aria, error, className, rest } = useChrome(props)
  return wrap(
    <div className="relative">
      <select {...aria} className={controlClass(error, cn('appearance-none pr-10', className))} {...rest}>
        {placeholder != null && <option value="">{placeholder}</option>}
        {options?.map((o) =>
          'id' in o ? (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ) : (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ),
        )}
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink" />
    </div>,
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
  const { ids, aria } = useControl(id, error, hint)
  return (
    <div className={cn('flex flex-col gap-1', containerClassName)}>
      <div className="flex items-start gap-3">
        <input
          {...aria}
          type="checkbox"
          className={cn(
            'mt-0.5 size-5 shrink-0 rounded accent-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            className,
          )}
          {...rest}
        />
        <label htmlFor={ids.controlId} className="text-sm text-ink-900">
          {label}
        </label>
      </div>
      <Notes ids={ids} hint={hint} error={error} inset="pl-8" />
    </div>
  )
}

/** A fieldset of radio buttons, each inside its label; `idPrefix` gives each input the id prefix + value. */
export function RadioGroup({
  legend,
  name,
  value,
  options,
  onChange,
  idPrefix,
  className,
  legendClassName,
  listClassName,
  choiceClassName,
  inputClassName,
}: {
  legend: ReactNode
  name: string
  value: string
  options: readonly { value: string; label: ReactNode }[]
  onChange: ComponentProps<'input'>['onChange']
  idPrefix?: string
  className?: string
  legendClassName: string
  listClassName: string
  choiceClassName: string
  inputClassName: string
}) {
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      <div className={listClassName}>
        {options.map((option) => (
          <label key={option.value} className={choiceClassName}>
            <input
              id={idPrefix && idPrefix + option.value}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={onChange}
              className={inputClassName}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

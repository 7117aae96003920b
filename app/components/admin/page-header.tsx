/** A back-office page's title row with optional actions on the right, and the other frames of its pages. */
import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { buttonClass } from '../ui/button'

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode
  subtitle?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold text-ink-900">{title}</h1>
        {subtitle && <p className="mt-1 text-ink">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  )
}

/** A white panel for a block of a back-office page. */
export function Panel({ title, children, className }: { title?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`min-w-0 rounded-2xl border border-ink/10 bg-white p-4 shadow-xs sm:p-5 ${className ?? ''}`}>
      {title && <h2 className="mb-3 text-lg font-bold text-ink-900">{title}</h2>}
      {children}
    </section>
  )
}

/**
 * A long form's buttons, kept in view at the bottom of the screen, with why the last submit
 * was refused above them (seen wherever the person is in the form).
 */
export function FormActionBar({ message, children }: { message?: string; children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-2xl border border-ink/10 bg-white p-3 shadow-md">
      {message && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 font-semibold text-red-800">
          {message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  )
}

/**
 * A list's filter: a GET form in a white panel, its fields on a grid (`className` gives the
 * columns), then the button that applies them and the link back to the whole list.
 */
export function ListFilter(props: {
  label: string
  className: string
  apply: string
  clear: { to: string; label: string }
  children: ReactNode
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={props.label}
      className={`mb-4 grid grid-cols-2 gap-3 rounded-2xl border border-ink/10 bg-white p-4 ${props.className}`}
    >
      {props.children}
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <button type="submit" className={buttonClass('secondary', 'md', 'flex-1')}>
          {props.apply}
        </button>
        <Link to={props.clear.to} className={buttonClass('ghost', 'md')}>
          {props.clear.label}
        </Link>
      </div>
    </Form>
  )
}

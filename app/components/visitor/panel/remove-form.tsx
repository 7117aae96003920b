/**
 * The panel's "remove" of one item (a favourite listing or project, a saved search, a shared
 * shortlist): a form posting `intent` and `id` to the panel's action, asking first when `confirm` says what.
 */
import type { ReactNode } from 'react'
import { Form } from 'react-router'

export function RemoveForm({
  intent,
  id,
  confirm: question,
  disabled,
  label,
  className,
  children,
}: {
  intent: string
  id: string
  /** The question asked before removing. */
  confirm?: string
  disabled?: boolean
  /** The button's accessible name, when its text alone does not say which item. */
  label?: string
  className?: string
  children: ReactNode
}) {
  return (
    <Form
      method="post"
      className={className}
      onSubmit={question ? (e) => void (confirm(question) || e.preventDefault()) : undefined}
    >
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={disabled}
        aria-label={label}
        className="min-h-9 rounded-lg px-2 text-sm font-bold text-red-700 hover:bg-red-50 disabled:opacity-60"
      >
        {children}
      </button>
    </Form>
  )
}

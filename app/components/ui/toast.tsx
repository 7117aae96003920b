/**
 * Toasts (spec §9: 5000 ms, bottom-centre). `useToast()` gives success/error; the region
 * is a polite live region (errors are assertive) so screen readers announce each toast.
 * Each component that calls `useToast()` is one source: its new toast replaces the one it
 * showed before, so a form's success never stands beside the error of its last attempt.
 */
import { createContext, type ReactNode, useCallback, useContext, useId, useMemo, useRef, useState } from 'react'
import { cn } from './cn'

export const TOAST_DURATION_MS = 5000

export type ToastTone = 'success' | 'error' | 'info'
interface ToastItem {
  id: number
  tone: ToastTone
  message: string
  /** The component that showed it (its useId). */
  source: string | null
}

interface ToastApi {
  show(message: string, tone?: ToastTone): void
  success(message: string): void
  error(message: string): void
  dismiss(id: number): void
}

interface ToastContextValue {
  show(message: string, tone: ToastTone, source: string | null): void
  dismiss(id: number): void
}

const ToastContext = createContext<ToastContextValue | null>(null)

export function useToast(): ToastApi {
  const context = useContext(ToastContext)
  const source = useId()
  return useMemo<ToastApi>(() => {
    if (!context) return { show() {}, success() {}, error() {}, dismiss() {} }
    const show = (message: string, tone: ToastTone = 'info') => context.show(message, tone, source)
    return {
      show,
      dismiss: context.dismiss,
      success: (m) => show(m, 'success'),
      error: (m) => show(m, 'error'),
    }
  }, [context, source])
}

export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [items, setItems] = useState<ToastItem[]>([])
  const next = useRef(1)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setItems((list) => list.filter((t) => t.id !== id))
  }, [])

  const show = useCallback(
    (message: string, tone: ToastTone, source: string | null) => {
      const id = next.current++
      setItems((list) => {
        // A source's new toast replaces its earlier one; at most three on screen, the oldest leaves first.
        const replaced = list.filter((t) => source !== null && t.source === source)
        for (const t of replaced) {
          clearTimeout(timers.current.get(t.id))
          timers.current.delete(t.id)
        }
        return [...list.filter((t) => !replaced.includes(t)).slice(-2), { id, tone, message, source }]
      })
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      )
    },
    [dismiss],
  )

  const api = useMemo<ToastContextValue>(() => ({ show, dismiss }), [show, dismiss])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster items={items} onDismiss={dismiss} closeLabel={closeLabel} />
    </ToastContext.Provider>
  )
}

function Toaster({
  items,
  onDismiss,
  closeLabel,
}: {
  items: ToastItem[]
  onDismiss: (id: number) => void
  closeLabel: string
}) {
  const polite = items.filter((t) => t.tone !== 'error')
  const urgent = items.filter((t) => t.tone === 'error')
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4 sm:bottom-6">
      <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-2">
        {polite.map((t) => (
          <Toast key={t.id} item={t} onDismiss={onDismiss} closeLabel={closeLabel} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="flex w-full flex-col items-center gap-2">
        {urgent.map((t) => (
          <Toast key={t.id} item={t} onDismiss={onDismiss} closeLabel={closeLabel} />
        ))}
      </div>
    </div>
  )
}

function Toast({
  item,
  onDismiss,
  closeLabel,
}: {
  item: ToastItem
  onDismiss: (id: number) => void
  closeLabel: string
}) {
  return (
    <div
      data-toast={item.tone}
      className={cn(
        'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl px-4 py-3 text-base font-semibold shadow-xl',
        item.tone === 'error'
          ? 'bg-red-700 text-white'
          : item.tone === 'success'
            ? 'bg-ink-900 text-white'
            : 'bg-ink text-white',
      )}
    >
      <span aria-hidden="true" className="mt-0.5">
        {item.tone === 'error' ? <IconAlert /> : <IconCheck />}
      </span>
      <p className="flex-1">{item.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(item.id)}
        aria-label={closeLabel}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </div>
  )
}

function IconCheck() {
  return (
    <svg viewBox="0 0 20 20" className="size-5 text-brand" fill="currentColor">
      <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.62-1.62a.75.75 0 1 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.09l3.75-5.22Z" />
    </svg>
  )
}

function IconAlert() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <path d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" />
    </svg>
  )
}

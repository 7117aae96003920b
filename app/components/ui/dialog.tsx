/**
 * Modal dialog and side drawer on the native <dialog> element: showModal() makes the rest
 * of the page inert (the focus stays inside), Esc closes it, the browser returns focus to
 * the control that opened it. A click on the backdrop also closes it.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { cn } from './cn'
import { IconClose } from './icon'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Accessible name of the close button ("Cerrar"). */
  closeLabel: string
  footer?: ReactNode
  className?: string
}

function useModal(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onCancel = (event: Event) => {
      event.preventDefault()
      onClose()
    }
    dialog.addEventListener('cancel', onCancel)
    return () => dialog.removeEventListener('cancel', onCancel)
  }, [onClose])
  const onBackdrop = (event: React.MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose()
  }
  return { ref, onBackdrop }
}

function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      className="inline-flex size-10 items-center justify-center rounded-full text-ink-900 hover:bg-ink/10 focus-visible:outline-3 focus-visible:outline-brand-600"
    >
      <IconClose className="size-6" />
    </button>
  )
}

export function Dialog({ open, onClose, title, children, closeLabel, footer, className }: DialogProps) {
  const { ref, onBackdrop } = useModal(open, onClose)
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onClick={onBackdrop}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/60',
        className,
      )}
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-extrabold">
              {title}
            </h2>
            <CloseButton label={closeLabel} onClose={onClose} />
          </div>
          <div>{children}</div>
          {footer && <div className="flex flex-wrap justify-end gap-3">{footer}</div>}
        </div>
      )}
    </dialog>
  )
}

/** A panel that slides in from the side (menus, filters on mobile). */
export function Drawer({
  open,
  onClose,
  title,
  children,
  closeLabel,
  side = 'right',
  className,
}: DialogProps & { side?: 'left' | 'right' }) {
  const { ref, onBackdrop } = useModal(open, onClose)
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onClick={onBackdrop}
      className={cn(
        'fixed top-0 m-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/60',
        side === 'right' ? 'right-0 left-auto' : 'left-0',
        className,
      )}
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-ink/10 px-5 py-3">
            <h2 id={titleId} className="text-lg font-extrabold">
              {title}
            </h2>
            <CloseButton label={closeLabel} onClose={onClose} />
          </div>
          <div className="flex-1 overflow-y-auto p-5">{children}</div>
        </div>
      )}
    </dialog>
  )
}

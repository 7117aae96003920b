/**
 * Modal dialog and side drawer on the native <dialog> element: showModal() makes the rest
 * of the page inert (the focus stays inside), Esc closes it, the browser returns focus to
 * the control that opened it. A click on the backdrop also closes it.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { cn } from './cn'
import { CloseButton } from './close-button'

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

/** Opens and closes a <dialog> with `open` as a modal; Esc asks `onClose`. */
export function useModal(open: boolean, onClose: () => void) {
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

const LAYOUTS = {
  dialog: {
    frame: 'flex flex-col gap-4 p-6',
    header: 'flex items-start justify-between gap-4',
    title: 'text-xl font-extrabold',
  },
  drawer: {
    frame: 'flex h-full flex-col',
    header: 'flex items-center justify-between border-b border-ink/10 px-5 py-3',
    title: 'text-lg font-extrabold',
  },
}

/** The <dialog> both share: named by its title, with a close button beside it; drawn only while open. */
function Modal({
  open,
  onClose,
  title,
  closeLabel,
  className,
  layout,
  children,
}: Omit<DialogProps, 'footer'> & { layout: keyof typeof LAYOUTS }) {
  const { ref, onBackdrop } = useModal(open, onClose)
  const titleId = useId()
  const l = LAYOUTS[layout]
  return (
    <dialog ref={ref} aria-modal="true" aria-labelledby={titleId} onClick={onBackdrop} className={className}>
      {open && (
        <div className={l.frame}>
          <div className={l.header}>
            <h2 id={titleId} className={l.title}>
              {title}
            </h2>
            <CloseButton label={closeLabel} onClose={onClose} />
          </div>
          {children}
        </div>
      )}
    </dialog>
  )
}

export function Dialog({ footer, className, children, ...modal }: DialogProps) {
  return (
    <Modal
      {...modal}
      layout="dialog"
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/60',
        className,
      )}
    >
      <div>{children}</div>
      {footer && <div className="flex flex-wrap justify-end gap-3">{footer}</div>}
    </Modal>
  )
}

/** A panel that slides in from the side (menus, filters on mobile). */
export function Drawer({
  side = 'right',
  className,
  children,
  ...modal
}: Omit<DialogProps, 'footer'> & { side?: 'left' | 'right' }) {
  return (
    <Modal
      {...modal}
      layout="drawer"
      className={cn(
        'fixed top-0 m-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/60',
        side === 'right' ? 'right-0 left-auto' : 'left-0',
        className,
      )}
    >
      <div className="flex-1 overflow-y-auto p-5">{children}</div>
    </Modal>
  )
}

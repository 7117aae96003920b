/**
 * The listing's "Enviar un mensaje" and "Solicitar visita" buttons (a project page's too, to its builder). Their dialogs and forms are
 * fetched when a visitor reaches for a button (hover, focus or touch) and shown on the click, so
 * the search and listing pages do not carry them on the first load. If they cannot be fetched,
 * the click says so (offline) or reloads the page once (online).
 */
import { Suspense, type ReactNode } from 'react'
import { useT } from '~/lib/i18n'
import { buttonClass } from '../ui/button'
import { lazyPart, useLazyOpen } from '../ui/lazy-part'
import type { LeadSubjectRef } from './lead-subject'

const messageDialog = lazyPart(() => import('./agency-message'))
const visitDialog = lazyPart(() => import('./visit-request'))

/**
 * A button that opens a dialog fetched on demand (a `lazyPart`); the dialog stays mounted once
 * opened, so it closes in place. The lead buttons and a project's floor plans use it.
 */
export function DialogButton({
  preload,
  className,
  testId,
  label,
  ariaLabel,
  dialog,
}: {
  preload: () => Promise<unknown>
  className: string
  testId: string
  label: ReactNode
  /** The button's accessible name when its label is not text enough. */
  ariaLabel?: string
  dialog: (open: boolean, onClose: () => void) => ReactNode
}) {
  const { open, opened, show, warm, setOpen } = useLazyOpen(preload)
  return (
    <>
      <button
        type="button"
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        onClick={() => void show()}
        className={className}
        data-testid={testId}
        aria-label={ariaLabel}
      >
        {label}
      </button>
      {opened && <Suspense fallback={null}>{dialog(open, () => setOpen(false))}</Suspense>}
    </>
  )
}

/** Opens the message form; `trigger` gives the button another look and label (the phone's contact bar, a project page). */
export function AgencyMessageButton({
  subject,
  trigger,
}: {
  subject: LeadSubjectRef
  trigger?: { className?: string; label: ReactNode; testId?: string }
}) {
  const { t } = useT()
  return (
    <DialogButton
      preload={messageDialog.preload}
      className={trigger?.className ?? buttonClass('secondary', 'md', 'w-full')}
      testId={trigger?.testId ?? 'open-message'}
      label={trigger?.label ?? t('visitor.message.title')}
      dialog={(open, onClose) => <messageDialog.Component open={open} onClose={onClose} subject={subject} />}
    />
  )
}

/** Opens the visit request form ("Agendar visita a la sala de ventas" when `label` says so). */
export function VisitRequestButton({ subject, label }: { subject: LeadSubjectRef; label?: string }) {
  const { t } = useT()
  return (
    <DialogButton
      preload={visitDialog.preload}
      className={buttonClass('secondary', 'md', 'w-full')}
      testId="open-visit"
      label={label ?? t('visitor.visit.open')}
      dialog={(open, onClose) => <visitDialog.Component open={open} onClose={onClose} subject={subject} />}
    />
  )
}

/**
 * The listing's "Enviar un mensaje" and "Solicitar visita" buttons. Their dialogs and forms are
 * fetched when a visitor reaches for a button (hover, focus or touch) and shown on the click, so
 * the search and listing pages do not carry them on the first load.
 */
import { Suspense, useState, type ReactNode } from 'react'
import { useT } from '~/lib/i18n'
import { buttonClass } from '../ui/button'
import { lazyPart } from '../ui/lazy-part'

const messageDialog = lazyPart(() => import('./agency-message'))
const visitDialog = lazyPart(() => import('./visit-request'))

/** A button that opens a dialog fetched on demand; the dialog stays mounted once opened, so it closes in place. */
function DialogButton({
  preload,
  className,
  testId,
  label,
  dialog,
}: {
  preload: () => unknown
  className: string
  testId: string
  label: ReactNode
  dialog: (open: boolean, onClose: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  return (
    <>
      <button
        type="button"
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setOpen(true)
          setOpened(true)
        }}
        className={className}
        data-testid={testId}
      >
        {label}
      </button>
      {opened && <Suspense fallback={null}>{dialog(open, () => setOpen(false))}</Suspense>}
    </>
  )
}

/** Opens the message form; `trigger` gives the button another look and label (the phone's contact bar). */
export function AgencyMessageButton({
  propertyId,
  code,
  trigger,
}: {
  propertyId: string
  code?: string
  trigger?: { className: string; label: ReactNode; testId: string }
}) {
  const { t } = useT()
  return (
    <DialogButton
      preload={messageDialog.preload}
      className={trigger?.className ?? buttonClass('secondary', 'md', 'w-full')}
      testId={trigger?.testId ?? 'open-message'}
      label={trigger?.label ?? t('visitor.message.title')}
      dialog={(open, onClose) => (
        <messageDialog.Component open={open} onClose={onClose} propertyId={propertyId} code={code} />
      )}
    />
  )
}

/** Opens the visit request form. */
export function VisitRequestButton({ propertyId }: { propertyId: string }) {
  const { t } = useT()
  return (
    <DialogButton
      preload={visitDialog.preload}
      className={buttonClass('secondary', 'md', 'w-full')}
      testId="open-visit"
      label={t('visitor.visit.open')}
      dialog={(open, onClose) => <visitDialog.Component open={open} onClose={onClose} propertyId={propertyId} />}
    />
  )
}

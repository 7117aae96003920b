/**
 * The listing's "Enviar un mensaje" and "Solicitar visita" buttons. Their dialogs and forms are
 * fetched when a visitor reaches for a button (hover, focus or touch) and shown on the click, so
 * the search and listing pages do not carry them on the first load. If they cannot be fetched,
 * the click says so (offline) or reloads the page once (online).
 */
import type { ReactNode } from 'react'
import { useT } from '~/lib/i18n'
import { buttonClass } from '../ui/button'
import { DialogButton } from '../ui/dialog-button'
import { lazyPart } from '../ui/lazy-part'

const messageDialog = lazyPart(() => import('./agency-message'))
const visitDialog = lazyPart(() => import('./visit-request'))

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

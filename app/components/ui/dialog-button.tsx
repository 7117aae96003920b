/**
 * A button whose dialog is fetched on demand (a `lazyPart`): the code is warmed on hover, focus
 * or touch and the dialog shown on the click. If it cannot be fetched, the click says so
 * (offline) or reloads the page once (online). The lead buttons and the floor plans use it.
 */
import { Suspense, useState, type ReactNode } from 'react'
import { useT } from '~/lib/i18n'
import { useToast } from './toast'

/** A button that opens a dialog fetched on demand; the dialog stays mounted once opened, so it closes in place. */
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
  const { t } = useT()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const show = () =>
    preload().then(
      () => {
        setOpen(true)
        setOpened(true)
      },
      () => {
        // The browser remembers a module it failed to fetch: online, the chunk guard reloads the
        // page once (app/components/pwa/resilience.ts); offline, or reloaded a moment ago, say so.
        const reloading = !window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
        if (!reloading) toast.error(t('errors.load_data'))
      },
    )
  const warm = () => void preload().catch(() => {})
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

/** A button that closes what it sits in: the close icon alone, named by its label. */
import { IconClose } from './icon'

type CloseButtonProps = { label: string; onClose: () => void; className?: string; iconClassName?: string }

export function CloseButton({
  label,
  onClose,
  className = 'inline-flex size-10 items-center justify-center rounded-full text-ink-900 hover:bg-ink/10 focus-visible:outline-3 focus-visible:outline-brand-600',
  iconClassName = 'size-6',
}: CloseButtonProps) {
  return (
    <button type="button" onClick={onClose} aria-label={label} className={className}>
      <IconClose className={iconClassName} />
    </button>
  )
}

/** A listing's or a project's status as a coloured label (text, not colour alone, carries the meaning). */
import { keyIn } from '#i18n'
import { useT } from '~/lib/i18n'
import { cn } from '../ui/cn'

const STYLES = {
  draft: 'bg-ink/10 text-ink-900',
  in_review: 'bg-sky-100 text-sky-900',
  published: 'bg-green-100 text-green-900',
  inactive: 'bg-amber-100 text-amber-900',
  unpublished: 'bg-amber-100 text-amber-900',
  rejected: 'bg-red-100 text-red-900',
  deleted: 'bg-red-100 text-red-900',
}

/**
 * A status; each has a label under `labels` (a listing's under admin.status, a project's under
 * projects.status, an owner's listing under owner.status), or `text` when the page says more.
 */
export function StatusBadge({
  status,
  labels = 'admin.status',
  text,
}: {
  status: keyof typeof STYLES
  labels?: 'admin.status' | 'projects.status' | 'owner.status'
  text?: string
}) {
  const { t } = useT()
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-bold', STYLES[status])}>
      {text ?? t(keyIn(labels, status))}
    </span>
  )
}

/** A listing status as a coloured label (text, not colour alone, carries the meaning). */
import { useT } from '~/lib/i18n'
import { cn } from '../ui/cn'

const STYLES = {
  draft: 'bg-ink/10 text-ink-900',
  published: 'bg-green-100 text-green-900',
  inactive: 'bg-amber-100 text-amber-900',
  deleted: 'bg-red-100 text-red-900',
}

/** A listing's status; each has a label under admin.status. */
export function StatusBadge({ status }: { status: keyof typeof STYLES }) {
  const { t } = useT()
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-bold', STYLES[status])}>
      {t(`admin.status.${status}`)}
    </span>
  )
}

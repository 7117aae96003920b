/** The panel's messages: what the visitor sent to agencies (agency messages and campaign requests), newest first. */
import { formatDate } from '~/components/ui/dates'
import { useT } from '~/lib/i18n'
import { EmptyPanel } from './empty-panel'

export interface SentMessageItem {
  id: number
  createdAt: string
  message: string | null
  agencyName: string | null
  code: string | null
}

export function MessagesPanel({ items }: { items: SentMessageItem[] }) {
  const { t, locale } = useT()
  if (items.length === 0) return <EmptyPanel text={t('visitor.panel.messages_empty')} />
  return (
    <ul className="flex flex-col gap-3">
      {items.map((m) => (
        <li key={m.id} className="rounded-xl border border-ink/10 bg-white p-4 shadow-sm">
          <p className="text-sm font-bold text-ink-900">
            {m.code
              ? t('visitor.panel.message_to', { agency: m.agencyName ?? '—', code: m.code })
              : (m.agencyName ?? '—')}
          </p>
          <p className="text-xs text-ink">{formatDate(m.createdAt, locale)}</p>
          {m.message && <p className="mt-2 whitespace-pre-line text-ink-900">{m.message}</p>}
        </li>
      ))}
    </ul>
  )
}

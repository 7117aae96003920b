/** The panel's visit requests, newest first: the listing, the state, the time, and the visit's own page (cancel, accept). */
import { Link } from 'react-router'
import { formatDateTime } from '~/components/ui/dates'
import { useT } from '~/lib/i18n'
import { EmptyPanel } from './empty-panel'

export interface VisitItem {
  token: string
  status: 'requested' | 'proposed' | 'confirmed' | 'cancelled'
  code: string
  title: string
  agencyName: string
  scheduledAt: string | null
  slots: string[]
}

export function VisitsPanel({ items }: { items: VisitItem[] }) {
  const { t, locale, href } = useT()
  if (items.length === 0) return <EmptyPanel text={t('visitor.visit_page.empty')} />
  return (
    <ul className="flex flex-col gap-3">
      {items.map((v) => (
        <li key={v.token} className="rounded-xl border border-ink/10 bg-white p-4 shadow-sm">
          <p className="text-sm font-bold text-ink-900">
            {t('visitor.panel.message_to', { agency: v.agencyName, code: v.code })} · {v.title}
          </p>
          <p className="mt-1 text-ink-900">
            {t(`visitor.visit_page.status.${v.status}`)}
            {v.scheduledAt && v.status !== 'cancelled' && (
              <> · {formatDateTime(v.scheduledAt, locale, 'full', 'short')}</>
            )}
          </p>
          <Link
            to={href(`/visits/${v.token}`)}
            className="mt-2 inline-block text-sm font-bold underline underline-offset-2"
          >
            {t('visitor.visit_page.manage')}
          </Link>
        </li>
      ))}
    </ul>
  )
}

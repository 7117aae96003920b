/**
 * One verification request in staff's queue: who asks and what to compare, the papers (each opens
 * in a new tab from the staff-only address, or says "eliminado"), and, while it waits, the two
 * decisions as plain forms (the rejection's reason is required; its message shows here).
 */
import { DecisionForms, type DecisionResult } from '~/components/admin/decision-forms'
import { Pill } from '~/components/admin/org/action-message'
import { useT } from '~/lib/i18n'
import { VERIFICATION_REASON_MAX } from '#core/verification/browser'

export interface VerificationItemView {
  id: string
  status: string
  kind: string
  name: string
  when: string
  facts: string[]
  reason: string | null
  documents: { id: string; label: string; url: string | null }[]
}

export function VerificationItem({ item, result }: { item: VerificationItemView; result?: DecisionResult }) {
  const { t } = useT()
  const headingId = `verification-${item.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-ink/10 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Pill tone="ink">{item.kind}</Pill>
        <Pill tone="amber">{item.when}</Pill>
      </div>
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        {item.name}
      </h2>
      <ul className="flex flex-col gap-1 text-sm text-ink">
        {item.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {item.reason && (
        <p className="text-sm text-ink">{t('admin.verification.queue.reason_given', { reason: item.reason })}</p>
      )}
      <section>
        <h3 className="text-sm font-bold text-ink-900">{t('admin.verification.queue.documents')}</h3>
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          {item.documents.map((d) => (
            <li key={d.id}>
              {d.url ? (
                <a
                  href={d.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold underline underline-offset-2"
                >
                  {d.label} · {t('admin.verification.queue.view')}
                </a>
              ) : (
                <span>
                  {d.label} · {t('admin.verification.queue.deleted')}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
      <DecisionForms
        id={item.id}
        decided={item.status !== 'pending'}
        result={result}
        reasonMax={VERIFICATION_REASON_MAX}
        labels={{
          approve: t('admin.verification.queue.approve'),
          reject: t('admin.verification.queue.reject'),
          reason: t('admin.verification.queue.reason'),
        }}
      />
    </article>
  )
}

/**
 * One verification request in staff's queue: who asks and what to compare, the papers (each opens
 * in a new tab from the staff-only address, or says "eliminado"), and, while it waits, the two
 * decisions as plain forms (the rejection's reason is required; its message shows here).
 */
import { Form, useNavigation } from 'react-router'
import { Pill } from '~/components/admin/org/action-message'
import { Button } from '~/components/ui/button'
import { TextArea } from '~/components/ui/field'
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

interface ItemResult {
  ok?: boolean
  intent?: string
  message?: string
  errors?: Record<string, string>
  values?: Record<string, string>
}

export function VerificationItem({ item, result }: { item: VerificationItemView; result?: ItemResult }) {
  const { t } = useT()
  const busy = useNavigation().state === 'submitting'
  const headingId = `verification-${item.id}`
  const rejectError = result?.intent === 'reject' ? result.errors?.reason : undefined
  const failed = result && !result.ok && !rejectError ? result.message : undefined
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
      {failed && (
        <p role="alert" className="rounded-xl bg-red-100 px-4 py-2.5 font-semibold text-red-900">
          {failed}
        </p>
      )}
      {item.status === 'pending' && (
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <Form method="post" className="shrink-0">
            <input type="hidden" name="id" value={item.id} />
            <Button type="submit" name="intent" value="approve" disabled={busy}>
              {t('admin.verification.queue.approve')}
            </Button>
          </Form>
          <Form method="post" className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="id" value={item.id} />
            <TextArea
              name="reason"
              rows={2}
              label={t('admin.verification.queue.reason')}
              aria-required="true"
              maxLength={VERIFICATION_REASON_MAX}
              error={rejectError}
              defaultValue={rejectError ? (result?.values?.reason ?? '') : ''}
              containerClassName="min-w-0 flex-1"
            />
            <Button type="submit" name="intent" value="reject" variant="danger" disabled={busy}>
              {t('admin.verification.queue.reject')}
            </Button>
          </Form>
        </div>
      )}
    </article>
  )
}

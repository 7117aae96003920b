/**
 * One listing in the staff queue: what it is (photo, title, price, place, publisher, link), why
 * it waits (the cause, its signals in words), the account's history, how long it has waited, and
 * the two decisions as plain forms (the rejection's reason is required; its message shows here).
 */
import { Link } from 'react-router'
import { DecisionForms, type DecisionResult } from '~/components/admin/decision-forms'
import { Pill } from '~/components/admin/org/action-message'
import { useT } from '~/lib/i18n'
import { REJECT_REASON_MAX } from '#core/moderation/browser'

export interface QueueItemView {
  id: string
  code: string
  title: string
  photoUrl: string | null
  place: string
  prices: string[]
  publisher: string
  cause: string
  waited: string
  signals: { code: string; label: string; text: string }[]
  history: string
}

export function ModerationItem({ item, result }: { item: QueueItemView; result?: DecisionResult }) {
  const { t } = useT()
  const headingId = `moderation-${item.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-ink/10 bg-white p-4 shadow-xs sm:p-5 md:grid-cols-[12rem_minmax(0,1fr)]"
    >
      {item.photoUrl ? (
        <img src={item.photoUrl} alt="" className="aspect-[4/3] w-full rounded-xl object-cover" loading="lazy" />
      ) : (
        <p className="flex aspect-[4/3] items-center justify-center rounded-xl bg-ink/5 text-sm text-ink">
          {t('admin.moderation.no_photo')}
        </p>
      )}
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Pill tone="amber">{item.waited}</Pill>
          <Pill tone="ink">{item.cause}</Pill>
        </div>
        <div>
          <h2 id={headingId} className="text-lg font-bold text-ink-900">
            <Link to={`/admin/properties/${item.id}`} className="underline underline-offset-2">
              {item.title}
            </Link>
          </h2>
          <p className="text-sm text-ink">
            {item.code} · {item.place} · {item.publisher}
          </p>
          <p className="font-semibold text-ink-900">{item.prices.join(' · ')}</p>
        </div>
        <section>
          <h3 className="text-sm font-bold text-ink-900">{t('admin.moderation.signals')}</h3>
          {item.signals.length === 0 ? (
            <p className="text-sm text-ink">{t('admin.moderation.no_signals')}</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-sm">
              {item.signals.map((s) => (
                <li key={s.code} data-signal={s.code}>
                  <strong>{s.label}:</strong> {s.text}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <h3 className="text-sm font-bold text-ink-900">{t('admin.moderation.history')}</h3>
          <p className="text-sm text-ink">{item.history}</p>
        </section>
        <DecisionForms
          id={item.id}
          result={result}
          reasonMax={REJECT_REASON_MAX}
          labels={{
            approve: t('admin.moderation.approve'),
            reject: t('admin.moderation.reject'),
            reason: t('admin.moderation.reason'),
          }}
        />
      </div>
    </article>
  )
}

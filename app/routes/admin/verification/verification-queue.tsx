/**
 * /admin/verifications: staff's queue of verification requests (`moderation.review`, portal-wide).
 * Pending ones oldest first (approved and rejected ones by `?status=`); each with who asks, what to
 * compare, its papers, and approve or reject with a reason the publisher receives.
 * Plain forms: everything works without JavaScript.
 */
import { Link, useSearchParams } from 'react-router'
import { PageHeader } from '~/components/admin/page-header'
import { ActionMessage } from '~/components/admin/org/action-message'
import { Pagination } from '~/components/admin/data-table'
import { VerificationItem } from '~/components/admin/verification-item'
import { orgPage, runAction } from '~/routes/admin/org-page.server'
import { listPageOr422, pathIdOr404, readForm, type FormResult } from '#web/page'
import { formInput, formString } from '#web/input'
import { translate } from '#i18n'
import { useT } from '~/lib/i18n'
import {
  RejectVerificationSchema,
  approveVerification,
  listVerificationQueue,
  rejectVerification,
} from '#core/verification'
import { verificationItemsView } from './verification-queue.server'
import type { Route } from './+types/verification-queue'

const STATUSES = ['pending', 'approved', 'rejected'] as const
type Status = (typeof STATUSES)[number]

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, locale } = await orgPage(request, 'verifications')
  const wanted = new URL(request.url).searchParams.get('status')
  const status: Status = STATUSES.find((s) => s === wanted) ?? 'pending'
  const page = await listVerificationQueue(ctx, { page: listPageOr422(request), status })
  return { status, items: verificationItemsView(page, locale), meta: page.meta }
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'verifications')
  const form = await readForm(request)
  const intent = formString(form, 'intent')
  const id = pathIdOr404('verification', formString(form, 'id'), 'admin.verification.not_found')
  return intent === 'approve'
    ? await runAction(locale, form, intent, () => approveVerification(ctx, id), 'admin.verification.queue.approved')
    : intent === 'reject'
      ? await runAction(
          locale,
          form,
          intent,
          () => rejectVerification(ctx, id, formInput(RejectVerificationSchema, form)),
          'admin.verification.queue.rejected',
        )
      : ({ ok: false, intent, message: translate(locale, 'errors.bad_request') } satisfies FormResult)
}

export default function VerificationQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT()
  const [params] = useSearchParams()
  const result = actionData as FormResult | undefined
  return (
    <>
      <PageHeader title={t('admin.verification.queue.title')} subtitle={t('admin.verification.queue.subtitle')} />
      <nav aria-label={t('admin.verification.queue.title')} className="mb-4 flex flex-wrap gap-2">
        {STATUSES.map((s) => (
          <Link
            key={s}
            to={
              s === 'pending' ? '?' : `?${new URLSearchParams({ ...Object.fromEntries(params), status: s, page: '1' })}`
            }
            aria-current={loaderData.status === s ? 'page' : undefined}
            className="rounded-full border border-ink/20 px-3 py-1.5 text-sm font-semibold aria-[current=page]:bg-ink-900 aria-[current=page]:text-white"
          >
            {t(`admin.verification.queue.status.${s}`)}
          </Link>
        ))}
      </nav>
      {(result?.ok || !result?.errors) && <ActionMessage result={result} />}
      {loaderData.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-ink">{t('admin.verification.queue.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {loaderData.items.map((item) => (
            <li key={item.id}>
              <VerificationItem item={item} result={result?.values?.id === item.id ? result : undefined} />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={loaderData.meta.page} perPage={loaderData.meta.perPage} total={loaderData.meta.total} />
    </>
  )
}

/**
 * /admin/moderation: the staff queue (portal staff only, `moderation.review`). Each listing that
 * waits, oldest first: photo, title, price, place, a link, its signals in words, the account's
 * history, how long it has waited; approve, or reject with a reason the publisher receives.
 * Plain forms: everything works without JavaScript.
 */
import { PageHeader } from '~/components/admin/page-header'
import { ActionMessage } from '~/components/admin/org/action-message'
import { Pagination } from '~/components/admin/data-table'
import { ModerationItem } from '~/components/admin/moderation-item'
import { orgPage, runAction } from '~/routes/admin/org-page.server'
import { listPageOr422, pathIdOr404, readForm, type FormResult } from '#web/page'
import { formInput, formString } from '#web/input'
import { translate } from '#i18n'
import { useT } from '~/lib/i18n'
import { RejectListingSchema, approveListing, listModerationQueue, rejectListing } from '#core/moderation'
import { queueItemsView } from './moderation-queue.server'
import type { Route } from './+types/moderation-list'

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, locale } = await orgPage(request, 'moderation')
  const page = await listModerationQueue(ctx, { page: listPageOr422(request) })
  return { items: queueItemsView(page, locale), meta: page.meta }
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'moderation')
  const form = await readForm(request)
  const intent = formString(form, 'intent')
  const id = pathIdOr404('property', formString(form, 'id'), 'admin.moderation.not_found')
  // A failure echoes what was sent (`values.id` names the item whose form failed).
  return intent === 'approve'
    ? await runAction(locale, form, intent, () => approveListing(ctx, id), 'admin.moderation.approved')
    : intent === 'reject'
      ? await runAction(
          locale,
          form,
          intent,
          () => rejectListing(ctx, id, formInput(RejectListingSchema, form)),
          'admin.moderation.rejected',
        )
      : ({ ok: false, intent, message: translate(locale, 'errors.bad_request') } satisfies FormResult)
}

export default function ModerationList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT()
  const result = actionData as FormResult | undefined
  return (
    <>
      <PageHeader title={t('admin.moderation.title')} subtitle={t('admin.moderation.subtitle')} />
      {/* A failure about one item is said beside its form. */}
      {(result?.ok || !result?.errors) && <ActionMessage result={result} />}
      {loaderData.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-ink">{t('admin.moderation.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {loaderData.items.map((item) => (
            <li key={item.id}>
              <ModerationItem item={item} result={result?.values?.id === item.id ? result : undefined} />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={loaderData.meta.page} perPage={loaderData.meta.perPage} total={loaderData.meta.total} />
    </>
  )
}

/** /admin/users/{id}: a member's roles per agency (keep, remove, add) and access (deactivate ends every session). */
import { roleLabel } from '~/components/admin/org/role-label'
import { Form, useNavigation } from 'react-router'
import { PageHeader, Panel } from '~/components/admin/page-header'
import { ActionMessage, Pill } from '~/components/admin/org/action-message'
import { orgPage, runAction } from '~/routes/admin/org-page.server'
import { loadOr404, pathIdOr404, type FormResult, readForm } from '#web/page'
import { formFields } from '#web/input'
import { RoleFields } from '~/components/admin/org/role-fields'
import { Button, ButtonLink } from '~/components/ui/button'
import { formatDate } from '~/components/ui/dates'
import { translate } from '#i18n'
import { useT } from '~/lib/i18n'
import {
  listCustomerChoices,
  assignableRoles,
  getUser,
  setUserActiveState,
  setUserRoles,
  UserRolesSchema,
} from '#core/agencies'
import { parseInput } from '#core/shared'
import type { Route } from './+types/user-detail'

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx, locale } = await orgPage(request, 'users')
  const id = pathIdOr404('user', params.userId)
  const [user, roles, agencies] = await loadOr404(() =>
    Promise.all([getUser(ctx, id), assignableRoles(ctx), listCustomerChoices(ctx, 'users.manage')]),
  )
  const created = new URL(request.url).searchParams.get('created')
  const notice =
    created === 'invite'
      ? translate(locale, 'admin_org.users.form.invited', { email: user.email })
      : created === 'create'
        ? translate(locale, 'admin_org.users.form.created')
        : null
  return {
    user,
    roles,
    agencies: agencies.map(({ id: agencyId, name }) => ({ id: agencyId, name })),
    notice,
    isSelf: ctx.actor?.userId === id,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'users')
  const id = pathIdOr404('user', params.userId)
  const form = await readForm(request)
  const fields = formFields(form)
  const intent = fields.intent
  if (intent === 'roles') {
    // The roles kept ("role|agency id" check boxes) and the one added, if any.
    const kept = form
      .getAll('keep')
      .filter((k): k is string => typeof k === 'string')
      .map((k) => {
        const [role, customerId] = k.split('|')
        return { role, customer_id: customerId }
      })
    const added = fields.role ? [{ role: fields.role, customer_id: fields.customer_id }] : []
    return runAction(
      locale,
      form,
      intent,
      () => setUserRoles(ctx, id, parseInput(UserRolesSchema, { roles: [...kept, ...added] })),
      'admin_org.users.detail.roles_saved',
    )
  }
  if (intent === 'deactivate' || intent === 'activate') {
    return runAction(
      locale,
      form,
      intent,
      () => setUserActiveState(ctx, id, intent === 'activate'),
      `admin_org.users.detail.${intent}d`,
    )
  }
  return { ok: false, intent, message: translate(locale, 'errors.bad_request') } satisfies FormResult
}

export default function UserDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useT()
  const { user } = loaderData
  const result = actionData as FormResult | undefined
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <PageHeader
        title={user.fullName || user.email}
        subtitle={user.email}
        actions={
          <ButtonLink to="/admin/users" variant="ghost" size="sm">
            {t('admin_org.common.back')}
          </ButtonLink>
        }
      />
      {loaderData.notice && !result && <ActionMessage result={{ ok: true, message: loaderData.notice }} />}
      <ActionMessage result={result} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Panel title={t('admin_org.users.detail.roles_title')}>
          <Form method="post" className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="roles" />
            <p className="text-sm text-ink">{t('admin_org.users.detail.roles_hint')}</p>
            {user.roles.length > 0 && (
              <ul className="flex flex-col gap-2">
                {user.roles.map((r) => (
                  <li key={`${r.role}|${r.customerId ?? ''}`}>
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        name="keep"
                        value={`${r.role}|${r.customerId ?? ''}`}
                        defaultChecked
                        className="size-4"
                        disabled={loaderData.isSelf}
                      />
                      <span className="font-semibold">{roleLabel(t, r.role)}</span>
                      <span className="text-ink">· {r.customerName ?? t('admin_org.common.portal_wide')}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {!loaderData.isSelf && (
              <>
                <p className="text-sm font-bold text-ink-900">{t('admin_org.users.detail.add_role')}</p>
                <RoleFields
                  roles={loaderData.roles}
                  agencies={loaderData.agencies}
                  optional
                  errors={result?.intent === 'roles' ? result.errors : undefined}
                />
                <div>
                  <Button type="submit" busy={busy}>
                    {t('admin_org.users.detail.save_roles')}
                  </Button>
                </div>
              </>
            )}
          </Form>
        </Panel>
        <Panel title={t('admin_org.users.detail.access_title')}>
          <p className="flex flex-wrap gap-1">
            <Pill tone={user.isActive ? 'green' : 'red'}>
              {t(`admin_org.users.status.${user.isActive ? 'active' : 'inactive'}`)}
            </Pill>
            {user.emailVerified && <Pill tone="ink">{t('admin_org.users.detail.email_verified')}</Pill>}
            {!user.hasPassword && <Pill tone="amber">{t('admin_org.users.pending_invite')}</Pill>}
          </p>
          <p className="mt-2 text-sm text-ink">
            {t('admin_org.users.detail.created', { date: formatDate(user.createdAt, locale) })}
          </p>
          {!loaderData.isSelf && (
            <Form method="post" className="mt-4 flex flex-col gap-2">
              <input type="hidden" name="intent" value={user.isActive ? 'deactivate' : 'activate'} />
              {user.isActive && <p className="text-sm text-ink">{t('admin_org.users.detail.deactivate_hint')}</p>}
              <Button type="submit" variant={user.isActive ? 'danger' : 'secondary'} busy={busy}>
                {t(user.isActive ? 'admin_org.users.detail.deactivate' : 'admin_org.users.detail.activate')}
              </Button>
            </Form>
          )}
        </Panel>
      </div>
    </>
  )
}

/** /admin/users/new: invite (an e-mail with a link to choose a password) or create a member with a role in an agency. */
import { Form, redirect, useNavigation } from 'react-router'
import { PageHeader, Panel } from '~/components/admin/page-header'
import { ActionMessage } from '~/components/admin/org/action-message'
import { orgPage } from '~/routes/admin/org-page.server'
import { RoleFields } from '~/components/admin/org/role-fields'
import { echoedValues, formFields } from '#web/input'
import { type FormResult, loadOr404, runForm, readForm } from '#web/page'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { listCustomerChoices, assignableRoles, createUser, UserCreateSchema } from '#core/agencies'
import { encodeId, parseInput } from '#core/shared'
import type { Route } from './+types/user-new'

export async function loader({ request }: Route.LoaderArgs) {
  const { office, ctx } = await orgPage(request, 'users')
  const [roles, agencies] = await loadOr404(() =>
    Promise.all([assignableRoles(ctx), listCustomerChoices(ctx, 'users.manage')]),
  )
  return {
    roles,
    agencies: agencies.map(({ id, name }) => ({ id, name })),
    defaultAgency: office.chosenCustomerId ? encodeId('customer', office.chosenCustomerId) : null,
  }
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'users')
  const fields = formFields(await readForm(request))
  const mode = fields.mode === 'create' ? 'create' : 'invite'
  return runForm(
    locale,
    // The form gives one role (in one agency); the schema takes a list.
    () =>
      createUser(
        ctx,
        parseInput(UserCreateSchema, {
          ...fields,
          mode,
          roles: [{ role: fields.role ?? '', customer_id: fields.customer_id }],
        }),
      ),
    (user) => redirect(`/admin/users/${user.id}?created=${mode}`),
    { values: echoedValues(fields), intent: 'create' },
  )
}

export default function UserNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT()
  const result = actionData as FormResult | undefined
  const busy = useNavigation().state === 'submitting'
  const v = result?.values ?? {}
  const e = result?.errors ?? {}
  return (
    <>
      <PageHeader title={t('admin_org.users.form.title_new')} />
      <ActionMessage result={result} />
      <Panel>
        <Form method="post" className="flex max-w-2xl flex-col gap-4" noValidate>
          <TextField
            label={t('admin_org.users.form.email')}
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={v.email}
            error={e.email}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('admin_org.users.form.first_name')}
              name="first_name"
              required
              defaultValue={v.first_name}
              error={e.first_name}
            />
            <TextField
              label={t('admin_org.users.form.last_name')}
              name="last_name"
              defaultValue={v.last_name}
              error={e.last_name}
            />
          </div>
          <RoleFields
            roles={loaderData.roles}
            agencies={loaderData.agencies}
            defaultAgency={v.customer_id ?? loaderData.defaultAgency}
            errors={e}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-bold text-ink-900">{t('admin_org.users.form.mode')}</legend>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="mode"
                value="invite"
                defaultChecked={v.mode !== 'create'}
                className="mt-1 size-4"
              />
              {t('admin_org.users.form.mode_invite')}
            </label>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="mode"
                value="create"
                defaultChecked={v.mode === 'create'}
                className="mt-1 size-4"
              />
              {t('admin_org.users.form.mode_create')}
            </label>
          </fieldset>
          <TextField
            label={t('admin_org.users.form.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            error={e.password}
          />
          <div>
            <Button type="submit" busy={busy}>
              {t('admin_org.users.new')}
            </Button>
          </div>
        </Form>
      </Panel>
    </>
  )
}

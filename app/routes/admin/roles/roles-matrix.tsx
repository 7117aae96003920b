/**
 * /admin/roles: the role × permission matrix (portal-wide `roles.manage`, SuperAdmin by
 * default). With JavaScript each tick saves at once; without it, each role's row has
 * its own "Aplicar" button. The SuperAdmin row is fixed.
 */
import { roleLabel } from '~/components/admin/org/role-label'
import { Form, useFetcher } from 'react-router'
import { PageHeader } from '~/components/admin/page-header'
import { ActionMessage } from '~/components/admin/org/action-message'
import { orgPage, runAction } from '~/routes/admin/org-page.server'
import { loadOr404, type FormResult, readForm } from '#web/page'
import { formInput, formString } from '#web/input'
import { Button } from '~/components/ui/button'
import { keyIn, translate } from '#i18n'
import { useT } from '~/lib/i18n'
import {
  RolePermissionChangeSchema,
  RolePermissionsSchema,
  changeRolePermission,
  getRoleMatrix,
  grantKey,
  replaceRolePermissions,
} from '#core/access'
import { fieldId } from '#web/ids'
import { encodeId } from '#core/shared'
import type { Route } from './+types/roles-matrix'

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx } = await orgPage(request, 'roles')
  const matrix = await loadOr404(() => getRoleMatrix(ctx))
  return {
    roles: matrix.roles.map((r) => ({
      id: encodeId('role', r.id),
      name: r.name,
      description: r.description,
      isLocked: r.isLocked,
    })),
    permissions: matrix.permissions.map((p) => ({ id: encodeId('permission', p.id), name: p.name })),
    grants: matrix.roles.flatMap((r) =>
      matrix.permissions
        .filter((p) => matrix.grants.has(grantKey(r.id, p.id)))
        .map((p) => `${encodeId('role', r.id)}:${encodeId('permission', p.id)}`),
    ),
  }
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'roles')
  const form = await readForm(request)
  const intent = formString(form, 'intent')
  if (intent === 'toggle') {
    return runAction(
      locale,
      form,
      intent,
      () => changeRolePermission(ctx, formInput(RolePermissionChangeSchema, form)),
      'admin_org.roles.saved',
    )
  }
  if (intent === 'role') {
    return runAction(
      locale,
      form,
      intent,
      () =>
        replaceRolePermissions(
          ctx,
          fieldId('role', 'role_id', formString(form, 'role_id')),
          formInput(RolePermissionsSchema, form, ['permission_ids']),
        ),
      'admin_org.roles.saved',
    )
  }
  return { ok: false, intent, message: translate(locale, 'errors.bad_request') } satisfies FormResult
}

function Cell({
  role,
  permission,
  granted,
  locked,
  label,
}: {
  role: string
  permission: string
  granted: boolean
  locked: boolean
  label: string
}) {
  const fetcher = useFetcher<FormResult>()
  // Uncontrolled, so a tick shows at once; the key remounts it when the saved matrix differs.
  return (
    <input
      key={`${role}:${permission}:${granted}`}
      type="checkbox"
      form={`role-${role}`}
      name="permission_ids"
      value={permission}
      defaultChecked={locked || granted}
      disabled={locked}
      aria-label={label}
      className="size-6 cursor-pointer accent-ink disabled:cursor-not-allowed"
      onChange={(e) =>
        fetcher.submit(
          { intent: 'toggle', role_id: role, permission_id: permission, granted: String(e.currentTarget.checked) },
          { method: 'post' },
        )
      }
    />
  )
}

export default function RolesMatrix({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT()
  const grants = new Set(loaderData.grants)
  const permissionLabel = (name: string) => {
    const key = keyIn('admin_org.roles.permissions', name)
    const label = t(key)
    return label === key ? name : label
  }
  return (
    <>
      <PageHeader title={t('admin_org.roles.title')} subtitle={t('admin_org.roles.subtitle')} />
      <ActionMessage result={actionData as FormResult | undefined} />
      {loaderData.roles.map((r) => (
        <Form key={r.id} id={`role-${r.id}`} method="post" className="hidden">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="role_id" value={r.id} />
        </Form>
      ))}
      <div className="overflow-x-auto rounded-2xl border border-ink/10 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('admin_org.roles.title')}</caption>
          <thead className="bg-ink/5 text-ink-900">
            <tr>
              <th scope="col" className="sticky left-0 bg-ink/5 px-3 py-2.5 font-bold">
                {t('admin_org.roles.permission')}
              </th>
              {loaderData.roles.map((r) => (
                <th
                  key={r.id}
                  scope="col"
                  className="px-3 py-2.5 text-center font-bold"
                  title={r.description ?? undefined}
                >
                  {roleLabel(t, r.name)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loaderData.permissions.map((p) => (
              <tr key={p.id} className="border-t border-ink/10">
                <th scope="row" className="sticky left-0 bg-white px-3 py-2 font-semibold">
                  {permissionLabel(p.name)}
                  <span className="block text-xs font-normal text-ink">{p.name}</span>
                </th>
                {loaderData.roles.map((r) => (
                  <td key={r.id} className="px-3 py-2 text-center">
                    <Cell
                      role={r.id}
                      permission={p.id}
                      granted={grants.has(`${r.id}:${p.id}`)}
                      locked={r.isLocked}
                      label={t('admin_org.roles.toggle', {
                        permission: permissionLabel(p.name),
                        role: roleLabel(t, r.name),
                      })}
                    />
                  </td>
                ))}
              </tr>
            ))}
            <tr className="border-t border-ink/10 bg-ink/5">
              <td className="sticky left-0 bg-ink/5 px-3 py-2 text-xs text-ink">{t('admin_org.roles.locked')}</td>
              {loaderData.roles.map((r) => (
                <td key={r.id} className="px-3 py-2 text-center">
                  {!r.isLocked && (
                    <Button type="submit" form={`role-${r.id}`} size="sm" variant="ghost">
                      {t('admin_org.roles.apply')}
                    </Button>
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  )
}

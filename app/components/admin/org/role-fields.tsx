/** A role and the agency it applies to (portal-wide roles take no agency). */
import { roleLabel } from '~/components/admin/org/role-label'
import { Select } from '~/components/ui/field'
import { useT } from '~/lib/i18n'

export interface RoleChoice {
  name: string
  portalWide: boolean
}

export function RoleFields({
  roles,
  agencies,
  roleName = 'role',
  agencyName = 'customer_id',
  defaultAgency,
  errors,
  optional = false,
}: {
  roles: RoleChoice[]
  agencies: Array<{ id: string; name: string }>
  roleName?: string
  agencyName?: string
  defaultAgency?: string | null
  errors?: Record<string, string>
  optional?: boolean
}) {
  const { t } = useT()
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Select
        label={t('admin_org.users.form.role')}
        name={roleName}
        defaultValue={optional ? '' : (roles.find((r) => r.name === 'ContentManager')?.name ?? roles[0]?.name)}
        error={errors?.['roles.0.role']}
      >
        {optional && <option value="">{t('admin_org.common.none')}</option>}
        {roles.map((r) => (
          <option key={r.name} value={r.name}>
            {roleLabel(t, r.name)}
            {r.portalWide ? ` (${t('admin_org.common.portal_wide')})` : ''}
          </option>
        ))}
      </Select>
      <Select
        label={t('admin_org.users.form.agency')}
        name={agencyName}
        defaultValue={defaultAgency ?? agencies[0]?.id ?? ''}
        error={errors?.['roles.0.customer_id']}
      >
        {roles.some((r) => r.portalWide) && <option value="">{t('admin_org.common.portal_wide')}</option>}
        {agencies.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </Select>
    </div>
  )
}

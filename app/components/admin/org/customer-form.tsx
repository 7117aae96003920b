/**
 * The agency form (new and edit): identity with the NIT, contacts, place (the municipality
 * list follows the department; without JavaScript the server checks the pair), description,
 * social networks and advisers (an empty name retires an adviser).
 */
import { useState } from 'react'
import { Form } from 'react-router'
import { Panel } from '~/components/admin/page-header'
import { Button } from '~/components/ui/button'
import { Select, TextArea, TextField } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { SOCIAL_NETWORKS } from '#core/agencies/browser'
import type { CustomerView } from '#core/agencies'

export interface PlaceOption {
  id: string
  name: string
}

export function CustomerForm({
  customer,
  departments,
  municipalities,
  errors = {},
  values,
  busy,
  submitLabel,
}: {
  customer: CustomerView | null
  departments: PlaceOption[]
  municipalities: PlaceOption[]
  errors?: Record<string, string>
  values?: Record<string, string>
  busy: boolean
  submitLabel: string
}) {
  const { t } = useT()
  const v = (name: string, fallback: string | null | undefined) => values?.[name] ?? fallback ?? ''
  const [departmentId, setDepartmentId] = useState(v('department_id', customer?.department?.id))
  const [towns, setTowns] = useState(municipalities)
  const field = (name: 'name' | 'slug' | 'nit' | 'website' | 'email' | 'whatsapp' | 'address' | 'description') => ({
    name,
    label: t(`admin_org.customers.form.${name}`),
    defaultValue: v(name, customer?.[name]),
    error: errors[name],
  })
  const advisers = [...(customer?.advisers ?? []), { id: '', name: '', email: null, phone: null, photo: null }]

  async function chooseDepartment(id: string) {
    setDepartmentId(id)
    if (!id) return setTowns([])
    try {
      const res = await fetch(`/api/places/municipalities?department_id=${encodeURIComponent(id)}`)
      const body = (await res.json()) as { data: Array<{ id: string; name: string }> }
      setTowns(body.data.map((m) => ({ id: m.id, name: m.name })))
    } catch {
      setTowns([])
    }
  }

  return (
    <Form method="post" className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value="profile" />
      <Panel title={t('admin_org.customers.form.identity')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('name')} required />
          <TextField
            {...field('slug')}
            hint={t(customer ? 'admin_org.customers.form.slug_hint' : 'admin_org.customers.form.slug_hint_new')}
          />
          <TextField {...field('nit')} hint={t('admin_org.customers.form.nit_hint')} />
          <TextField {...field('website')} type="url" />
          <TextField {...field('email')} type="email" />
          <TextArea
            label={t('admin_org.customers.form.phones')}
            name="phones"
            rows={3}
            defaultValue={v('phones', customer?.phones.join('\n'))}
            error={errors.phones ?? Object.entries(errors).find(([k]) => k.startsWith('phones.'))?.[1]}
            hint={t('admin_org.customers.form.phones_hint', { max: 5 })}
          />
          <TextField {...field('whatsapp')} type="tel" />
          <Select
            label={t('admin_org.customers.form.department')}
            name="department_id"
            value={departmentId}
            onChange={(e) => chooseDepartment(e.currentTarget.value)}
            error={errors.department_id}
            placeholder={t('admin_org.customers.form.choose')}
            options={departments}
          />
          <Select
            label={t('admin_org.customers.form.municipality')}
            name="municipality_id"
            defaultValue={v('municipality_id', customer?.municipality?.id)}
            key={departmentId}
            error={errors.municipality_id}
            placeholder={t('admin_org.customers.form.choose')}
            options={towns}
          />
          <TextField {...field('address')} containerClassName="sm:col-span-2" />
          <TextArea {...field('description')} rows={5} containerClassName="sm:col-span-2" />
        </div>
      </Panel>
      <Panel title={t('admin_org.customers.form.social')}>
        <p className="mb-3 text-sm text-ink">{t('admin_org.customers.form.social_hint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              label={t(`microsite.social_names.${network}`)}
              name={`social_${network}`}
              type="url"
              defaultValue={v(`social_${network}`, customer?.socialLinks[network])}
              error={errors[`social_links.${network}`]}
            />
          ))}
        </div>
      </Panel>
      <Panel title={t('admin_org.customers.form.advisers')}>
        <p className="mb-3 text-sm text-ink">{t('admin_org.customers.form.adviser_hint')}</p>
        <ul className="flex flex-col gap-4">
          {advisers.map((a, i) => (
            <li key={a.id || 'new'} className="grid gap-3 rounded-xl border border-ink/10 p-3 sm:grid-cols-3">
              <input type="hidden" name="adviser_id" value={a.id} />
              {(['name', 'email', 'phone'] as const).map((key) => (
                <TextField
                  key={key}
                  label={t(
                    key === 'name' && !a.id
                      ? 'admin_org.customers.form.adviser_new'
                      : `admin_org.customers.form.adviser_${key}`,
                  )}
                  name={`adviser_${key}`}
                  type={{ name: undefined, email: 'email', phone: 'tel' }[key]}
                  defaultValue={a[key] ?? ''}
                  error={errors[`advisers.${i}.${key}`]}
                />
              ))}
            </li>
          ))}
        </ul>
      </Panel>
      <div>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  )
}

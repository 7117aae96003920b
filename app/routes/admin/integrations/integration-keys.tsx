/**
 * /admin/integrations: an agency's integration keys (`users.manage`): create one (its key is
 * shown on the answer to that form and never again, with a copy button), see every key by name
 * and first characters, revoke one. "Revocar" is a link to `?revoke=<id>`, which asks first:
 * the confirmation is a form of its own, so it works before (and without) the page's scripts.
 * The API does the same at /api/admin/api-keys.
 */
import { Form, Link, useNavigation } from 'react-router'
import { DataTable } from '~/components/admin/data-table'
import { PageHeader, Panel } from '~/components/admin/page-header'
import { ActionMessage, Pill } from '~/components/admin/org/action-message'
import { orgPage } from '~/routes/admin/org-page.server'
import { echoedValues, formFields } from '#web/input'
import { type FormResult, loadOr404, runForm, readForm } from '#web/page'
import { NewKey } from '~/components/admin/org/new-key'
import { Button, ButtonLink } from '~/components/ui/button'
import { formatDate } from '~/components/ui/dates'
import { Checkbox, Select, TextField } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { translate, type MessageKey } from '#i18n'
import { API_KEY_PERMISSIONS, createApiKey, listApiKeys, revokeApiKey, type ApiKeyView } from '#core/accounts'
import { listCustomerChoices } from '#core/agencies'
import { decodeId, encodeId } from '#core/shared'
import type { Route } from './+types/integration-keys'

export async function loader({ request }: Route.LoaderArgs) {
  const { office, ctx } = await orgPage(request, 'integrations')
  const [keys, agencies] = await loadOr404(() =>
    Promise.all([listApiKeys(ctx), listCustomerChoices(ctx, 'users.manage')]),
  )
  const asked = new URL(request.url).searchParams.get('revoke')
  return {
    keys,
    // The key whose revocation waits for a "yes" (a revoked or unknown one asks nothing).
    confirming: keys.find((k) => k.id === asked && !k.revokedAt) ?? null,
    permissions: [...API_KEY_PERMISSIONS],
    agencies: agencies.map(({ id, name }) => ({ id, name })),
    defaultAgency: office.chosenCustomerId ? encodeId('customer', office.chosenCustomerId) : null,
  }
}

type KeyResult = FormResult & { created?: { key: string; name: string } }

export async function action({ request }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'integrations')
  const form = await readForm(request)
  const fields = formFields(form)
  if (fields.intent === 'revoke') {
    return runForm(
      locale,
      () => revokeApiKey(ctx, decodeId('apiKey', fields.id) ?? 0),
      (): KeyResult => ({ ok: true, intent: 'revoke', message: translate(locale, 'admin_org.integrations.revoked') }),
      { intent: 'revoke' },
    )
  }
  const name = fields.name ?? ''
  return runForm(
    locale,
    () =>
      createApiKey(ctx, {
        name,
        permissions: form.getAll('permissions').map(String) as never,
        customerId: fields.customer_id ? decodeId('customer', fields.customer_id) : null,
      }),
    (created): KeyResult => ({
      ok: true,
      intent: 'create',
      message: translate(locale, 'admin_org.integrations.created'),
      created: { key: created.key, name },
    }),
    // What was typed comes back after a failure; the permissions ticked too (as one list).
    {
      values: { ...echoedValues(fields), permissions: form.getAll('permissions').map(String).join(',') },
      intent: 'create',
    },
  )
}

export default function IntegrationKeys({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useT()
  const result = actionData as KeyResult | undefined
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create'
  const failed = result?.intent === 'create' && !result.ok
  const v = failed ? (result?.values ?? {}) : {}
  const e = failed ? (result?.errors ?? {}) : {}
  const ticked = new Set((v.permissions ?? '').split(',').filter(Boolean))
  const created = result?.intent === 'create' && result.ok ? result.created : undefined
  return (
    <>
      <PageHeader title={t('admin_org.integrations.title')} subtitle={t('admin_org.integrations.subtitle')} />
      <ActionMessage result={result} />
      {created && (
        <Panel className="mb-4 border-brand-600">
          <NewKey name={created.name} value={created.key} />
        </Panel>
      )}
      {loaderData.confirming && <RevokeConfirmation apiKey={loaderData.confirming} />}
      <Panel title={t('admin_org.integrations.new_title')}>
        <Form method="post" className="flex max-w-2xl flex-col gap-4" noValidate key={created ? 'done' : 'form'}>
          <input type="hidden" name="intent" value="create" />
          <TextField
            label={t('admin_org.integrations.name')}
            name="name"
            required
            maxLength={80}
            autoComplete="off"
            hint={t('admin_org.integrations.name_hint')}
            defaultValue={v.name}
            error={e.name}
          />
          {loaderData.agencies.length > 1 && (
            <Select
              label={t('admin_org.integrations.agency')}
              name="customer_id"
              defaultValue={v.customer_id ?? loaderData.defaultAgency ?? ''}
              error={e.customer_id}
            >
              <option value="">—</option>
              {loaderData.agencies.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </Select>
          )}
          <fieldset className="flex flex-col gap-2" aria-describedby={e.permissions ? 'permissions-error' : undefined}>
            <legend className="mb-1 text-sm font-bold text-ink-900">{t('admin_org.integrations.permissions')}</legend>
            {loaderData.permissions.map((p) => (
              <Checkbox
                key={p}
                name="permissions"
                value={p}
                defaultChecked={ticked.has(p)}
                label={t(`admin_org.roles.permissions.${p}` as MessageKey)}
              />
            ))}
            {e.permissions && (
              <p id="permissions-error" className="text-sm font-semibold text-red-700">
                {e.permissions}
              </p>
            )}
          </fieldset>
          <div>
            <Button type="submit" busy={busy}>
              {t('admin_org.integrations.create')}
            </Button>
          </div>
        </Form>
      </Panel>
      <h2 className="mt-6 mb-3 text-lg font-bold text-ink-900">{t('admin_org.integrations.list_title')}</h2>
      {loaderData.keys.length === 0 ? (
        <p>{t('admin_org.integrations.empty')}</p>
      ) : (
        <DataTable<ApiKeyView>
          caption={t('admin_org.integrations.list_title')}
          rows={loaderData.keys}
          rowKey={(k) => k.id}
          columns={[
            { key: 'name', header: t('admin_org.integrations.col.name'), cell: (k) => <b>{k.name}</b> },
            {
              key: 'prefix',
              header: t('admin_org.integrations.col.prefix'),
              cell: (k) => <code className="break-all">{k.prefix}…</code>,
            },
            {
              key: 'permissions',
              header: t('admin_org.integrations.col.permissions'),
              cell: (k) => (
                <ul className="flex flex-wrap gap-1">
                  {k.permissions.map((p) => (
                    <li key={p}>
                      <Pill tone="ink">{t(`admin_org.roles.permissions.${p}` as MessageKey)}</Pill>
                    </li>
                  ))}
                </ul>
              ),
            },
            { key: 'agency', header: t('admin_org.integrations.col.agency'), cell: (k) => k.customer.name },
            {
              key: 'created',
              header: t('admin_org.integrations.col.created'),
              cell: (k) => `${formatDate(k.createdAt, locale, 'short')}${k.createdBy ? ` · ${k.createdBy}` : ''}`,
            },
            {
              key: 'last_used',
              header: t('admin_org.integrations.col.last_used'),
              cell: (k) =>
                k.lastUsedAt ? formatDate(k.lastUsedAt, locale, 'short') : t('admin_org.integrations.never_used'),
            },
            {
              key: 'status',
              header: t('admin_org.integrations.col.status'),
              cell: (k) =>
                k.revokedAt ? (
                  <Pill tone="red">{t('admin_org.integrations.status.revoked')}</Pill>
                ) : (
                  <div className="flex flex-wrap items-center gap-2">
                    <Pill tone="green">{t('admin_org.integrations.status.active')}</Pill>
                    <ButtonLink
                      to={`?revoke=${encodeURIComponent(k.id)}`}
                      variant="secondary"
                      aria-label={t('admin_org.integrations.revoke_named', { name: k.name })}
                    >
                      {t('admin_org.integrations.revoke')}
                    </ButtonLink>
                  </div>
                ),
            },
          ]}
        />
      )}
    </>
  )
}

/** "¿Revocar la clave …?": the revocation itself, or back to the list as it was. */
function RevokeConfirmation({ apiKey }: { apiKey: ApiKeyView }) {
  const { t } = useT()
  return (
    <section
      role="alertdialog"
      aria-labelledby="revoke-title"
      aria-describedby="revoke-body"
      className="mb-4 rounded-2xl border-2 border-red-700 bg-white p-4 shadow-sm sm:p-5"
      data-testid="revoke-confirmation"
    >
      <h2 id="revoke-title" className="text-lg font-bold text-ink-900">
        {t('admin_org.integrations.revoke_confirm_title', { name: apiKey.name })}
      </h2>
      <p id="revoke-body" className="mt-1 max-w-2xl">
        {t('admin_org.integrations.revoke_confirm_body')}
      </p>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="id" value={apiKey.id} />
        <Button type="submit" variant="danger">
          {t('admin_org.integrations.revoke_confirm')}
        </Button>
        <Link to="?" className="font-semibold text-ink-900 underline">
          {t('admin_org.integrations.revoke_cancel')}
        </Link>
      </Form>
    </section>
  )
}

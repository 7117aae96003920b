/**
 * /admin/customers/{id}: an agency's microsite settings (logo alignment, main menu,
 * subscription block), logo and banner, adviser photos, profile and advisers, and (SuperAdmin)
 * whether it is active. One action, one intent per form.
 */
import { Form, useNavigation } from 'react-router'
import { PageHeader, Panel } from '~/components/admin/page-header'
import { ActionMessage, Pill } from '~/components/admin/org/action-message'
import { CustomerForm } from '~/components/admin/org/customer-form'
import { orgPage, runAction } from '~/routes/admin/org-page.server'
import { formFailure, loadOr404, pathIdOr404, runForm, type FormResult } from '#web/page'
import { echoedValues, formFields, formFile, formString } from '#web/input'
import { fieldId } from '#web/ids'
import { Button, ButtonLink } from '~/components/ui/button'
import { translate } from '~/i18n'
import { useT } from '~/lib/i18n'
import {
  canSwitchCustomer,
  AGENCY_IMAGE_MAX_BYTES,
  getCustomer,
  MicrositeSettingsSchema,
  removeCustomerImage,
  setAdviserPhoto,
  setCustomerActive,
  setCustomerImage,
  updateCustomer,
  updateMicrositeSettings,
} from '#core/agencies'
import { AppError, validationError } from '#core/shared/browser'
import { encodeId, parseInput } from '#core/shared'
import { customerFormInput, placeChoices } from './customer-form.server'
import type { Route } from './+types/customer-edit'

export async function loader({ request, params }: Route.LoaderArgs) {
  const { office, ctx, locale } = await orgPage(request, 'customers')
  const id = pathIdOr404('customer', params.customerId)
  const customer = await loadOr404(() => getCustomer(ctx, id))
  const places = await placeChoices(customer.department?.id)
  const created = new URL(request.url).searchParams.has('created')
  return {
    customer,
    ...places,
    shortLink: `/r/${encodeId('customer', id)}`,
    canToggle: canSwitchCustomer(office.actor),
    notice: created ? translate(locale, 'admin_org.customers.form.created') : null,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'customers')
  const id = pathIdOr404('customer', params.customerId)
  if (Number(request.headers.get('content-length') ?? 0) > AGENCY_IMAGE_MAX_BYTES + 64 * 1024)
    return formFailure(new AppError('TOO_LARGE', { key: 'errors.too_large' }), locale, { values: {}, intent: 'image' })
  const form = await request.formData()
  const intent = formString(form, 'intent')
  const required = (field: string) => validationError({ [field]: [{ key: 'validation.required' }] })
  switch (intent) {
    case 'microsite':
      return runAction(
        locale,
        form,
        intent,
        () =>
          updateMicrositeSettings(
            ctx,
            id,
            // Check boxes: a ticked one sends "on", an unticked one nothing.
            parseInput(MicrositeSettingsSchema, {
              logo_alignment: formString(form, 'logo_alignment'),
              hide_main_menu: form.get('hide_main_menu') === 'on',
              hide_subscription_footer: form.get('hide_subscription_footer') === 'on',
            }),
          ),
        'admin_org.customers.microsite.saved',
      )
    case 'profile':
      return runForm(
        locale,
        () => updateCustomer(ctx, id, customerFormInput(form)),
        () => ({ ok: true, intent, message: translate(locale, 'admin_org.common.saved') }) satisfies FormResult,
        { values: echoedValues(formFields(form)), intent, missing: 'page' },
      )
    case 'logo':
    case 'banner':
      return runAction(
        locale,
        form,
        intent,
        async () => {
          const bytes = await formFile(form, 'file')
          if (!bytes) throw required('file')
          await setCustomerImage(ctx, id, intent, bytes)
        },
        'admin_org.customers.images.saved',
      )
    case 'remove_logo':
    case 'remove_banner':
      return runAction(
        locale,
        form,
        intent,
        () => removeCustomerImage(ctx, id, intent === 'remove_logo' ? 'logo' : 'banner'),
        'admin_org.common.saved',
      )
    case 'adviser_photo':
      return runAction(
        locale,
        form,
        intent,
        async () => {
          const adviserId = fieldId('adviser', 'adviser_id', formString(form, 'adviser_id'))
          const bytes = await formFile(form, 'file')
          if (!bytes) throw required('file')
          await setAdviserPhoto(ctx, id, adviserId, bytes)
        },
        'admin_org.customers.images.saved',
      )
    case 'activate':
    case 'deactivate':
      return runAction(
        locale,
        form,
        intent,
        () => setCustomerActive(ctx, id, intent === 'activate'),
        'admin_org.common.saved',
      )
    default:
      return { ok: false, intent, message: translate(locale, 'errors.bad_request') } satisfies FormResult
  }
}

function ImageForm({ kind, url, busy }: { kind: 'logo' | 'banner'; url: string | null; busy: boolean }) {
  const { t } = useT()
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-bold text-ink-900">{t(`admin_org.customers.images.${kind}`)}</h3>
      <div
        className={
          kind === 'logo'
            ? 'flex h-24 w-48 items-center justify-center rounded-xl border border-ink/10 bg-white p-2'
            : 'aspect-[10/3] w-full overflow-hidden rounded-xl border border-ink/10 bg-ink/10'
        }
      >
        {url ? (
          <img
            src={url}
            alt=""
            className={kind === 'logo' ? 'max-h-full max-w-full object-contain' : 'h-full w-full object-cover'}
          />
        ) : (
          <span className="text-sm text-ink">{t('admin_org.customers.images.none')}</span>
        )}
      </div>
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value={kind} />
        <label className="text-sm">
          <span className="sr-only">{t(`admin_org.customers.images.upload_${kind}`)}</span>
          <input
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            required
            className="max-w-56 text-sm"
          />
        </label>
        <Button type="submit" size="sm" variant="secondary" busy={busy}>
          {t(`admin_org.customers.images.upload_${kind}`)}
        </Button>
      </Form>
      {url && (
        <Form method="post">
          <input type="hidden" name="intent" value={`remove_${kind}`} />
          <Button type="submit" size="sm" variant="ghost">
            {t('admin_org.customers.images.remove')}
          </Button>
        </Form>
      )}
    </div>
  )
}

export default function CustomerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT()
  const { customer } = loaderData
  const result = actionData as FormResult | undefined
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <PageHeader
        title={customer.name}
        subtitle={customer.nit ?? undefined}
        actions={
          <>
            <ButtonLink to="/admin/customers" variant="ghost" size="sm">
              {t('admin_org.common.back')}
            </ButtonLink>
            <a
              href={customer.micrositePath}
              className="inline-flex min-h-9 items-center rounded-xl bg-ink px-3 text-sm font-bold text-white hover:bg-ink-700"
            >
              {t('admin_org.customers.microsite.link')}
            </a>
          </>
        }
      />
      {loaderData.notice && !result && <ActionMessage result={{ ok: true, message: loaderData.notice }} />}
      <ActionMessage result={result} />
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 lg:grid-cols-2">
          <Panel title={t('admin_org.customers.microsite.title')}>
            <Form method="post" className="flex flex-col gap-3" aria-label={t('admin_org.customers.microsite.title')}>
              <input type="hidden" name="intent" value="microsite" />
              <fieldset className="flex flex-wrap gap-4">
                <legend className="mb-1 text-sm font-bold text-ink-900">
                  {t('admin_org.customers.microsite.alignment')}
                </legend>
                {(['left', 'center'] as const).map((a) => (
                  <label key={a} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="logo_alignment"
                      value={a}
                      defaultChecked={customer.logoAlignment === a}
                      className="size-4"
                    />
                    {t(`admin_org.customers.microsite.${a}`)}
                  </label>
                ))}
              </fieldset>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="hide_main_menu"
                  defaultChecked={customer.hideMainMenu}
                  className="size-4"
                />
                {t('admin_org.customers.microsite.hide_main_menu')}
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="hide_subscription_footer"
                  defaultChecked={customer.hideSubscriptionFooter}
                  className="size-4"
                />
                {t('admin_org.customers.microsite.hide_subscription')}
              </label>
              <p className="text-sm text-ink">
                {t('admin_org.customers.microsite.short_link')}:{' '}
                <code className="rounded bg-ink/5 px-1">{loaderData.shortLink}</code>
              </p>
              <div>
                <Button type="submit" busy={busy}>
                  {t('admin_org.customers.microsite.save')}
                </Button>
              </div>
            </Form>
          </Panel>
          <Panel title={t('admin_org.customers.images.title')}>
            <p className="mb-3 text-sm text-ink">{t('admin_org.customers.images.hint')}</p>
            {result &&
              !result.ok &&
              ['logo', 'banner', 'adviser_photo', 'image'].includes(result.intent ?? '') &&
              result.errors?.file && (
                <p role="alert" className="mb-2 text-sm font-semibold text-red-800">
                  {result.errors.file}
                </p>
              )}
            <div className="flex flex-col gap-5">
              <ImageForm kind="logo" url={customer.logo} busy={busy} />
              <ImageForm kind="banner" url={customer.banner} busy={busy} />
            </div>
          </Panel>
        </div>
        {customer.advisers.length > 0 && (
          <Panel title={t('admin_org.customers.form.adviser_photo')}>
            <ul className="grid gap-3 sm:grid-cols-2">
              {customer.advisers.map((a) => (
                <li key={a.id} className="flex items-center gap-3 rounded-xl border border-ink/10 p-3">
                  {a.photo ? (
                    <img src={a.photo} alt="" className="size-12 rounded-full object-cover" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-12 items-center justify-center rounded-full bg-brand font-black"
                    >
                      {a.name.slice(0, 1)}
                    </span>
                  )}
                  <Form method="post" encType="multipart/form-data" className="flex min-w-0 flex-1 flex-col gap-1">
                    <input type="hidden" name="intent" value="adviser_photo" />
                    <input type="hidden" name="adviser_id" value={a.id} />
                    <span className="font-semibold">{a.name}</span>
                    <label className="text-sm">
                      <span className="sr-only">{t('admin_org.customers.form.adviser_photo')}</span>
                      <input
                        type="file"
                        name="file"
                        accept="image/jpeg,image/png,image/webp,image/avif"
                        required
                        className="max-w-full text-sm"
                      />
                    </label>
                    <Button type="submit" size="sm" variant="ghost" className="self-start">
                      {t('admin_org.common.save')}
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          </Panel>
        )}
        <CustomerForm
          customer={customer}
          departments={loaderData.departments}
          municipalities={loaderData.municipalities}
          errors={result?.intent === 'profile' ? result.errors : undefined}
          values={result?.intent === 'profile' && !result.ok ? result.values : undefined}
          busy={busy}
          submitLabel={t('admin_org.customers.form.save')}
        />
        {loaderData.canToggle && (
          <Panel title={t('admin_org.customers.state.title')}>
            <p className="mb-3 flex items-center gap-2 text-sm text-ink">
              <Pill tone={customer.isActive ? 'green' : 'red'}>
                {t(customer.isActive ? 'admin_org.customers.active' : 'admin_org.customers.inactive')}
              </Pill>
              {t('admin_org.customers.state.hint')}
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value={customer.isActive ? 'deactivate' : 'activate'} />
              <Button type="submit" variant={customer.isActive ? 'danger' : 'secondary'}>
                {t(customer.isActive ? 'admin_org.customers.state.deactivate' : 'admin_org.customers.state.activate')}
              </Button>
            </Form>
          </Panel>
        )}
      </div>
    </>
  )
}

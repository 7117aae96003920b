/**
 * /admin/customers/{id}: an agency's microsite settings (logo alignment, main menu,
 * subscription block), logo and banner, adviser photos, profile and advisers, and (SuperAdmin)
 * whether it is active. One action, one intent per form.
 */
import { useNavigation } from 'react-router'
import { PageHeader } from '~/components/admin/page-header'
import { ActionMessage } from '~/components/admin/org/action-message'
import { CustomerForm } from '~/components/admin/org/customer-form'
import { ActiveStateForm } from '~/components/admin/customer/active-state-form'
import { AdviserPhotos } from '~/components/admin/customer/adviser-photos'
import { ImagesPanel } from '~/components/admin/customer/images-panel'
import { MicrositeSettingsForm } from '~/components/admin/customer/microsite-settings-form'
import { orgPage } from '~/routes/admin/org-page.server'
import { formFailure, loadOr404, pathIdOr404, runIntent, type FormResult, type IntentForm, readForm } from '#web/page'
import type { SignedInContext } from '#web/context'
import { echoedValues, formFields, formFile, formString } from '#web/input'
import { fieldId } from '#web/ids'
import { ButtonLink } from '~/components/ui/button'
import { translate } from '#i18n'
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

const required = (field: string) => validationError({ [field]: [{ key: 'validation.required' }] })

async function uploadImage(ctx: SignedInContext, id: number, form: FormData, kind: 'logo' | 'banner') {
  const bytes = await formFile(form, 'file')
  if (!bytes) throw required('file')
  await setCustomerImage(ctx, id, kind, bytes)
}

/** Each form of the page (its `intent`): its use case, and the message its success shows. */
const INTENTS: Record<string, IntentForm<[SignedInContext, number, FormData]>> = {
  microsite: {
    run: (ctx, id, form) =>
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
    saved: 'admin_org.customers.microsite.saved',
  },
  profile: {
    run: (ctx, id, form) => updateCustomer(ctx, id, customerFormInput(form)),
    saved: 'admin_org.common.saved',
    missing: 'page',
  },
  logo: {
    run: (ctx, id, form) => uploadImage(ctx, id, form, 'logo'),
    saved: 'admin_org.customers.images.saved',
  },
  banner: {
    run: (ctx, id, form) => uploadImage(ctx, id, form, 'banner'),
    saved: 'admin_org.customers.images.saved',
  },
  remove_logo: { run: (ctx, id) => removeCustomerImage(ctx, id, 'logo'), saved: 'admin_org.common.saved' },
  remove_banner: { run: (ctx, id) => removeCustomerImage(ctx, id, 'banner'), saved: 'admin_org.common.saved' },
  adviser_photo: {
    run: async (ctx, id, form) => {
      const adviserId = fieldId('adviser', 'adviser_id', formString(form, 'adviser_id'))
      const bytes = await formFile(form, 'file')
      if (!bytes) throw required('file')
      await setAdviserPhoto(ctx, id, adviserId, bytes)
    },
    saved: 'admin_org.customers.images.saved',
  },
  activate: { run: (ctx, id) => setCustomerActive(ctx, id, true), saved: 'admin_org.common.saved' },
  deactivate: { run: (ctx, id) => setCustomerActive(ctx, id, false), saved: 'admin_org.common.saved' },
}

export async function action({ request, params }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'customers')
  const id = pathIdOr404('customer', params.customerId)
  if (Number(request.headers.get('content-length') ?? 0) > AGENCY_IMAGE_MAX_BYTES + 64 * 1024)
    return formFailure(new AppError('TOO_LARGE', { key: 'errors.too_large' }), locale, { values: {}, intent: 'image' })
  const form = await readForm(request)
  const intent = formString(form, 'intent')
  return runIntent(locale, intent, INTENTS, [ctx, id, form], { values: echoedValues(formFields(form)), intent })
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
          <MicrositeSettingsForm customer={customer} shortLink={loaderData.shortLink} busy={busy} />
          <ImagesPanel customer={customer} result={result} busy={busy} />
        </div>
        {customer.advisers.length > 0 && <AdviserPhotos advisers={customer.advisers} />}
        <CustomerForm
          customer={customer}
          departments={loaderData.departments}
          municipalities={loaderData.municipalities}
          errors={result?.intent === 'profile' ? result.errors : undefined}
          values={result?.intent === 'profile' && !result.ok ? result.values : undefined}
          busy={busy}
          submitLabel={t('admin_org.customers.form.save')}
        />
        {loaderData.canToggle && <ActiveStateForm isActive={customer.isActive} />}
      </div>
    </>
  )
}

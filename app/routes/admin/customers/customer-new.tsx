/** /admin/customers/new: a new agency (portal-wide `customers.manage`, SuperAdmin by default). */
import { redirect, useNavigation } from 'react-router'
import { PageHeader } from '~/components/admin/page-header'
import { ActionMessage } from '~/components/admin/org/action-message'
import { CustomerForm } from '~/components/admin/org/customer-form'
import { orgPage } from '~/routes/admin/org-page.server'
import { echoedValues, formFields } from '#web/input'
import { errorPage, type FormResult, runForm, readForm } from '#web/page'
import { useT } from '~/lib/i18n'
import { canCreateCustomer, createCustomer } from '#core/agencies'
import { forbidden } from '#core/shared'
import { customerFormInput, placeChoices } from './customer-form.server'
import type { Route } from './+types/customer-new'

export async function loader({ request }: Route.LoaderArgs) {
  const { office } = await orgPage(request, 'customers')
  if (!canCreateCustomer(office.actor)) throw errorPage(forbidden())
  return placeChoices(null)
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'customers')
  const form = await readForm(request)
  return runForm(
    locale,
    () => createCustomer(ctx, customerFormInput(form)),
    (created) => redirect(`/admin/customers/${created.id}?created=1`),
    { values: echoedValues(formFields(form)), intent: 'profile' },
  )
}

export default function CustomerNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT()
  const result = actionData as FormResult | undefined
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <PageHeader title={t('admin_org.customers.form.title_new')} />
      <ActionMessage result={result} />
      <CustomerForm
        customer={null}
        departments={loaderData.departments}
        municipalities={loaderData.municipalities}
        errors={result?.errors}
        values={result?.values}
        busy={busy}
        submitLabel={t('admin_org.customers.form.create')}
      />
    </>
  )
}

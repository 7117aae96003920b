/** /admin/properties/new: a new listing, saved as a draft (photos come after the first save). */
import { useActionData } from 'react-router'
import { ListingForm } from '~/components/admin/listing-form'
import { formContext, formInput, type FormValues } from '~/components/admin/listing-form.server'
import { PageHeader } from '~/components/admin/page-header'
import { requireBackOffice } from '~/components/admin/back-office.server'
import { useT } from '~/lib/i18n'
import { createListing, canCreateListings } from '#core/listings'
import { encodeId } from '#core/shared'
import { data, redirect } from 'react-router'
import type { FormResult } from '#web/page'
import { actorContext } from '#web/context'
import { pageLocale, runForm } from '#web/page'
import type { Route } from './+types/property-new'

export async function loader({ request }: Route.LoaderArgs) {
  const office = await requireBackOffice(request, 'properties')
  if (!canCreateListings(office.actor)) throw data({ message: 'errors.forbidden' }, { status: 403 })
  const ctx = await formContext(office.actor, office.chosenCustomerId, { departmentId: null, municipalityId: null })
  return {
    ...ctx,
    values: {
      business_type: 'rent',
      customer_id: office.chosenCustomerId ? encodeId('customer', office.chosenCustomerId) : '',
    },
  }
}

export async function action({ request }: Route.ActionArgs) {
  const office = await requireBackOffice(request, 'properties')
  // The form's page refuses as its loader does (createListing checks again).
  if (!canCreateListings(office.actor)) throw data({ message: 'errors.forbidden' }, { status: 403 })
  const ctx = actorContext(office.actor, pageLocale(request))
  const values = formInput(await request.formData())
  return runForm(
    ctx.locale,
    () => createListing(ctx, values as never, { chosenCustomerId: office.chosenCustomerId }),
    (created) => redirect(`/admin/properties/${encodeId('property', created.id)}?done=created`),
    { values, missing: 'page' },
  )
}

export default function PropertyNew({ loaderData: d }: Route.ComponentProps) {
  const { t } = useT()
  const result = useActionData<typeof action>() as FormResult<FormValues> | undefined
  return (
    <>
      <PageHeader title={t('admin.properties.create_title')} subtitle={t('admin.properties.no_photos_yet')} />
      <ListingForm
        values={result?.values ?? d.values}
        errors={result?.errors ?? {}}
        message={result?.message}
        options={d.options}
        places={d.places}
        actions={['create']}
        isNew
        maxFeatures={d.maxFeatures}
        map={d.map}
      />
    </>
  )
}

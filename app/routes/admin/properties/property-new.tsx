/** /admin/properties/new: a new listing, saved as a draft (photos come after the first save). */
import { redirect, useActionData } from 'react-router'
import { ListingForm } from '~/components/admin/listing-form/listing-form'
import { PageHeader } from '~/components/admin/page-header'
import { orgPage } from '~/routes/admin/org-page.server'
import { useT } from '~/lib/i18n'
import { createListing, canCreateListings } from '#core/listings'
import { encodeId, forbidden } from '#core/shared'
import { errorPage, runForm, type FormResult, readForm } from '#web/page'
import { formContext, listingDraft, typedValues, type FormValues } from './listing-form.server'
import type { Route } from './+types/property-new'

export async function loader({ request }: Route.LoaderArgs) {
  const { office, ctx } = await orgPage(request, 'properties')
  if (!canCreateListings(office.actor)) throw errorPage(forbidden())
  const form = await formContext(ctx, office.chosenCustomerId, { departmentId: null, municipalityId: null })
  return {
    ...form,
    values: {
      business_type: 'rent',
      customer_id: office.chosenCustomerId ? encodeId('customer', office.chosenCustomerId) : '',
    },
  }
}

export async function action({ request }: Route.ActionArgs) {
  const { office, ctx, locale } = await orgPage(request, 'properties')
  const form = await readForm(request)
  // Who may create is createListing's own check (listing.policy.ts): a refusal is the form's 403.
  return runForm(
    locale,
    async () => createListing(ctx, listingDraft(form), { chosenCustomerId: office.chosenCustomerId }),
    (created) => redirect(`/admin/properties/${encodeId('property', created.id)}?done=created`),
    { values: typedValues(form), missing: 'page' },
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

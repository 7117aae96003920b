/**
 * The back-office listing form (create and edit): every field of DESIGN §3, one fieldset a
 * component beside it — basics, prices, details, amenities (with the multi-select limit), the
 * rental requirements of a listing for rent, location (pickers and map pin) — and one submit
 * button per allowed action. The form keeps what several fieldsets follow: the operation, the
 * type and the ticked amenities.
 */
import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { useT } from '~/lib/i18n'
import { Button } from '../../ui/button'
import { FormActionBar } from '../page-header'
import { FURNISHED_FEATURE, PETS_FEATURE } from '#core/listings/browser'
import { BasicsFields } from './basics-fields'
import { DetailsFields } from './details-fields'
import { FeaturesFields } from './features-fields'
import { fieldReaders, type ListingFormValues, type Option } from './form-values'
import { LocationFields } from './location-fields'
import { PricesFields } from './prices-fields'
import { RentalRequirementsFields } from './rental-requirements-fields'

interface Props {
  values: ListingFormValues
  errors: Record<string, string>
  /** Why the last submit was refused; shown beside the buttons, so it is in view wherever the person is. */
  message?: string
  options: {
    types: (Option & { slug: string })[]
    features: (Option & { slug: string })[]
    advisers: (Option & { customerId: string })[]
    customers: Option[]
    departments: Option[]
  }
  places: { municipalities: Option[]; sectors: Option[] }
  actions: string[]
  isNew: boolean
  maxFeatures: number
  map: { tileUrl: string; attribution: string; lat: number; lon: number }
}

/** The form's id: the edit page's status buttons (publish, …) submit it, so a refusal sends back what was typed. */
export const LISTING_FORM_ID = 'listing-form'

export function ListingForm({ values, errors, message, options, places, actions, isNew, maxFeatures, map }: Props) {
  const { t } = useT()
  const busy = useNavigation().state === 'submitting'
  const { v } = fieldReaders({ values, errors })
  const [business, setBusiness] = useState(v('business_type') || 'rent')
  const [typeId, setTypeId] = useState(v('property_type_id'))
  const [features, setFeatures] = useState<string[]>((values.feature_ids as string[] | undefined) ?? [])
  const featureLimitReached = features.length >= maxFeatures
  // `on` is read in the handler: React clears currentTarget before a queued updater runs.
  const tickFeature = (id: string, on: boolean) =>
    setFeatures((cur) => (on ? [...cur, id] : cur.filter((x) => x !== id)))
  const forRent = business !== 'sale'
  // Pets allowed and furnished are amenities; for a rental they sit with its requirements instead.
  const isFlag = (f: { slug: string }) => f.slug === PETS_FEATURE || f.slug === FURNISHED_FEATURE
  const amenities = forRent ? options.features.filter((f) => !isFlag(f)) : options.features
  const list = (k: string) => {
    const value = values[k]
    return Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []
  }

  const submit = (
    intent: string,
    label: string,
    variant: 'primary' | 'secondary' | 'ghost' | 'danger' = 'secondary',
  ) => (
    <Button
      key={intent}
      type="submit"
      name="intent"
      value={intent}
      variant={variant}
      busy={busy}
      formNoValidate={intent !== 'save_publish'}
    >
      {label}
    </Button>
  )

  return (
    <Form method="post" id={LISTING_FORM_ID} className="flex flex-col gap-4" noValidate>
      <BasicsFields
        values={values}
        errors={errors}
        options={options}
        isNew={isNew}
        typeId={typeId}
        onType={setTypeId}
        business={business}
        onBusiness={setBusiness}
      />
      <PricesFields values={values} errors={errors} business={business} />
      <DetailsFields values={values} errors={errors} />
      <FeaturesFields
        amenities={amenities}
        features={features}
        onFeature={tickFeature}
        featureLimitReached={featureLimitReached}
        maxFeatures={maxFeatures}
        error={errors.feature_ids}
      />
      {forRent && (
        <RentalRequirementsFields
          guarantees={list('rental_guarantees')}
          documents={list('rental_documents')}
          minTermMonths={v('rental_min_term_months')}
          errors={errors}
          typeSlug={options.types.find((o) => o.id === typeId)?.slug ?? null}
          flags={options.features.filter(isFlag)}
          features={features}
          onFeature={tickFeature}
          featureLimitReached={featureLimitReached}
        />
      )}
      <LocationFields values={values} errors={errors} departments={options.departments} places={places} map={map} />
      <FormActionBar message={message}>
        {isNew && submit('save_draft', t('admin.properties.action.save_draft'), 'primary')}
        {!isNew && actions.includes('update') && submit('save', t('admin.properties.action.save'), 'primary')}
        {!isNew &&
          actions.includes('update') &&
          (actions.includes('publish') || actions.includes('republish')) &&
          submit('save_publish', t('admin.properties.action.save_publish'))}
      </FormActionBar>
    </Form>
  )
}

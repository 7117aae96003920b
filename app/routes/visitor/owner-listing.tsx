/**
 * /user/panel/listings/{id|new}?step=…: "Publica tu inmueble", step by step on a phone (issue
 * 33): type and operation, place with the map pin, facts, price and administración, rental
 * requirements, photos, description with a suggested title, contact preferences; the last step
 * sends it to staff. The listing fieldsets are the back-office form's own.
 */
import { useState } from 'react'
import { Form, Link, useActionData, useNavigation } from 'react-router'
import { PricesFields } from '~/components/admin/listing-form/prices-fields'
import { DetailsFields } from '~/components/admin/listing-form/details-fields'
import { LocationFields } from '~/components/admin/listing-form/location-fields'
import { RentalRequirementsFields } from '~/components/admin/listing-form/rental-requirements-fields'
import { Select, TextArea, TextField, Checkbox } from '~/components/ui/field'
import { Button } from '~/components/ui/button'
import { OwnerPhotosStep } from '~/components/owner/owner-photos-step'
import { stepsFor, type OwnerStep } from '~/components/owner/owner-steps'
import { BUSINESS_TYPES, FURNISHED_FEATURE, PETS_FEATURE } from '#core/listings/browser'
import { translate } from '#i18n'
import { useT } from '~/lib/i18n'
import { pageLocale } from '#web/page-address'
import { registerBackOfficeMessages } from '~/components/admin/back-office-messages'
import { ownerListingAction, ownerListingLoader } from './owner-listing.server'
import type { Route } from './+types/owner-listing'

// The listing fieldsets are the back-office form's, with its labels: their texts in the browser too.
registerBackOfficeMessages()

export const loader = ({ request, params }: Route.LoaderArgs) => ownerListingLoader(request, params.listingId)
export const action = ({ request, params }: Route.ActionArgs) => ownerListingAction(request, params.listingId)

export function meta({ location, params }: Route.MetaArgs) {
  const locale = pageLocale(location)
  const title = translate(locale, params.listingId === 'new' ? 'owner.form.title_new' : 'owner.form.title_edit')
  return [{ title: `${title} | ${translate(locale, 'brand')}` }, { name: 'robots', content: 'noindex' }]
}

export default function OwnerListing({ loaderData: d }: Route.ComponentProps) {
  const { t, href } = useT()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  const values = { ...d.values, ...(result && 'values' in result ? result.values : {}) }
  const errors = (result && 'errors' in result ? result.errors : undefined) ?? {}
  const [business, setBusiness] = useState(String(values.business_type ?? 'rent'))
  const [features, setFeatures] = useState<string[]>(
    ('feature_ids' in d.values ? d.values.feature_ids : undefined) ?? [],
  )
  const steps = stepsFor(business)
  const step: OwnerStep = d.step
  const at = steps.indexOf(step) + 1
  const list = (k: string) => {
    const value = values[k as keyof typeof values]
    return Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []
  }
  const v = (k: string) => String(values[k as keyof typeof values] ?? '')
  const isFlag = (f: { slug: string }) => f.slug === PETS_FEATURE || f.slug === FURNISHED_FEATURE
  const typeSlug = d.options.types.find((o) => o.id === v('property_type_id'))?.slug ?? null
  const last = at === steps.length
  const message = result && 'message' in result && result.ok === false ? result.message : undefined

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:px-6">
      <p className="text-sm font-bold text-ink">{t('owner.form.step', { n: at, total: steps.length })}</p>
      <h1 className="text-2xl font-extrabold text-ink-900">{t(`owner.form.steps.${step}`)}</h1>
      <ol className="mt-3 flex gap-1" aria-hidden="true">
        {steps.map((s, i) => (
          <li key={s} className={`h-1.5 flex-1 rounded-full ${i < at ? 'bg-brand-600' : 'bg-ink/15'}`} />
        ))}
      </ol>
      {message && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-bold text-red-900">
          {message}
        </p>
      )}
      {step === 'photos' && d.id ? (
        <div className="mt-4">
          <OwnerPhotosStep photos={d.photos} error={errors.photos} />
          <Link to={href(`/user/panel/listings/${d.id}?step=description`)} className="mt-6 block">
            <span className="inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-brand-600 px-5 font-bold text-white">
              {t('owner.form.next')}
            </span>
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-4 flex flex-col gap-4" noValidate>
          <input type="hidden" name="step" value={step} />
          {step === 'kind' && (
            <div className="grid gap-3">
              <Select
                name="property_type_id"
                label={t('admin.properties.field.property_type_id')}
                defaultValue={v('property_type_id')}
                error={errors.property_type_id}
                required
                placeholder={t('admin.properties.choose')}
                options={d.options.types}
              />
              <Select
                name="business_type"
                label={t('admin.properties.field.business_type')}
                value={business}
                onChange={(e) => setBusiness(e.currentTarget.value)}
                error={errors.business_type}
                required
                options={BUSINESS_TYPES.map((b) => ({ value: b, label: t(`admin.business.${b}`) }))}
              />
            </div>
          )}
          {step === 'place' && (
            <>
              <p className="text-sm text-ink">{t('owner.form.pin_hint')}</p>
              <LocationFields
                values={values}
                errors={errors}
                departments={d.options.departments}
                places={d.places}
                map={d.map}
              />
            </>
          )}
          {step === 'facts' && <DetailsFields values={values} errors={errors} />}
          {step === 'price' && <PricesFields values={values} errors={errors} business={business} />}
          {step === 'requirements' && (
            <>
              <input type="hidden" name="requirements_step" value="1" />
              <input type="hidden" name="features_step" value="1" />
              {features
                .filter((id) => !d.options.features.filter(isFlag).some((f) => f.id === id))
                .map((id) => (
                  <input key={id} type="hidden" name="feature_ids" value={id} />
                ))}
              <RentalRequirementsFields
                guarantees={list('rental_guarantees')}
                documents={list('rental_documents')}
                minTermMonths={v('rental_min_term_months')}
                errors={errors}
                typeSlug={typeSlug}
                flags={d.options.features.filter(isFlag)}
                features={features}
                onFeature={(id, on) => setFeatures((cur) => (on ? [...cur, id] : cur.filter((x) => x !== id)))}
                featureLimitReached={false}
              />
            </>
          )}
          {step === 'description' && (
            <div className="grid gap-3">
              <TextField
                name="title"
                label={t('admin.properties.field.title')}
                defaultValue={v('title') || d.suggestedTitle}
                error={errors.title}
                maxLength={160}
                hint={d.suggestedTitle ? `${t('owner.form.suggest_title')}: ${d.suggestedTitle}` : undefined}
              />
              <TextArea
                name="description"
                label={t('admin.properties.field.description')}
                defaultValue={v('description')}
                error={errors.description}
                rows={8}
              />
            </div>
          )}
          {step === 'contact' && (
            <div className="grid gap-3">
              <input type="hidden" name="contact_step" value="1" />
              <Checkbox name="contact_phone" label={t('owner.form.contact_phone')} defaultChecked={d.contact.phone} />
              <Checkbox
                name="contact_whatsapp"
                label={t('owner.form.contact_whatsapp')}
                defaultChecked={d.contact.whatsapp}
              />
              <p className="text-sm text-ink">{t('owner.form.contact_messages')}</p>
              {d.phone.confirmed ? (
                <p className="text-sm font-bold text-green-900">
                  {t('owner.form.phone_confirmed', { phone: d.phone.number ?? '' })}
                </p>
              ) : (
                <p className="text-sm font-bold text-ink-900">
                  {t('owner.form.phone_missing')}{' '}
                  <Link to={href('/user/account#phone')} className="underline">
                    {t('owner.form.confirm_phone')}
                  </Link>
                </p>
              )}
              {errors.phone && <p className="text-sm font-bold text-red-800">{errors.phone}</p>}
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {at > 1 && (
              <Button type="submit" name="intent" value="back" variant="ghost" busy={busy}>
                {t('owner.form.back')}
              </Button>
            )}
            <Button
              type="submit"
              name="intent"
              value={last ? 'publish' : 'next'}
              variant="primary"
              busy={busy}
              className="flex-1"
            >
              {last ? t('owner.form.submit') : t('owner.form.save_and_continue')}
            </Button>
          </div>
          <p className="text-xs text-ink">{t('owner.form.continue_later')}</p>
        </Form>
      )}
    </div>
  )
}

/**
 * /user/panel/listings/{id|new}: an owner's step-by-step listing form (issue 33), one step a
 * page (`?step=`), each saved on its own so that nothing typed is lost between steps and the form
 * works without scripts. Every step saves through the owner's use cases (core/listings
 * owner-listings.service.ts) with the /api/account/listings schemas.
 */
import { redirect } from 'react-router'
import { listFeatures, listPropertyTypes } from '#core/catalog'
import { getAccount } from '#core/accounts'
import {
  createOwnListing,
  deleteListingPhoto,
  getOwnListing,
  listingFeatureSlugs,
  listOwnListingPhotos,
  ownerContactChoice,
  ownerListingView,
  ownerPhotoGate,
  suggestedTitle,
  OwnerListingPatchSchema,
  publishOwnListing,
  reorderListingPhotos,
  updateOwnListing,
  uploadListingPhotos,
} from '#core/listings'
import { encodeId, parseInput } from '#core/shared'
import { uploadedFiles } from '#web/api'
import { pathId } from '#web/ids'
import { formString } from '#web/input'
import { loadOr404, pathIdOr404, runForm, signedInPageContext, readForm } from '#web/page'
import { pageLocale } from '#web/page-address'
import type { SignedInContext } from '#web/context'
import { listingFormInput, listingFormValues, placeChoices, typedValues } from '../admin/properties/listing-form.server'
import { OWNER_STEPS, nextStep, type OwnerStep } from '~/components/owner/owner-steps'

export async function ownerListingLoader(request: Request, idParam: string | undefined) {
  const ctx = await signedInPageContext(request)
  const url = new URL(request.url)
  const isNew = idParam === 'new'
  const id = isNew ? null : pathIdOr404('property', idParam, 'errors.property_not_found')
  const listing = id === null ? null : await loadListing(ctx, id)
  const wanted = url.searchParams.get('step') as OwnerStep | null
  const step: OwnerStep = isNew ? 'kind' : wanted && OWNER_STEPS.includes(wanted) ? wanted : 'kind'
  const [types, features, account, place] = await Promise.all([
    listPropertyTypes(ctx.db),
    listFeatures(ctx.db),
    getAccount(ctx),
    placeChoices(ctx, {
      departmentId: listing?.view.department_id ? pathId('department', listing.view.department_id) : null,
      municipalityId: listing?.view.municipality_id ? pathId('municipality', listing.view.municipality_id) : null,
    }),
  ])
  const en = ctx.locale === 'en'
  const featureIds = features.filter((f) => listing?.slugs.includes(f.slug)).map((f) => encodeId('feature', f.id))
  return {
    id: listing ? listing.view.id : null,
    step,
    status: listing?.view.status ?? 'draft',
    values: listing
      ? {
          ...listingFormValues({ ...listing.view, agency_code: null, customer_id: '', adviser_id: null }),
          feature_ids: featureIds,
        }
      : { business_type: 'rent' },
    photos: listing?.photos ?? [],
    suggestedTitle: listing
      ? suggestedTitle(ctx.locale, {
          ...titleFacts(listing.view, types, place.places),
          operation: listing.view.business_type,
          bedrooms: listing.view.bedrooms,
        })
      : '',
    phone: { number: account.phone, confirmed: account.phone_confirmed },
    contact: listing?.contact ?? { phone: true, whatsapp: true },
    options: {
      types: types.map((t) => ({ id: encodeId('propertyType', t.id), name: en ? t.nameEn : t.nameEs, slug: t.slug })),
      features: features.map((f) => ({ id: encodeId('feature', f.id), name: en ? f.nameEn : f.nameEs, slug: f.slug })),
      departments: place.departments,
    },
    places: place.places,
    map: place.map,
  }
}

async function loadListing(ctx: SignedInContext, id: number) {
  const row = await loadOr404(() => getOwnListing(ctx, id), { ownMessage: true })
  const [slugs, photos, contact] = await Promise.all([
    listingFeatureSlugs(ctx, row.id),
    listOwnListingPhotos(ctx, row.id),
    ownerContactChoice(ctx),
  ])
  return {
    view: ownerListingView(row, slugs),
    slugs,
    photos: photos.map((p) => ({ id: encodeId('photo', p.id), src: p.urls.src, srcset: p.urls.srcset })),
    contact,
  }
}

/** The type's and the place's names the suggested title needs, from the loader's choices. */
function titleFacts(
  view: ReturnType<typeof ownerListingView>,
  types: { id: number; nameEs: string; nameEn: string }[],
  places: { municipalities: { id: string; name: string }[]; sectors: { id: string; name: string }[] },
) {
  const type = types.find((t) => encodeId('propertyType', t.id) === view.property_type_id)
  const place =
    places.sectors.find((s) => s.id === view.sector_id)?.name ??
    places.municipalities.find((m) => m.id === view.municipality_id)?.name
  return { type: type ? { es: type.nameEs, en: type.nameEn } : null, place: place ?? null }
}

/** A step's fields as the owner's PATCH takes them (a step without the rental requirements leaves them alone). */
function stepPatch(form: FormData) {
  const {
    fields: { intent: _i, step: _s, ...fields },
    rental_requirements: r,
  } = listingFormInput(form)
  const requirements =
    form.has('rental_min_term_months') || form.has('requirements_step')
      ? { rental_requirements: { ...r, guarantees: r.guarantees ?? [], documents: r.documents ?? [] } }
      : {}
  if (form.has('contact_step'))
    Object.assign(fields, { contact_phone: form.has('contact_phone'), contact_whatsapp: form.has('contact_whatsapp') })
  if (form.has('features_step') && !form.has('feature_ids')) Object.assign(fields, { feature_ids: [] })
  return parseInput(OwnerListingPatchSchema, { ...fields, ...requirements })
}

export async function ownerListingAction(request: Request, idParam: string | undefined) {
  const ctx = await signedInPageContext(request)
  const locale = pageLocale(request)
  const form = await readForm(request)
  const intent = formString(form, 'intent')
  const step = formString(form, 'step') as OwnerStep
  const prefix = locale === 'en' ? '/en' : ''
  const stepUrl = (id: string, s: OwnerStep) => `${prefix}/user/panel/listings/${id}?step=${s}`
  const values = typedValues(form)

  if (idParam === 'new')
    return runForm(
      locale,
      () => createOwnListing(ctx, { ...stepPatch(form), title: '', description: '' } as never),
      (row) => redirect(stepUrl(encodeId('property', row.id), nextStep('kind', values.business_type as string))),
      { values },
    )

  const id = pathIdOr404('property', idParam, 'errors.property_not_found')
  const encoded = encodeId('property', id)
  const photoId = () => pathId('photo', formString(form, 'photo_id'))
  const again = () => redirect(stepUrl(encoded, 'photos'))
  switch (intent) {
    case 'photos-upload':
      return runForm(
        locale,
        async () =>
          uploadListingPhotos(ctx, { listingId: id, files: await uploadedFiles(form, 'photos') }, ownerPhotoGate),
        again,
      )
    case 'photo-delete':
      return runForm(
        locale,
        () => deleteListingPhoto(ctx, { listingId: id, photoId: photoId() }, ownerPhotoGate),
        again,
      )
    case 'photo-move':
      return runForm(
        locale,
        async () => {
          const ids = (await listOwnListingPhotos(ctx, id)).map((p) => p.id)
          const from = ids.indexOf(photoId())
          const to = formString(form, 'to') === 'first' ? 0 : from + (formString(form, 'to') === 'up' ? -1 : 1)
          if (from < 0 || to < 0 || to >= ids.length) return
          ids.splice(to, 0, ...ids.splice(from, 1))
          await reorderListingPhotos(ctx, { listingId: id, photoIds: ids }, ownerPhotoGate)
        },
        again,
      )
    case 'publish':
      return runForm(
        locale,
        async () => {
          await updateOwnListing(ctx, id, stepPatch(form))
          return publishOwnListing(ctx, id)
        },
        (row) =>
          redirect(`${prefix}/user/panel/listings?done=${row.status === 'published' ? 'published' : 'submitted'}`),
        { values },
      )
    default:
      return runForm(
        locale,
        () => updateOwnListing(ctx, id, stepPatch(form)),
        (row) =>
          redirect(
            intent === 'back'
              ? stepUrl(encoded, nextStep(step, row.businessType, -1))
              : stepUrl(encoded, nextStep(step, row.businessType)),
          ),
        { values },
      )
  }
}

/**
 * /admin/properties/{id}: edit a listing, manage its photos, and take the status actions
 * the actor may take now (each button only when the server would accept it).
 */
import { Form, redirect, useActionData, useSearchParams } from 'react-router'
import { LISTING_FORM_ID, ListingForm } from '~/components/admin/listing-form/listing-form'
import { PageHeader, Panel } from '~/components/admin/page-header'
import { auditSentence } from '~/components/admin/audit-sentence'
import { ListingReadOnly } from '~/components/admin/listing-read-only'
import { PhotoManager } from '~/components/admin/photo-manager'
import { orgPage } from '~/routes/admin/org-page.server'
import { StatusBadge } from '~/components/admin/status-badge'
import { Button } from '~/components/ui/button'
import { OutsideLink } from '~/components/ui/outside-link'
import { keyIn } from '#i18n'
import { useT } from '~/lib/i18n'
import {
  deleteListing,
  getListingForAdmin,
  publishListing,
  republishListing,
  restoreListing,
  unpublishListing,
  updateListing,
  adminListingView,
  listListingPhotos,
  listingPath,
} from '#core/listings'
import { badRequest, encodeId } from '#core/shared'
import { errorPage, loadOr404, pathIdOr404, runForm, type FormResult, readForm } from '#web/page'
import { formContext, listingDraft, listingFormValues, typedValues, type FormValues } from './listing-form.server'
import type { Route } from './+types/property-edit'

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx } = await orgPage(request, 'properties')
  const id = pathIdOr404('property', params.propertyId, 'errors.property_not_found')
  const found = await loadOr404(() => getListingForAdmin(ctx, id), { ownMessage: true })
  const photos = await listListingPhotos(ctx, { listingId: id })
  const l = found.listing
  const form = await formContext(ctx, l.customerId, {
    departmentId: l.departmentId,
    municipalityId: l.municipalityId,
  })
  return {
    ...form,
    id: encodeId('property', l.id),
    code: l.code,
    status: l.status,
    actions: found.actions,
    publicUrl:
      l.status === 'published'
        ? listingPath({
            id: l.id,
            title: l.title,
            municipalityName: null,
            sectorName: null,
            businessType: l.businessType,
          })
        : null,
    values: listingFormValues(
      adminListingView(l, { feature_ids: found.featureIds, feature_slugs: found.featureSlugs }),
    ),
    photos: photos.map((p, i) => ({
      id: encodeId('photo', p.id),
      url: p.urls.src,
      srcset: p.urls.srcset,
      is_cover: i === 0,
    })),
    audit: found.audit.map((a) => ({
      id: a.id,
      action: a.action,
      at: a.createdAt.toISOString().replace('T', ' ').slice(0, 16),
      by: a.actorName,
      data: a.data,
    })),
  }
}

/** The status buttons: each one's use case, and the `done` notice the page shows after it. */
const TRANSITIONS = {
  publish: { run: publishListing, done: 'published' },
  unpublish: { run: unpublishListing, done: 'unpublished' },
  republish: { run: republishListing, done: 'republished' },
  delete: { run: deleteListing, done: 'deleted' },
  restore: { run: restoreListing, done: 'restored' },
} as const

export async function action({ request, params }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'properties')
  const id = pathIdOr404('property', params.propertyId, 'errors.property_not_found')
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  // A listing whose fraud signals fire waits for staff instead of being public: the page says so.
  const back = (done: string) => (row: { status: string }) =>
    redirect(`/admin/properties/${encodeId('property', id)}?done=${row.status === 'in_review' ? 'in_review' : done}`)
  // The status buttons submit the listing form too: a refusal gives back what was typed.
  const extra = { values: typedValues(form), missing: 'page' } as const
  if (intent === 'save' || intent === 'save_publish')
    return runForm(
      locale,
      async () => updateListing(ctx, id, { ...listingDraft(form), publish: intent === 'save_publish' }),
      back(intent === 'save' ? 'saved' : 'published'),
      extra,
    )
  if (!Object.hasOwn(TRANSITIONS, intent)) throw errorPage(badRequest())
  const transition = TRANSITIONS[intent as keyof typeof TRANSITIONS]
  return runForm(locale, () => transition.run(ctx, { listingId: id }), back(transition.done), extra)
}

export default function PropertyEdit({ loaderData: d }: Route.ComponentProps) {
  const { t } = useT()
  const [params] = useSearchParams()
  const done = params.get('done')
  const result = useActionData<typeof action>() as FormResult<FormValues> | undefined
  const errors = result?.errors ?? {}
  const statusButtons = (['publish', 'unpublish', 'republish', 'restore', 'delete'] as const).filter((a) =>
    d.actions.includes(a),
  )
  return (
    <>
      <PageHeader
        title={t(d.actions.includes('update') ? 'admin.properties.edit' : 'admin.properties.view', { code: d.code })}
        subtitle={<StatusBadge status={d.status} />}
        actions={
          <>
            {d.publicUrl && (
              <OutsideLink
                href={d.publicUrl}
                rel="noreferrer"
                className="rounded-xl border border-ink/25 bg-white px-3 py-1.5 text-sm font-semibold"
              >
                {t('admin.properties.action.view_public')}
              </OutsideLink>
            )}
            {statusButtons.map((a) => (
              <Button
                key={a}
                type="submit"
                form={LISTING_FORM_ID}
                formNoValidate
                name="intent"
                value={a}
                size="sm"
                variant={a === 'delete' ? 'danger' : a === 'unpublish' ? 'ghost' : 'primary'}
                onClick={(e) => {
                  if (a === 'delete' && !confirm(t('admin.properties.confirm_delete'))) e.preventDefault()
                }}
              >
                {t(`admin.properties.action.${a}`)}
              </Button>
            ))}
          </>
        }
      />
      {done && !result && (
        <p role="status" className="mb-3 rounded-xl bg-green-50 p-3 font-semibold text-green-900">
          {t(keyIn('admin.properties.done', done))}
        </p>
      )}
      <div className="flex flex-col gap-4">
        <Panel title={t('admin.properties.section.photos')}>
          <PhotoManager
            endpoint={`/api/admin/properties/${d.id}/photos`}
            photos={d.photos}
            max={d.options.maxPhotos}
            canEdit={d.actions.includes('photos')}
          />
          {errors.photos && <p className="mt-2 text-sm font-semibold text-red-700">{errors.photos}</p>}
        </Panel>
        {d.actions.includes('update') ? (
          <ListingForm
            values={result?.values ?? d.values}
            errors={errors}
            message={result?.message}
            options={d.options}
            places={d.places}
            actions={d.actions}
            isNew={false}
            maxFeatures={d.maxFeatures}
            map={d.map}
          />
        ) : (
          <>
            {/* The status buttons a read-only listing may still have (restore) submit this form. */}
            <Form id={LISTING_FORM_ID} method="post" className="hidden" />
            <ListingReadOnly values={d.values} options={d.options} places={d.places} />
          </>
        )}
        <Panel title={t('admin.properties.section.history')}>
          {d.audit.length === 0 ? (
            <p>{t('admin.properties.history_empty')}</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm">
              {d.audit.map((a) => (
                <li key={a.id}>
                  <time className="font-mono">{a.at}</time> ·{' '}
                  {auditSentence(t, { action: a.action, actor: a.by, data: a.data })}
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
    </>
  )
}

/**
 * The owner form's photo step: add photos from the phone's camera or gallery (one picker, the
 * phone offers both), and put them in order with buttons (first, up, down, remove), each a form
 * of its own so the step works before and without scripts.
 */
import { Form } from 'react-router'
import { useT } from '~/lib/i18n'
import { Button } from '../ui/button'

interface Photo {
  id: string
  src: string
  srcset: string
}

function PhotoButton({ photoId, intent, to, label }: { photoId: string; intent: string; to?: string; label: string }) {
  return (
    <Form method="post" encType="multipart/form-data">
      <input type="hidden" name="step" value="photos" />
      <input type="hidden" name="photo_id" value={photoId} />
      {to && <input type="hidden" name="to" value={to} />}
      <Button type="submit" name="intent" value={intent} variant="ghost" size="sm">
        {label}
      </Button>
    </Form>
  )
}

export function OwnerPhotosStep({ photos, error }: { photos: Photo[]; error?: string }) {
  const { t } = useT()
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink">{t('owner.form.photos_hint')}</p>
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
        <input type="hidden" name="step" value="photos" />
        <label className="flex flex-col gap-1 text-sm font-bold text-ink-900">
          {t('owner.form.photos_add')}
          <input
            type="file"
            name="photos"
            accept="image/*"
            multiple
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'photos-error' : undefined}
            className="min-h-11 rounded-xl border border-ink/25 p-2 text-sm font-normal"
          />
        </label>
        {error && (
          <p id="photos-error" className="text-sm font-bold text-red-800">
            {error}
          </p>
        )}
        <Button type="submit" name="intent" value="photos-upload" variant="secondary">
          {t('owner.form.photos_upload')}
        </Button>
      </Form>
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={t('owner.form.steps.photos')}>
        {photos.map((p, i) => (
          <li key={p.id} className="rounded-xl border border-ink/15 p-2" data-testid="owner-photo">
            <img
              src={p.src}
              srcSet={p.srcset}
              sizes="(min-width: 640px) 20rem, 90vw"
              alt=""
              className="aspect-[4/3] w-full rounded-lg object-cover"
            />
            <div className="mt-2 flex flex-wrap gap-1">
              {i > 0 && (
                <PhotoButton photoId={p.id} intent="photo-move" to="first" label={t('owner.form.photo_first')} />
              )}
              {i > 0 && <PhotoButton photoId={p.id} intent="photo-move" to="up" label={t('owner.form.photo_up')} />}
              {i < photos.length - 1 && (
                <PhotoButton photoId={p.id} intent="photo-move" to="down" label={t('owner.form.photo_down')} />
              )}
              <PhotoButton photoId={p.id} intent="photo-delete" label={t('owner.form.photo_delete')} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}

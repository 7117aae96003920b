/** One of an agency's images (logo or banner): the current one, an upload form and a remove button. */
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'

export function ImageForm({
  kind,
  url,
  busy,
  error,
}: {
  kind: 'logo' | 'banner'
  url: string | null
  busy: boolean
  /** Why the last upload of this image was refused, shown at its file field. */
  error?: string
}) {
  const { t } = useT()
  const errorId = `${kind}-file-error`
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
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="max-w-56 text-sm"
          />
        </label>
        <Button type="submit" size="sm" variant="secondary" busy={busy}>
          {t(`admin_org.customers.images.upload_${kind}`)}
        </Button>
        {error && (
          <p id={errorId} role="alert" className="w-full text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
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

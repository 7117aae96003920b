/** The agency's advisers, each with its photo (or initial) and a form to upload a new one. */
import { Form } from 'react-router'
import { Panel } from '~/components/admin/page-header'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import type { CustomerView } from '#core/agencies'

export function AdviserPhotos({ advisers }: { advisers: CustomerView['advisers'] }) {
  const { t } = useT()
  return (
    <Panel title={t('admin_org.customers.form.adviser_photo')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {advisers.map((a) => (
          <li key={a.id} className="flex items-center gap-3 rounded-xl border border-ink/10 p-3">
            {a.photo ? (
              <img src={a.photo} alt="" className="size-12 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-brand font-black"
              >
                {a.name.slice(0, 1)}
              </span>
            )}
            <Form method="post" encType="multipart/form-data" className="flex min-w-0 flex-1 flex-col gap-1">
              <input type="hidden" name="intent" value="adviser_photo" />
              <input type="hidden" name="adviser_id" value={a.id} />
              <span className="font-semibold">{a.name}</span>
              <label className="text-sm">
                <span className="sr-only">{t('admin_org.customers.form.adviser_photo')}</span>
                <input
                  type="file"
                  name="file"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  required
                  className="max-w-full text-sm"
                />
              </label>
              <Button type="submit" size="sm" variant="ghost" className="self-start">
                {t('admin_org.common.save')}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </Panel>
  )
}

/** The project's brochure (a PDF): a link to the current one, a form to upload or replace it, and removing it. */
import { Form, useNavigation } from 'react-router'
import { useT } from '~/lib/i18n'
import { Button } from '../../ui/button'
import { Panel } from '../page-header'
import { FILE_INPUT } from './file-input'

export function BrochurePanel({ url, canEdit, error }: { url: string | null; canEdit: boolean; error?: string }) {
  const { t } = useT()
  const busy = useNavigation().state === 'submitting'
  return (
    <Panel title={t('admin.projects.section.brochure')}>
      {url ? (
        <p className="mb-3">
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-ink-900 underline underline-offset-2"
          >
            {t('admin.projects.brochure.current')}
          </a>
        </p>
      ) : (
        <p className="mb-3 text-sm text-ink">{t('admin.projects.brochure.none')}</p>
      )}
      {canEdit && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Form method="post" encType="multipart/form-data" className="flex flex-1 flex-col gap-2">
            <label className="text-sm font-semibold">
              {t('admin.projects.brochure.label')}
              <input type="file" name="brochure" accept="application/pdf" required className={FILE_INPUT} />
            </label>
            {error && (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {error}
              </p>
            )}
            <Button type="submit" name="intent" value="brochure" size="sm" variant="secondary" busy={busy}>
              {t('admin.projects.brochure.upload')}
            </Button>
          </Form>
          {url && (
            <Form method="post">
              <Button type="submit" name="intent" value="brochure_delete" size="sm" variant="secondary" busy={busy}>
                {t('admin.projects.brochure.remove')}
              </Button>
            </Form>
          )}
        </div>
      )}
    </Panel>
  )
}
